import type { Route } from './+types/faq';
import { CtaBlock } from '~/components/sections/cta-block';
import { FaqAccordion } from '~/components/sections/faq-accordion';
import { PageIntro } from '~/components/sections/page-intro';
import { pageData } from '~/content/site-content';
import { routeMeta } from '~/lib/meta';
import { withFaqPage } from '~/lib/structured-data';

/** The page's copy in the URL's language, at build time, and its FAQPage (every question). */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  withFaqPage(pageData({ url, context }, '/faq', (c) => c.faq));

/** /faq: title, description, canonical URL and its FAQPage JSON-LD (spec §2). */
export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

/** /faq (spec §2, §4): ten questions, one open at a time, then 'Still Have Questions'. */
export default function FaqPage({ loaderData: { intro, copy } }: Route.ComponentProps) {
  const { faqCta, faqItems, faqLabel } = copy;
  return (
    <>
      <PageIntro heading={intro.heading} lead={intro.lead} />
      <FaqAccordion label={faqLabel} items={faqItems} />
      <CtaBlock {...faqCta} />
    </>
  );
}
