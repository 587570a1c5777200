/** Schema of the home-below-fold copy: app/content/modules/home-below-fold/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { brand, featureCard, navLink, pillar, sizedImage } from '../../schema/shapes';

/** The home-below-fold module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
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

/** The home-below-fold module: its schema and the code values its copy holds (bindings). */
export const homeBelowFold = defineContentModule({
  schema,
  bindings: {
    en: [
      ['/homeBrands/brands/0/href', 'paths.demos', 'equals'],
      ['/homeBrands/brands/1/href', 'paths.lumen', 'equals'],
      ['/homeBrands/brands/2/href', 'paths.edge', 'equals'],
      ['/homeBrands/brands/2/logo/alt', 'site.productBrand', 'contains'],
      ['/homeBrands/brands/3/href', 'paths.optimus', 'equals'],
      ['/homeBrands/brands/4/href', 'paths.scanova', 'equals'],
      ['/homeBrands/brands/5/href', 'paths.iffer', 'equals'],
      ['/homeDemo/actions/0/href', 'paths.demos', 'equals'],
      ['/homeDemo/actions/1/href', 'paths.contact', 'equals'],
    ],
  },
});
