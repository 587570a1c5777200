import type { Route } from './+types/faq';
import { PageIntro } from '~/components/sections/page-intro';
import { pageIntros } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/faq'];

/** /faq: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/faq' });

/** /faq (spec §2). */
export default function FaqPage() {
  return <PageIntro heading={intro.heading} lead={intro.lead} />;
}
