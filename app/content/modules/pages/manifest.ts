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

/** The pages module: its schema and the code values its copy holds (bindings). */
export const pages = defineContentModule({
  schema,
  bindings: {
    en: [
      ['/pageIntros/~1contact/keywords/4', 'site.address.locality', 'equals'],
      ['/pageIntros/~1cv/description', 'site.founder.name', 'contains'],
      ['/pageIntros/~1cv/description', 'site.founder.role', 'contains'],
      ['/pageIntros/~1cv/description', 'companyCopy.founderRole', 'contains'],
      ['/pageIntros/~1cv/lead', 'site.founder.name', 'contains'],
      ['/pageIntros/~1cv/lead', 'site.founder.role', 'contains'],
      ['/pageIntros/~1cv/lead', 'companyCopy.founderRole', 'contains'],
      ['/pageIntros/~1edge/title', 'site.productBrand', 'contains'],
      ['/pageIntros/~1edge/heading', 'site.productBrand', 'contains'],
      ['/pageIntros/~1lumen/description', 'formatNumber(LUMEN_PRICE_USD)', 'contains'],
      ['/pageIntros/~1policy/description', 'formatDate(POLICY_EFFECTIVE_DATE)', 'contains'],
      ['/pageIntros/~1policy/lead', 'formatDate(POLICY_EFFECTIVE_DATE)', 'contains'],
    ],
    translations: [
      ['/pageIntros/~1contact/keywords/4', 'companyCopy.locality', 'equals'],
      ['/pageIntros/~1cv/description', 'site.founder.name', 'contains'],
      ['/pageIntros/~1cv/description', 'companyCopy.founderRole', 'contains'],
      ['/pageIntros/~1cv/lead', 'site.founder.name', 'contains'],
      ['/pageIntros/~1cv/lead', 'companyCopy.founderRole', 'contains'],
      ['/pageIntros/~1edge/title', 'site.productBrand', 'contains'],
      ['/pageIntros/~1edge/heading', 'site.productBrand', 'contains'],
      ['/pageIntros/~1lumen/description', 'formatMoney(LUMEN_PRICE_USD)', 'contains'],
      ['/pageIntros/~1lumen/description', 'formatNumber(LUMEN_PRICE_USD)', 'contains'],
      ['/pageIntros/~1policy/description', 'formatDate(POLICY_EFFECTIVE_DATE)', 'contains'],
      ['/pageIntros/~1policy/lead', 'formatDate(POLICY_EFFECTIVE_DATE)', 'contains'],
    ],
  },
});
