/** Schema of the company copy: app/content/<lang>/company.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';

/** The company module's data: one key per export of app/content/<lang>/company.ts. */
export const company = z.strictObject({
  companyCopy: z.strictObject({
    location: z.string(),
    locality: z.string(),
    founderRole: z.string(),
  }),
});
