/** Schema of the /faq copy (spec §2, §3 FAQ item): app/content/modules/faq/<lang>.json. */
import { z } from 'zod';
import { type Binding, defineContentModule } from '../../schema/manifest';
import { action, faqItem } from '../../schema/shapes';

/** The faq module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  /** spec §2: 'Still Have Questions' → /contact. */
  faqCta: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    heading: z.string(),
    text: z.string(),
    actions: z.array(action),
  }),
  /** Ten questions answered from the spec's product facts. */
  faqItems: z.array(faqItem),
  /** Accessible name of the question list. */
  faqLabel: z.string(),
});

/** Where English's copy holds code values; each translation's list starts with these. */
const english: readonly Binding[] = [
  ['/faqCta/actions/0/href', 'paths.contact', 'equals'],
  ['/faqItems/6/answer', 'formatNumber(LUMEN_PRICE_USD)', 'contains'],
  ['/faqItems/6/answer', 'formatNumber(LUMEN_PRICE_DZD)', 'contains'],
  ['/faqItems/7/question', 'site.productBrand', 'contains'],
  ['/faqItems/9/answer', 'site.emails.support', 'contains'],
];

/** The faq module: its schema and the code values its copy holds (bindings). */
export const faq = defineContentModule({
  schema,
  bindings: {
    en: english,
    translations: [
      ...english,
      ['/faqItems/6/answer', 'formatMoney(LUMEN_PRICE_USD)', 'contains'],
      ['/faqItems/6/answer', 'formatMoney(LUMEN_PRICE_DZD)', 'contains'],
    ],
  },
});
