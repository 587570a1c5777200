import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import type { SocialCard } from '@common/social-card';
import { routePaths } from '~/content/schema/modules';
import { contentOf } from '~/content/site-content';
import { socialCardOf } from '~/content/social-cards';
import { robotsTxt } from '../../../scripts/generate-seo';
import { lastModifiedIn, sitemapXml, w3cDatetime } from '../../../scripts/sitemap';
import { ogCardSvg, renderOgImage } from '../../../scripts/og-image';

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
  /** The columns (x, px) holding brand-orange ink below `top` (the bar under the text). */
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

  /** A PNG's size from its header (PNG §11.2.2 IHDR). */
  const pngSize = (png: Buffer) => {
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    return [png.readUInt32BE(16), png.readUInt32BE(20)];
  };

  it('renders a 1200×630 PNG of the page’s own title and art, the same bytes for the same card', async () => {
    const optimus = socialCardOf(contentOf('fr'), '/optimus', 'fr');
    expect(optimus).toMatchObject({
      title: contentOf('fr').optimus.pageIntro.title,
      tagline: contentOf('fr').optimus.pageIntro.lead,
      direction: 'ltr',
      art: '/images/optimus/patch.svg',
    });
    const faq = socialCardOf(contentOf('fr'), '/faq', 'fr');
    expect(faq.art).toBeUndefined();
    const [a, b] = await Promise.all([renderOgImage(optimus), renderOgImage(faq)]);
    expect(pngSize(a!)).toEqual([1200, 630]);
    expect(pngSize(b!)).toEqual([1200, 630]);
    expect(a!.equals(b!)).toBe(false);
    expect((await renderOgImage(optimus)).equals(a!)).toBe(true);
  });

  it('sets an Arabic card right to left, from the right margin; the English one from the left', async () => {
    const english = await orangeColumns(socialCardOf(contentOf('en'), '/faq', 'en'), 540);
    const arabic = await orangeColumns(socialCardOf(contentOf('ar'), '/faq', 'ar'), 540);
    expect(socialCardOf(contentOf('ar'), '/faq', 'ar').direction).toBe('rtl');
    expect(Math.min(...english)).toBeGreaterThanOrEqual(72);
    expect(Math.max(...english)).toBeLessThan(200);
    expect(Math.max(...arabic)).toBeLessThanOrEqual(1128);
    expect(Math.min(...arabic)).toBeGreaterThan(1000);
  });

  it('draws a French narrow no-break space (which Inter lacks) rather than refusing it', async () => {
    const card = { title: 'Une question\u202f?', tagline: '', direction: 'ltr' } as const;
    expect(pngSize(await renderOgImage(card))).toEqual([1200, 630]);
  });

  it('refuses a character none of its fonts has rather than leaving it out', async () => {
    await expect(
      renderOgImage({ title: 'Exemplar AI', tagline: 'AI 硬件', direction: 'ltr' }),
    ).rejects.toThrow(/No card font has/);
  });
});
