import { describe, expect, it } from 'vitest';
import { routePaths } from '~/config/paths';
import { robotsTxt, sitemapXml } from '../../../scripts/generate-seo';

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

  it('robots.txt keeps crawlers off the API and points at the sitemap', () => {
    const txt = robotsTxt('https://shop.example.org');
    expect(txt).toMatch(/^Disallow: \/rest\/$/m);
    expect(txt).toMatch(/^Sitemap: https:\/\/shop\.example\.org\/sitemap\.xml$/m);
  });
});

describe('renderOgImage', () => {
  it('is a 1200×630 RGBA PNG, the same bytes for the same input, different for another title', async () => {
    const { renderOgImage } = await import('../../../scripts/og-image');
    const png = renderOgImage('Test Co', 'Tag line');
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    expect(renderOgImage('Test Co', 'Tag line').equals(png)).toBe(true);
    expect(renderOgImage('Other Co', 'Tag line').equals(png)).toBe(false);
  });
});
