/** Schema of the /faq copy (spec §2, §3 FAQ item): app/content/<lang>/faq.json. */
import { z } from 'zod';
import { action, faqItem } from './shapes';

/** The faq module's data: one key per export of app/content/<lang>/faq.ts. */
export const faq = z.strictObject({
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
