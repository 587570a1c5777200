/** Schema of the home-below-fold copy: app/content/<lang>/home-below-fold.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { brand, featureCard, navLink, pillar, sizedImage } from './shapes';

/** The home-below-fold module's data: one key per export of app/content/<lang>/home-below-fold.ts. */
export const homeBelowFold = z.strictObject({
  homeBrands: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    heading: z.string(),
    lead: z.string(),
    pauseLabel: z.string(),
    playLabel: z.string(),
    brands: z.array(brand),
  }),
  homeCards: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    cards: z.array(featureCard),
  }),
  homeDemo: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    heading: z.string(),
    text: z.string(),
    actions: z.array(navLink),
  }),
  homeFeatures: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    lead: z.string(),
    items: z.array(pillar),
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
    pillars: z.array(pillar),
  }),
});
