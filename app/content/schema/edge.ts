/** Schema of the edge copy: app/content/<lang>/edge.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { featureCard, pillar } from './shapes';

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
