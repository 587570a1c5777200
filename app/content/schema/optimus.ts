/** Schema of the optimus copy: app/content/<lang>/optimus.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { infoCard, navLink, pillar, presentationDeck, productSlide, stat } from './shapes';

/** The optimus module's data: one key per export of app/content/<lang>/optimus.ts. */
export const optimus = z.strictObject({
  optimusContent: z.strictObject({
    hero: z.strictObject({
      label: z.string(),
      eyebrow: z.string(),
      slides: z.array(productSlide),
      discoverMore: navLink,
      scrollDown: navLink,
    }),
    nav: z.strictObject({
      label: z.string(),
      sections: z.array(z.strictObject({ id: z.string(), label: z.string() })),
    }),
    mobileExperience: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      cards: z.array(pillar),
    }),
    concept: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      summary: z.string(),
      checks: z.array(z.string()),
    }),
    features: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      cards: z.array(infoCard),
    }),
    technology: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      stats: z.array(stat),
      pipeline: z.strictObject({ heading: z.string(), steps: z.array(pillar) }),
      mvp: z.strictObject({
        heading: z.string(),
        lead: z.string(),
        columns: z.strictObject({ part: z.string(), cost: z.string() }),
        items: z.array(z.strictObject({ part: z.string(), cost: z.string() })),
        total: z.strictObject({ label: z.string(), cost: z.string() }),
      }),
      details: z.array(pillar),
    }),
    benefits: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      cards: z.array(pillar),
    }),
    contact: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      email: z.string(),
      phone: z.strictObject({ display: z.string(), tel: z.string() }),
      links: z.array(navLink),
    }),
  }),
  optimusDeck: presentationDeck,
});
