/** Schema of the lumen copy: app/content/modules/lumen/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import {
  infoCard,
  ledSection,
  list,
  navLink,
  pageHeaderItem,
  pageIntro,
  pillar,
  presentationDeck,
  productContact,
  productSlide,
  sizedImage,
} from '../../schema/shapes';

/** The lumen module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  /** The page's title (browser tab, search results), description, heading and lead. */
  pageIntro,
  LUMEN_PRICE_USD: z.number(),
  lumenContent: z.strictObject({
    product: z.strictObject({ name: z.string(), priceUsd: z.number() }),
    header: z.strictObject({
      label: z.string(),
      logoHref: z.string(),
      items: list(pageHeaderItem),
    }),
    hero: z.strictObject({ label: z.string(), eyebrow: z.string(), slides: list(productSlide) }),
    demo: ledSection({
      views: list(z.strictObject({ label: z.string(), image: sizedImage })),
    }),
    features: ledSection({
      cards: list(infoCard),
    }),
    pricing: ledSection({
      prices: list(z.strictObject({ amount: z.string(), currency: z.string() })),
      cta: navLink,
    }),
    components: ledSection({
      cards: list(pillar),
    }),
    download: ledSection({
      label: z.string(),
      href: z.string(),
    }),
    contact: productContact,
    footer: z.strictObject({ tagline: z.string(), links: list(navLink) }),
  }),
  lumenDeck: presentationDeck,
});

/** The lumen module: its schema and what its translations bind beyond English's code values. */
export const lumen = defineContentModule({
  schema,
  path: '/lumen',
  extraBindings: {
    // English's deck writes "$299 USD" and its description the bare figure; the translations
    // write the price as formatMoney does.
    translations: [
      ['/pageIntro/description', 'formatMoney(LUMEN_PRICE_USD)', 'contains'],
      ['/lumenDeck/figures/items/8/value', 'formatMoney(LUMEN_PRICE_USD)', 'equals'],
      ['/lumenDeck/figures/items/9/value', 'formatMoney(LUMEN_PRICE_DZD)', 'equals'],
    ],
  },
});
