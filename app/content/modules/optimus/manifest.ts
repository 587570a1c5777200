/** Schema of the optimus copy: app/content/modules/optimus/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import {
  infoCard,
  ledSection,
  list,
  navLink,
  pageIntro,
  pillar,
  presentationDeck,
  productContact,
  productSlide,
  stat,
} from '../../schema/shapes';

/** The optimus module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  /** The page's title (browser tab, search results), description, heading and lead. */
  pageIntro,
  optimusContent: z.strictObject({
    hero: z.strictObject({
      label: z.string(),
      eyebrow: z.string(),
      slides: list(productSlide),
      discoverMore: navLink,
      scrollDown: navLink,
    }),
    nav: z.strictObject({
      label: z.string(),
      sections: list(z.strictObject({ id: z.string(), label: z.string() })),
    }),
    mobileExperience: ledSection({
      cards: list(pillar),
    }),
    concept: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      summary: z.string(),
      checks: list(z.string()),
    }),
    features: ledSection({
      cards: list(infoCard),
    }),
    technology: ledSection({
      stats: list(stat),
      pipeline: z.strictObject({ heading: z.string(), steps: list(pillar) }),
      mvp: z.strictObject({
        heading: z.string(),
        lead: z.string(),
        columns: z.strictObject({ part: z.string(), cost: z.string() }),
        items: list(z.strictObject({ part: z.string(), cost: z.string() })),
        total: z.strictObject({ label: z.string(), cost: z.string() }),
      }),
      details: list(pillar),
    }),
    benefits: ledSection({
      cards: list(pillar),
    }),
    contact: productContact,
  }),
  optimusDeck: presentationDeck,
});

/** The optimus module (its bindings come from English's file: schema/code-values.ts). */
export const optimus = defineContentModule({
  schema,
  path: '/optimus',
});
