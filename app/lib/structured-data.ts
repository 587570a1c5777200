/**
 * The schema.org objects (JSON-LD) a page adds to the Organization and WebPage every page
 * carries (lib/meta.ts): a Product on each product page, an FAQPage on /faq. Built by the route
 * loaders from the page's copy in its language and handed to `meta` in the loader data
 * (`jsonLd`), so this module is imported by loaders only: React Router drops loaders and what
 * only they import from the browser bundles, and no page's first-load JavaScript carries it
 * (DESIGN §6). The rules followed: schema.org's types (https://schema.org/Product,
 * https://schema.org/FAQPage) and Google Search Central's structured data guidelines
 * ("Product snippet": `name`, and one of `offers`, `review`, `aggregateRating`; "FAQPage": each
 * Question's `name` and `acceptedAnswer.text`); why a product without a price has no `offers`:
 * docs/decisions/0034-sitemap-lastmod-and-structured-data.md.
 */
import type { Locale } from '@common/i18n';
import { site } from '@common/site';
import { pageUrl } from './meta';

/** One schema.org object as JSON-LD (`@context`, `@type` and its properties). */
export type JsonLd = Record<string, unknown>;

/** What a structured-data builder reads of a page's loader data (content/site-content.ts `pageData`). */
export interface PageFacts {
  /** The page's language. */
  locale: Locale;
  /** The route's path without a language prefix (`/optimus`). */
  path: string;
  /** The page's intro: its meta description describes the product. */
  intro: { description: string };
}

/** What a product page states about its product, in the page's language. */
export interface ProductFacts {
  /** The product's name (a brand name: the same in every language). */
  name: string;
  /** Its picture on the page: a site path (`/images/lumen/lumen.svg`) or an absolute URL. */
  image?: string;
  /**
   * The specifications the page shows, each a schema.org PropertyValue (`additionalProperty`):
   * the label as the page prints it and the value with its unit (`Weight`, `2.5 kg`).
   */
  properties?: readonly { name: string; value: string }[] | undefined;
  /** The price the page states, in US dollars; absent: no `offers` (see the module comment). */
  priceUsd?: number;
}

/** The Organization a product's `brand` names: the company (common/site.ts). */
const brand = () => ({ '@type': 'Brand', name: site.companyName });

/**
 * schema.org Product for a product page in its language: `name`, `description` (the page's meta
 * description), `url` (the page in that language), `image` (absolute), `brand`, the page's
 * specifications as `additionalProperty` PropertyValues and, only where the page states a price,
 * `offers` (an Offer in USD, pre-order: spec §9 sells Lumen at $299 before delivery).
 */
export function productJsonLd(page: PageFacts, product: ProductFacts): JsonLd {
  const url = pageUrl(page.path, page.locale);
  const { properties = [], priceUsd, image } = product;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: page.intro.description,
    url,
    ...(image === undefined ? {} : { image: new URL(image, site.siteUrl).href }),
    brand: brand(),
    ...(properties.length === 0
      ? {}
      : {
          additionalProperty: properties.map(({ name, value }) => ({
            '@type': 'PropertyValue',
            name,
            value,
          })),
        }),
    ...(priceUsd === undefined
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: priceUsd.toFixed(2),
            priceCurrency: 'USD',
            availability: 'https://schema.org/PreOrder',
            url,
          },
        }),
  };
}

/**
 * schema.org FAQPage for a page of questions and answers in its language: `mainEntity` is one
 * Question per item (`name` the question, `acceptedAnswer` an Answer whose `text` is the answer as
 * the page shows it), in the page's order; `inLanguage` the page's language.
 */
export function faqPageJsonLd(
  page: Pick<PageFacts, 'locale' | 'path'>,
  items: readonly { question: string; answer: string }[],
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: pageUrl(page.path, page.locale),
    inLanguage: page.locale,
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/**
 * A section's cards as specifications: each card with a figure (`tag`) is a property named by
 * its title (`Sensor Array` → `6 sensors`); cards without one are not specifications.
 */
function specsOf(cards: readonly { title: string; tag?: string }[]): ProductFacts['properties'] {
  return cards.flatMap(({ title, tag }) => (tag ? [{ name: title, value: tag }] : []));
}

/**
 * How many of Lumen's "Features and Figures" cards are the device's own specifications (solar
 * output, weight, MPPT efficiency, fast charging, fault prediction); the rest are its impact and
 * market figures (energy savings, cleaner air, market size), not properties of the product. A
 * translation keeps English's cards in order (content parity), and a test checks the English
 * names, so a reordered list is noticed.
 */
export const LUMEN_DEVICE_FIGURES = 5;

/** An image of a page's copy. */
type Picture = { image: { src: string } };

/** Optimus as /optimus states it: its first slide's picture, the four Technology stats. */
const optimusFacts = (copy: {
  hero: { slides: readonly Picture[] };
  technology: { stats: readonly { label: string; value: string }[] };
}): ProductFacts => ({
  name: 'Optimus',
  image: copy.hero.slides[0]?.image.src,
  properties: copy.technology.stats.map(({ label, value }) => ({ name: label, value })),
});

/** Scanova as /scanova states it: its hero picture, each subsystem with its figure. */
const scanovaFacts = (copy: {
  hero: Picture;
  subsystems: { cards: readonly { title: string; tag?: string }[] };
}): ProductFacts => ({
  name: 'Scanova',
  image: copy.hero.image.src,
  properties: specsOf(copy.subsystems.cards),
});

/** Lumen as /lumen states it: name and USD price, first slide's picture, the device's figures. */
const lumenFacts = (copy: {
  product: { name: string; priceUsd: number };
  hero: { slides: readonly Picture[] };
  features: { cards: readonly { title: string; tag?: string }[] };
}): ProductFacts => ({
  name: copy.product.name,
  priceUsd: copy.product.priceUsd,
  image: copy.hero.slides[0]?.image.src,
  properties: specsOf(copy.features.cards.slice(0, LUMEN_DEVICE_FIGURES)),
});

/** Exemplar Edge as /edge states it: named by its hero ('{product} Edge'), nothing measured. */
const edgeFacts = (_copy: unknown, intro: { heading: string }): ProductFacts => ({
  name: intro.heading,
});

/**
 * Adds a product page's Product to its loader data: `facts` reads what the page states from its
 * copy and intro.
 * @returns a function of the page's loader data (content/site-content.ts `pageData`) that returns
 *   it with `jsonLd`, which lib/meta.ts `routeMeta` emits
 */
function withProduct<C, I>(facts: (copy: C, intro: I) => ProductFacts) {
  return <D extends PageFacts & { copy: C; intro: I }>(data: D): D & { jsonLd: JsonLd[] } => ({
    ...data,
    jsonLd: [productJsonLd(data, facts(data.copy, data.intro))],
  });
}

/** /optimus's loader data with its Product. */
export const withOptimusProduct = withProduct(optimusFacts);
/** /scanova's loader data with its Product. */
export const withScanovaProduct = withProduct(scanovaFacts);
/** /lumen's loader data with its Product and offer. */
export const withLumenProduct = withProduct(lumenFacts);
/** /edge's loader data with its Product. */
export const withEdgeProduct = withProduct(edgeFacts);

/** /faq's loader data with its FAQPage: every question of its `faqItems`, in order. */
export const withFaqPage = <
  D extends PageFacts & { copy: { faqItems: readonly { question: string; answer: string }[] } },
>(
  data: D,
): D & { jsonLd: JsonLd[] } => ({ ...data, jsonLd: [faqPageJsonLd(data, data.copy.faqItems)] });
