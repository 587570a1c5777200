import type { Route } from './+types/policy';
import { PageIntro } from '~/components/sections/page-intro';
import { pageIntros } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/policy'];

/** /policy: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/policy' });

/** /policy (spec §2). */
export default function PolicyPage() {
  return <PageIntro heading={intro.heading} lead={intro.lead} />;
}
