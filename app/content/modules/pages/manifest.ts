/** Schema of the pages copy: app/content/modules/pages/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { pageIntro } from '../../schema/shapes';

/** The pages module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  pageIntros: z.strictObject({
    '/': pageIntro,
    '/demos': pageIntro,
    '/contact': pageIntro,
    '/optimus': pageIntro,
    '/faq': pageIntro,
    '/learn': pageIntro,
    '/scanova': pageIntro,
    '/cv': pageIntro,
    '/iffer': pageIntro,
    '/edge': pageIntro,
    '/lumen': pageIntro,
    '/policy': pageIntro,
  }),
});

/** The pages module: its schema and what its translations bind beyond English's code values. */
export const pages = defineContentModule({
  schema,
  extraBindings: {
    // English's description quotes the bare figure; the translations also write the currency.
    translations: [['/pageIntros/~1lumen/description', 'formatMoney(LUMEN_PRICE_USD)', 'contains']],
  },
});
