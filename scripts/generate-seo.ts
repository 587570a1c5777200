/**
 * Writes `public/sitemap.xml` (./sitemap.ts; every page's `<lastmod>` the build's time),
 * `public/robots.txt` and the social cards of every prerendered page in every language
 * (`public/og/<language>/<page>.<hash>.png`, ./page-cards.ts, only the cards whose content hash
 * the cache lacks drawn anew) from the route table, the site URL and the content (generated,
 * never hand-kept, so they follow every route). Each language's home card is also written as its
 * first card's name (`public/og-image.png`, `public/og-image-fr.png` …), which other sites may
 * have cached. Run before `react-router build`, which copies public/.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../common/i18n';
import { CARD_DIR } from '../common/social-card';
import { site } from '../common/site';
import { contentOf } from '../app/content/site-content';
import { socialImagePath } from '../app/lib/meta';
import { cardAssetsDigest } from './og-card-assets';
import { writePageCards } from './page-cards';
import { SITEMAP_FILE, sitemapXml } from './sitemap';

/** robots.txt: everything public may be crawled; the API may not; points at the sitemap. */
export function robotsTxt(base: string = site.siteUrl): string {
  return `User-agent: *\nAllow: /\nDisallow: /rest/\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', base).href}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const out = path.resolve('public');
  mkdirSync(out, { recursive: true });
  // Every page's <lastmod> is this build's time; a publish moves the pages it changes
  // (scripts/build-changed-pages.ts).
  writeFileSync(path.join(out, SITEMAP_FILE), sitemapXml());
  writeFileSync(path.join(out, 'robots.txt'), robotsTxt());
  // Only this copy's cards: the folder is emptied, the cache keeps every card drawn.
  rmSync(path.join(out, CARD_DIR), { recursive: true, force: true });
  const cards = await writePageCards({
    dir: out,
    locales: LOCALES,
    contentOf: (locale) => contentOf(locale),
    assets: cardAssetsDigest(),
  });
  for (const card of cards.filter((c) => c.page === '/'))
    copyFileSync(path.join(out, card.path), path.join(out, socialImagePath(card.locale)));
  const rendered = cards.filter((c) => c.source === 'rendered').length;
  console.log(
    `generate-seo: sitemap.xml, robots.txt, ${cards.length} social cards (${rendered} drawn, ` +
      `${cards.length - rendered} from the cache) and ${LOCALES.map(socialImagePath).join(', ')} ` +
      `written to public/ in ${Math.round(performance.now() - started)} ms`,
  );
}
