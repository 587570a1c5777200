/**
 * Writes `public/sitemap.xml`, `public/robots.txt` and one social image per language
 * (`public/og-image.png`, `public/og-image-fr.png` …) from the route table, the site URL and
 * the content (generated, never hand-kept, so they follow every route). Run before `react-router build`, which
 * copies public/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, directionOf, localizePath, type Locale } from '../common/i18n';
import { site } from '../common/site';
import { routePaths } from '../app/config/paths';
import { contentOf } from '../app/content/site-content';
import { socialImagePath } from '../app/lib/meta';
import { renderOgImage, type SocialCard } from './og-image';

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

/**
 * A language's social card: the company name over the home page's title in that language (the
 * line the site leads with), mirrored for a right-to-left language.
 */
export function socialCard(locale: Locale): SocialCard {
  return {
    title: site.companyName,
    tagline: contentOf(locale).home.pageIntro.title,
    direction: directionOf(locale),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = path.resolve('public');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'sitemap.xml'), sitemapXml());
  writeFileSync(path.join(out, 'robots.txt'), robotsTxt());
  const images = LOCALES.map(socialImagePath);
  for (const [i, locale] of LOCALES.entries()) {
    writeFileSync(path.join(out, images[i]!), await renderOgImage(socialCard(locale)));
  }
  console.log(`generate-seo: sitemap.xml, robots.txt, ${images.join(', ')} written to public/`);
}
