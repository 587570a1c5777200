import { describe, expect, it } from 'vitest';
import { routePaths } from '~/config/paths';
import { robotsTxt, sitemapXml } from '../../../scripts/generate-seo';

describe('generate-seo', () => {
  it('lists every registered route once, as absolute URLs on the site URL', () => {
    const xml = sitemapXml('https://shop.example.org');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(routePaths.length);
    expect(new Set(locs).size).toBe(routePaths.length);
    expect(locs).toContain('https://shop.example.org/contact');
    expect(locs).not.toContain('https://shop.example.org/404');
  });

  it('robots.txt keeps crawlers off the API and points at the sitemap', () => {
    const txt = robotsTxt('https://shop.example.org');
    expect(txt).toMatch(/^Disallow: \/rest\/$/m);
    expect(txt).toMatch(/^Sitemap: https:\/\/shop\.example\.org\/sitemap\.xml$/m);
  });
});
