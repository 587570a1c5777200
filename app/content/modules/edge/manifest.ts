/** Schema of the edge copy: app/content/modules/edge/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { featureCard, ledSection, list, pageIntro, pillar } from '../../schema/shapes';

/** The edge module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  /** The page's title (browser tab, search results), description, heading and lead. */
  pageIntro,
  edgeSolutions: ledSection({
    cards: list(featureCard),
  }),
  edgeWhy: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    heading: z.string(),
    items: list(pillar),
  }),
});

/** The edge module (its bindings come from English's file: schema/code-values.ts). */
export const edge = defineContentModule({
  schema,
  path: '/edge',
});
