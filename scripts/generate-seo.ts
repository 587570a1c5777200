/**
 * Writes `public/sitemap.xml`, `public/robots.txt` and the social image `public/og-image.png` from
 * the route table and the site URL (generated, never hand-kept, so they follow every route). Run
 * before `react-router build`, which copies public/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, localizePath } from '../common/i18n';
import { site } from '../common/site';
import { routePaths } from '../app/config/paths';
import { renderOgImage } from './og-image';

/**
 * The sitemap: one <url> per route and language (60 pages, DESIGN §8), absolute URLs on
 * `site.siteUrl`, each listing every language's version and `x-default` as `xhtml:link`
 * alternates (Google's sitemap hreflang format).
 */
export function sitemapXml(
  base: string = site.siteUrl,
  paths: readonly string[] = routePaths,
): string {
  const url = (p: string, locale: (typeof LOCALES)[number]) =>
    new URL(localizePath(p, locale), base).href;
  const urls = paths
    .flatMap((p) => {
      const alternates = [
        ...LOCALES.map(
          (locale) =>
            `    <xhtml:link rel="alternate" hreflang="${locale}" href="${url(p, locale)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(p, DEFAULT_LOCALE)}"/>`,
      ].join('\n');
      return LOCALES.map(
        (locale) =>
          `  <url>\n    <loc>${url(p, locale)}</loc>\n${alternates}\n    <priority>${p === '/' ? '1.0' : '0.8'}</priority>\n  </url>`,
      );
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; the API may not; points at the sitemap. */
export function robotsTxt(base: string = site.siteUrl): string {
  return `User-agent: *\nAllow: /\nDisallow: /rest/\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', base).href}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = path.resolve('public');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'sitemap.xml'), sitemapXml());
  writeFileSync(path.join(out, 'robots.txt'), robotsTxt());
  writeFileSync(
    path.join(out, 'og-image.png'),
    renderOgImage(site.companyName, 'AI hardware & quality machines'),
  );
  console.log('generate-seo: sitemap.xml, robots.txt and og-image.png written to public/');
}
