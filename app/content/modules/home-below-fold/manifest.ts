/** Schema of the home-below-fold copy: app/content/modules/home-below-fold/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import {
  brand,
  featureCard,
  ledSection,
  list,
  navLink,
  pillar,
  sizedImage,
} from '../../schema/shapes';

/** The home-below-fold module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  homeBrands: ledSection({
    pauseLabel: z.string(),
    playLabel: z.string(),
    brands: list(brand),
  }),
  homeCards: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    cards: list(featureCard),
  }),
  homeDemo: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    heading: z.string(),
    text: z.string(),
    actions: list(navLink),
  }),
  homeFeatures: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    lead: z.string(),
    items: list(pillar),
    image: sizedImage,
  }),
  homeMission: z.strictObject({
    headingId: z.string(),
    eyebrow: z.string(),
    statement: z.string(),
    detail: z.string(),
  }),
  homeVision: z.strictObject({
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    lead: z.string(),
    pillars: list(pillar),
  }),
});

/** The home-below-fold module (its bindings come from English's file: schema/code-values.ts). */
export const homeBelowFold = defineContentModule({
  schema,
});
