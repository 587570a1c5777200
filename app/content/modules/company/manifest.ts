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

/** The company module: its schema and the code values its copy holds (bindings). */
export const company = defineContentModule({
  schema,
  bindings: {
    en: [
      ['/companyCopy/location', 'site.location', 'equals'],
      ['/companyCopy/locality', 'site.address.locality', 'equals'],
      ['/companyCopy/founderRole', 'site.founder.role', 'equals'],
    ],
    translations: [],
  },
});
