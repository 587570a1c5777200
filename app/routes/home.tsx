import type { Route } from './+types/home';
import { PageIntro } from '~/components/sections/page-intro';
import { pageIntros } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/'];

/** /: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/' });

/** / (spec §2). */
export default function HomePage() {
  return <PageIntro heading={intro.heading} lead={intro.lead} />;
}
