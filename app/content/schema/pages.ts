/** Schema of the pages copy: app/content/<lang>/pages.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { pageIntro } from './shapes';

/** The pages module's data: one key per export of app/content/<lang>/pages.ts. */
export const pages = z.strictObject({
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
