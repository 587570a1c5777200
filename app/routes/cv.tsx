import type { Route } from './+types/cv';
import { PageIntro } from '~/components/sections/page-intro';
import { pageIntros } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/cv'];

/** /cv: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/cv' });

/** /cv (spec §2). */
export default function CvPage() {
  return <PageIntro heading={intro.heading} lead={intro.lead} />;
}
