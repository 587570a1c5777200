import type { Route } from './+types/learn';
import { PageIntro } from '~/components/sections/page-intro';
import { pageIntros } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/learn'];

/** /learn: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/learn' });

/** /learn (spec §2). */
export default function LearnPage() {
  return <PageIntro heading={intro.heading} lead={intro.lead} />;
}
