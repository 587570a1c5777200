import type { Route } from './+types/optimus';
import { PageIntro } from '~/components/sections/page-intro';
import { pageIntros } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/optimus'];

/** /optimus: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/optimus' });

/** /optimus (spec §2). */
export default function OptimusPage() {
  return <PageIntro heading={intro.heading} lead={intro.lead} />;
}
