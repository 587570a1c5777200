import type { Route } from './+types/lumen';
import { PageIntro } from '~/components/sections/page-intro';
import { pageIntros } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/lumen'];

/** /lumen: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/lumen' });

/** /lumen (spec §2). */
export default function LumenPage() {
  return <PageIntro heading={intro.heading} lead={intro.lead} />;
}
