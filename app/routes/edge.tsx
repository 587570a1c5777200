import type { Route } from './+types/edge';
import { PageIntro } from '~/components/sections/page-intro';
import { pageIntros } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/edge'];

/** /edge: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/edge' });

/** /edge (spec §2). */
export default function EdgePage() {
  return <PageIntro heading={intro.heading} lead={intro.lead} />;
}
