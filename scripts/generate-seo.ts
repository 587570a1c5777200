/**
 * Writes `public/sitemap.xml` (./sitemap.ts; every page's `<lastmod>` the build's time),
 * `public/robots.txt` and one social image per language (`public/og-image.png`,
 * `public/og-image-fr.png` …) from the route table, the site URL and the content (generated,
 * never hand-kept, so they follow every route). Run before `react-router build`, which copies
 * public/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, directionOf, type Locale } from '../common/i18n';
import { site } from '../common/site';
import { contentOf } from '../app/content/site-content';
import { socialImagePath } from '../app/lib/meta';
import { renderOgImage, type SocialCard } from './og-image';
import { SITEMAP_FILE, sitemapXml } from './sitemap';

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
  // Every page's <lastmod> is this build's time; a publish moves the pages it changes
  // (scripts/build-changed-pages.ts).
  writeFileSync(path.join(out, SITEMAP_FILE), sitemapXml());
  writeFileSync(path.join(out, 'robots.txt'), robotsTxt());
  const images = LOCALES.map(socialImagePath);
  for (const [i, locale] of LOCALES.entries()) {
    writeFileSync(path.join(out, images[i]!), await renderOgImage(socialCard(locale)));
  }
  console.log(`generate-seo: sitemap.xml, robots.txt, ${images.join(', ')} written to public/`);
}
