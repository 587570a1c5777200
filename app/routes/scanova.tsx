import type { Route } from './+types/scanova';
import { PageIntro } from '~/components/sections/page-intro';
import { pageIntros } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/scanova'];

/** /scanova: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/scanova' });

/** /scanova (spec §2). */
export default function ScanovaPage() {
  return <PageIntro heading={intro.heading} lead={intro.lead} />;
}
