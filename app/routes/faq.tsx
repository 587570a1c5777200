import type { Route } from './+types/faq';
import { CtaBlock } from '~/components/sections/cta-block';
import { FaqAccordion } from '~/components/sections/faq-accordion';
import { PageIntro } from '~/components/sections/page-intro';
import { faqCta, faqItems, faqLabel } from '~/content/en/faq';
import { pageIntros } from '~/content/en/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/faq'];

/** /faq: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/faq' });

/** /faq (spec §2, §4): ten questions, one open at a time, then 'Still Have Questions'. */
export default function FaqPage() {
  return (
    <>
      <PageIntro heading={intro.heading} lead={intro.lead} />
      <FaqAccordion label={faqLabel} items={faqItems} />
      <CtaBlock {...faqCta} />
    </>
  );
}
