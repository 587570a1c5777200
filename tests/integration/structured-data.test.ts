/**
 * The search-engine data of the production build (`npm run build` runs before the tests), read
 * from build/client as a crawler gets it: every JSON-LD block of every page parses; /faq carries
 * an FAQPage and each product page a Product in each of the five languages, with the properties
 * schema.org and Google Search Central's structured data guidelines require (FAQPage: each
 * Question's `name` and `acceptedAnswer.text`; Product: `name`, and `offers` where the page states
 * a price) and the specifications the page shows; the sitemap dates every `<url>` (sitemaps.org
 * `<lastmod>`, W3C Datetime). lib/structured-data.ts builds them, in the loaders only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, localizePath, type Locale } from '../../common/i18n';
import { routePaths } from '../../app/content/schema/modules';
import { site } from '../../common/site';
import { readContentFile } from '../../app/content/schema/files';
import { LUMEN_DEVICE_FIGURES } from '../../app/lib/structured-data';

const CLIENT = 'build/client';

type Json = Record<string, unknown>;

/** The JSON-LD objects of a built page (`/fr/faq`), parsed. */
function jsonLdOf(page: string): Json[] {
  const file = join(CLIENT, page === '/' ? '' : page, 'index.html');
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Json,
  );
}

/** The one object of `type` on a page. */
function oneOf(page: string, type: string): Json {
  const found = jsonLdOf(page).filter((object) => object['@type'] === type);
  expect(found, `${page} ${type}`).toHaveLength(1);
  return found[0]!;
}

const nonEmpty = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

describe.each(LOCALES)('structured data in %s', (locale: Locale) => {
  const page = (path: string) => localizePath(path, locale);
  const url = (path: string) => new URL(page(path), site.siteUrl).href;

  it('/faq: an FAQPage whose Questions are the page’s, each with its accepted Answer', () => {
    const faq = oneOf(page('/faq'), 'FAQPage');
    expect(faq['@context']).toBe('https://schema.org');
    expect(faq).toMatchObject({ url: url('/faq'), inLanguage: locale });
    const items = readContentFile('faq', locale).faqItems;
    const questions = faq.mainEntity as Json[];
    expect(questions).toHaveLength(items.length);
    questions.forEach((question, i) => {
      expect(question['@type']).toBe('Question');
      expect(nonEmpty(question.name)).toBe(true);
      expect(question.name).toBe(items[i]!.question);
      const answer = question.acceptedAnswer as Json;
      expect(answer['@type']).toBe('Answer');
      expect(nonEmpty(answer.text)).toBe(true);
      expect(answer.text).toBe(items[i]!.answer);
    });
    // The page shows those questions (a crawler checks the markup against the visible text).
    const html = readFileSync(join(CLIENT, page('/faq'), 'index.html'), 'utf8');
    for (const { question } of items) expect(html).toContain(question);
  });

  it.each([
    ['/optimus', 'Optimus', 4],
    ['/scanova', 'Scanova', 4],
    ['/lumen', 'Lumen', LUMEN_DEVICE_FIGURES],
  ] as const)('%s: a Product with its picture, brand and specifications', (path, name, specs) => {
    const product = oneOf(page(path), 'Product');
    expect(product['@context']).toBe('https://schema.org');
    expect(product).toMatchObject({
      name,
      url: url(path),
      brand: { '@type': 'Brand', name: site.companyName },
    });
    expect(nonEmpty(product.description)).toBe(true);
    // The image is an absolute URL of a file the build serves.
    const image = new URL(product.image as string);
    expect(image.origin).toBe(new URL(site.siteUrl).origin);
    expect(existsSync(join(CLIENT, image.pathname)), image.pathname).toBe(true);
    const properties = product.additionalProperty as Json[];
    expect(properties).toHaveLength(specs);
    for (const property of properties) {
      expect(property['@type']).toBe('PropertyValue');
      expect(nonEmpty(property.name) && nonEmpty(property.value), JSON.stringify(property)).toBe(
        true,
      );
    }
    // Google's product snippets need offers, a review or a rating: only Lumen states a price,
    // so only Lumen has offers (docs/decisions/0034-sitemap-lastmod-and-structured-data.md).
    if (path === '/lumen') {
      expect(product.offers).toMatchObject({
        '@type': 'Offer',
        price: '299.00',
        priceCurrency: 'USD',
        url: url(path),
      });
    } else {
      expect(product.offers).toBeUndefined();
    }
  });

  it('/edge: its Product named by its hero', () => {
    const product = oneOf(page('/edge'), 'Product');
    expect(nonEmpty(product.name)).toBe(true);
    expect(product.url).toBe(url('/edge'));
  });

  it('every page: each JSON-LD block parses, with the Organization and the page’s WebPage', () => {
    for (const path of routePaths) {
      const objects = jsonLdOf(page(path));
      for (const object of objects) expect(object['@context']).toBe('https://schema.org');
      expect(objects.map((object) => object['@type'])).toEqual(
        expect.arrayContaining(['Organization', 'WebPage']),
      );
      expect(objects.find((object) => object['@type'] === 'WebPage')?.inLanguage).toBe(locale);
    }
  });
});

describe('structured data: what the pages state', () => {
  it('Lumen’s specifications are its device figures, in English’s order', () => {
    const product = oneOf('/lumen', 'Product');
    expect((product.additionalProperty as Json[]).map((property) => property.name)).toEqual([
      'Solar output',
      'Weight',
      'MPPT efficiency',
      'Fast charging',
      'Fault prediction',
    ]);
  });

  it('Optimus’s are the four Technology stats', () => {
    const product = oneOf('/fr/optimus', 'Product');
    const stats = readContentFile('optimus', 'fr').optimusContent.technology.stats;
    expect(product.additionalProperty).toEqual(
      stats.map(({ label, value }) => ({ '@type': 'PropertyValue', name: label, value })),
    );
  });
});

describe('the built sitemap', () => {
  it('dates every <url> with a <lastmod> in W3C Datetime', () => {
    const xml = readFileSync(join(CLIENT, 'sitemap.xml'), 'utf8');
    const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    expect(blocks).toHaveLength(routePaths.length * LOCALES.length);
    for (const block of blocks) {
      const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(block)?.[1] ?? '';
      expect(lastmod, block).toMatch(
        /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/,
      );
      expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
    }
  });
});
