/** Schema of the optimus copy: app/content/modules/optimus/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import {
  infoCard,
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

/** The optimus module: its schema and the code values its copy holds (bindings). */
export const optimus = defineContentModule({
  schema,
  bindings: {
    en: [
      ['/optimusContent/contact/email', 'site.emails.sales', 'equals'],
      ['/optimusContent/contact/phone/display', 'site.phone.display', 'equals'],
      ['/optimusContent/contact/phone/tel', 'site.phone.tel', 'equals'],
      ['/optimusContent/contact/links/0/href', 'paths.contact', 'equals'],
      ['/optimusContent/contact/links/1/href', 'documentPaths.optimusDeck', 'equals'],
      ['/optimusDeck/path', 'documentPaths.optimusDeck', 'equals'],
    ],
  },
});
