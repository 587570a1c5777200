/** Schema of the edge copy: app/content/modules/edge/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { featureCard, pillar } from '../../schema/shapes';

/** The edge module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  edgeSolutions: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    heading: z.string(),
    lead: z.string(),
    cards: z.array(featureCard),
  }),
  edgeWhy: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    heading: z.string(),
    items: z.array(pillar),
  }),
});

/** The edge module: its schema and the code values its copy holds (bindings). */
export const edge = defineContentModule({
  schema,
  bindings: {
    en: [['/edgeWhy/heading', 'site.productBrand', 'contains']],
  },
});
