/** Schema of the company copy: app/content/modules/company/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';

/** The company module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  companyCopy: z.strictObject({
    location: z.string(),
    locality: z.string(),
    founderRole: z.string(),
  }),
});

/** The company module (its bindings come from English's file: schema/code-values.ts). */
export const company = defineContentModule({
  schema,
});
