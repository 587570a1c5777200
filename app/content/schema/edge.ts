/** Schema of the edge copy: app/content/<lang>/edge.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { featureCard, pillar } from './shapes';

/** The edge module's data: one key per export of app/content/<lang>/edge.ts. */
export const edge = z.strictObject({
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
