import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@common/i18n';
import { site } from '@common/site';
import { routePaths } from '~/config/paths';
import { pageMeta, socialImagePath } from '~/lib/meta';
import { robotsTxt, socialCard } from '../../../scripts/generate-seo';
import { lastModifiedIn, sitemapXml, w3cDatetime } from '../../../scripts/sitemap';
import { ogCardSvg, renderOgImage, type SocialCard } from '../../../scripts/og-image';

describe('generate-seo', () => {
  it('lists every route in every language once (60 pages), as absolute URLs on the site URL', () => {
    const xml = sitemapXml('https://shop.example.org');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(routePaths.length * 5);
    expect(new Set(locs).size).toBe(routePaths.length * 5);
    expect(locs).toContain('https://shop.example.org/contact');
    expect(locs).toContain('https://shop.example.org/ar/contact');
    expect(locs).toContain('https://shop.example.org/fr');
    expect(locs.some((loc) => loc?.includes('404'))).toBe(false);
  });

  it('gives each page the same reciprocal alternates: five languages and x-default', () => {
    const xml = sitemapXml('https://shop.example.org');
    const blocks = xml.split('<url>').slice(1);
    const block = blocks.find((b) => b.includes('<loc>https://shop.example.org/de/faq</loc>'));
    const alternates = [...(block ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(alternates).toEqual([
      'en https://shop.example.org/faq',
      'fr https://shop.example.org/fr/faq',
      'es https://shop.example.org/es/faq',
      'de https://shop.example.org/de/faq',
      'ar https://shop.example.org/ar/faq',
      'x-default https://shop.example.org/faq',
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('dates every <url> with a <lastmod> in W3C Datetime (sitemaps.org): the build time by default', () => {
    const before = Date.now();
    const xml = sitemapXml('https://shop.example.org');
    const blocks = xml.split('<url>').slice(1);
    expect(blocks).toHaveLength(routePaths.length * 5);
    for (const block of blocks) {
      const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(block)?.[1] ?? '';
      // sitemaps.org: W3C Datetime, YYYY-MM-DD or with time and a time zone designator.
      expect(lastmod).toMatch(
        /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/,
      );
      expect(Date.parse(lastmod)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(Date.parse(lastmod)).toBeLessThanOrEqual(Date.now());
    }
    expect(new Set(blocks.map((b) => /<lastmod>([^<]+)/.exec(b)?.[1])).size).toBe(1);
  });

  it('takes each page’s date from the function given, and reads the dates back by path', () => {
    const dates: Record<string, string> = { '/fr/faq': '2025-03-04T05:06:07Z', '/': '2025-01-02' };
    const xml = sitemapXml(
      'https://shop.example.org',
      routePaths,
      (page) => dates[page] ?? '2024-12-31',
    );
    const read = lastModifiedIn(xml);
    expect(read.size).toBe(routePaths.length * 5);
    expect(read.get('/fr/faq')).toBe('2025-03-04T05:06:07Z');
    expect(read.get('/')).toBe('2025-01-02');
    expect(read.get('/fr')).toBe('2024-12-31');
    expect(read.get('/faq')).toBe('2024-12-31');
    expect(w3cDatetime(new Date('2025-06-01T09:30:00.123Z'))).toBe('2025-06-01T09:30:00Z');
  });

  it('robots.txt keeps crawlers off the API and points at the sitemap', () => {
    const txt = robotsTxt('https://shop.example.org');
    expect(txt).toMatch(/^Disallow: \/rest\/$/m);
    expect(txt).toMatch(/^Sitemap: https:\/\/shop\.example\.org\/sitemap\.xml$/m);
  });
});

describe('social cards', () => {
  /** The columns (x, px) holding brand-orange ink below `top` (the tagline; the mark is above). */
  async function orangeColumns(card: SocialCard, top: number): Promise<number[]> {
    const image = new Resvg(await ogCardSvg(card)).render();
    // Each read of `pixels` copies the bitmap out of resvg: read it once.
    const { pixels, width, height } = image;
    const columns: number[] = [];
    for (let x = 0; x < width; x += 1) {
      for (let y = top; y < height; y += 1) {
        const i = (y * width + x) * 4;
        const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
        if (r > 200 && g > 80 && g < 150 && b < 80) {
          columns.push(x);
          break;
        }
      }
    }
    return columns;
  }

  it('renders one 1200×630 PNG per language, the same bytes for the same card', async () => {
    const pngs = await Promise.all(LOCALES.map((locale) => renderOgImage(socialCard(locale))));
    for (const png of pngs) {
      expect(png.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    expect(new Set(pngs.map((png) => png.toString('base64'))).size).toBe(LOCALES.length);
    expect((await renderOgImage(socialCard('fr'))).equals(pngs[LOCALES.indexOf('fr')]!)).toBe(true);
  });

  it('sets the Arabic tagline right to left, from the right margin; the English one from the left', async () => {
    const english = await orangeColumns(socialCard('en'), 430);
    const arabic = await orangeColumns(socialCard('ar'), 430);
    expect(Math.min(...english)).toBeGreaterThanOrEqual(100);
    expect(Math.min(...english)).toBeLessThan(110);
    expect(Math.max(...arabic)).toBeLessThanOrEqual(1100);
    expect(Math.max(...arabic)).toBeGreaterThan(1090);
    expect(Math.min(...arabic)).toBeGreaterThan(150);
  });

  it('refuses a character none of its fonts has rather than leaving it out', async () => {
    await expect(
      renderOgImage({ title: 'Exemplar AI', tagline: 'AI 硬件', direction: 'ltr' }),
    ).rejects.toThrow(/No card font has/);
  });

  it("points each page's og:image and twitter:image at its language's card", () => {
    const image = (locale: Locale) =>
      pageMeta({ title: 'T', description: 'D', path: '/contact', locale })
        .map((tag) => tag as Record<string, unknown>)
        .flatMap((tag) =>
          tag.property === 'og:image' || tag.name === 'twitter:image' ? [tag.content] : [],
        );
    expect(image('ar')).toEqual([
      `${site.siteUrl}/og-image-ar.png`,
      `${site.siteUrl}/og-image-ar.png`,
    ]);
    expect(image('en')).toEqual([`${site.siteUrl}/og-image.png`, `${site.siteUrl}/og-image.png`]);
    expect(new Set(LOCALES.map(socialImagePath)).size).toBe(LOCALES.length);
  });
});
