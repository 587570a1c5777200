/** Schema of the /faq copy (spec §2, §3 FAQ item): app/content/modules/faq/<lang>.json. */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { action, faqItem, list, pageIntro } from '../../schema/shapes';

/** The faq module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  /** The page's title (browser tab, search results), description, heading and lead. */
  pageIntro,
  /** spec §2: 'Still Have Questions' → /contact. */
  faqCta: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    heading: z.string(),
    text: z.string(),
    actions: list(action),
  }),
  /** Ten questions answered from the spec's product facts. */
  faqItems: list(faqItem),
  /** Accessible name of the question list. */
  faqLabel: z.string(),
});

/** The faq module: its schema and what its translations bind beyond English's code values. */
export const faq = defineContentModule({
  schema,
  path: '/faq',
  extraBindings: {
    // English writes the bare figures; every translation also writes them with the currency.
    translations: [
      ['/faqItems/6/answer', 'formatMoney(LUMEN_PRICE_USD)', 'contains'],
      ['/faqItems/6/answer', 'formatMoney(LUMEN_PRICE_DZD)', 'contains'],
    ],
  },
});
