/**
 * The sitemap (`sitemap.xml`, the sitemaps.org protocol 0.9, https://www.sitemaps.org/protocol.html)
 * with Google's hreflang alternates (`xhtml:link`, Google Search Central "Localized versions of
 * your page"). Written whole by the build (scripts/generate-seo.ts, every page modified at the
 * build's time) and rewritten by a publish (scripts/build-changed-pages.ts: the pages whose copy
 * the publish changed get its time, every other page keeps the live release's date), so each
 * release's sitemap is also the record of its pages' last-modified dates
 * (docs/decisions/0034-sitemap-lastmod-and-structured-data.md). Its own module, without the social
 * cards' renderer, so the image (which has no satori or resvg) can run a publish.
 */
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '../common/i18n';
import { routePaths } from '../app/content/schema/modules';
import { site } from '../common/site';

/** The sitemap's file name in a client folder (build/client, a release's client/). */
export const SITEMAP_FILE = 'sitemap.xml';

/**
 * A page's `<lastmod>` by its path with the language prefix (`/`, `/fr`, `/fr/faq`): a W3C
 * Datetime (https://www.w3.org/TR/NOTE-datetime), as sitemaps.org asks.
 */
export type LastModifiedOf = (page: string) => string;

/**
 * `date` as a W3C Datetime to the second, in UTC: `2025-06-01T09:30:00Z` (sitemaps.org's
 * `<lastmod>` format; the `Z` designator is W3C Datetime's UTC). Milliseconds are dropped.
 */
export function w3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The sitemap: one `<url>` per route and language (60 pages, DESIGN §8), absolute URLs on `base`,
 * each with its `<lastmod>` and every language's version and `x-default` as `xhtml:link`
 * alternates (Google's sitemap hreflang format).
 * @param base the site's origin (`site.siteUrl`)
 * @param paths the routes without a language prefix
 * @param lastModified each page's date; default: now for every page (a build's time)
 */
export function sitemapXml(
  base: string = site.siteUrl,
  paths: readonly string[] = routePaths,
  lastModified: LastModifiedOf = (() => {
    const now = w3cDatetime(new Date());
    return () => now;
  })(),
): string {
  const url = (p: string, locale: Locale) => new URL(localizePath(p, locale), base).href;
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
          `  <url>\n    <loc>${url(p, locale)}</loc>\n    <lastmod>${lastModified(localizePath(p, locale))}</lastmod>\n${alternates}\n    <priority>${p === '/' ? '1.0' : '0.8'}</priority>\n  </url>`,
      );
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/**
 * The `<lastmod>` of every `<url>` of a sitemap {@link sitemapXml} wrote, by page path with the
 * language prefix (`/fr/faq` → `2025-06-01T09:30:00Z`); pages without one are left out (a
 * sitemap of an older build).
 */
export function lastModifiedIn(xml: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const [, block] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(block!)?.[1];
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(block!)?.[1];
    if (loc && lastmod) dates.set(new URL(loc).pathname, lastmod);
  }
  return dates;
}
