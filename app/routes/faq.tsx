import type { Route } from './+types/faq';
import { CtaBlock } from '~/components/sections/cta-block';
import { FaqAccordion } from '~/components/sections/faq-accordion';
import { PageIntro } from '~/components/sections/page-intro';
import { pageData } from '~/content/site-content';
import { routeMeta } from '~/lib/meta';

/** The page's copy in the URL's language, at build time. */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  pageData({ url, context }, '/faq', (c) => c.faq);

/** /faq: title, description and canonical URL (spec §2). */
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
