import type { Route } from './+types/demos';
import { PageIntro } from '~/components/sections/page-intro';
import { pageIntros } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/demos'];

/** /demos: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/demos' });

/** /demos (spec §2). */
export default function DemosPage() {
  return <PageIntro heading={intro.heading} lead={intro.lead} />;
}
