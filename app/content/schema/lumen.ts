/** Schema of the lumen copy: app/content/<lang>/lumen.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import {
  infoCard,
  navLink,
  pageHeaderItem,
  pillar,
  presentationDeck,
  productSlide,
  sizedImage,
} from './shapes';

/** The lumen module's data: one key per export of app/content/<lang>/lumen.ts. */
export const lumen = z.strictObject({
  LUMEN_PRICE_USD: z.number(),
  lumenContent: z.strictObject({
    product: z.strictObject({ name: z.string(), priceUsd: z.number() }),
    header: z.strictObject({
      label: z.string(),
      logoHref: z.string(),
      items: z.array(pageHeaderItem),
    }),
    hero: z.strictObject({ label: z.string(), eyebrow: z.string(), slides: z.array(productSlide) }),
    demo: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      views: z.array(z.strictObject({ label: z.string(), image: sizedImage })),
    }),
    features: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      cards: z.array(infoCard),
    }),
    pricing: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      prices: z.array(z.strictObject({ amount: z.string(), currency: z.string() })),
      cta: navLink,
    }),
    components: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      cards: z.array(pillar),
    }),
    download: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      label: z.string(),
      href: z.string(),
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
    footer: z.strictObject({ tagline: z.string(), links: z.array(navLink) }),
  }),
  lumenDeck: presentationDeck,
});
