/** Schema of the optimus copy: app/content/modules/optimus/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import {
  infoCard,
  list,
  navLink,
  pillar,
  presentationDeck,
  productSlide,
  stat,
} from '../../schema/shapes';

/** The optimus module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
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
    mobileExperience: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      cards: list(pillar),
    }),
    concept: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      summary: z.string(),
      checks: list(z.string()),
    }),
    features: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      cards: list(infoCard),
    }),
    technology: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
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
    benefits: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      cards: list(pillar),
    }),
    contact: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      email: z.string(),
      phone: z.strictObject({ display: z.string(), tel: z.string() }),
      links: list(navLink),
    }),
  }),
  optimusDeck: presentationDeck,
});

/** The optimus module (its bindings come from English's file: schema/code-values.ts). */
export const optimus = defineContentModule({
  schema,
});
