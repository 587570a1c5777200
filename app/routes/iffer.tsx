import type { Route } from './+types/iffer';
import { PageIntro } from '~/components/sections/page-intro';
import { pageIntros } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/iffer'];

/** /iffer: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/iffer' });

/** /iffer (spec §2). */
export default function IfferPage() {
  return <PageIntro heading={intro.heading} lead={intro.lead} />;
}
