/**
 * Draws the social cards of every prerendered page in the given languages into a client folder
 * (`<dir>/og/<language>/<page>.<hash>.png`, common/social-card.ts), rendering only cards whose
 * content hash the cache does not hold (docs/decisions/0044-a-social-card-per-page.md). The hash
 * covers the card's text, direction and art path and the digest of the art bytes, fonts and
 * renderer (scripts/og-card-assets.ts), so a cached PNG is always the card's current pixels.
 * Used by scripts/generate-seo.ts (the whole build, into public/) and
 * scripts/build-changed-pages.ts (a publish, into the new release).
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../common/i18n';
import { notFoundPath, searchPath } from '../common/paths';
import { routePaths } from '../app/content/schema/modules';
import { CARD_DIR, cardHash, cardPath } from '../common/social-card';
import { type SitePage, socialCardOf } from '../app/content/social-cards';
import type { SiteContent } from '../app/content/types/site-copy';

/** Every page with a card: the twelve routes, the 404 and search pages (all prerendered). */
export const CARD_PAGES: readonly SitePage[] = [...routePaths, notFoundPath, searchPath];

/**
 * The build's card cache: `<hash>.png` for every card drawn (node_modules/.cache, where build
 * tools keep theirs; a fresh checkout draws all cards once). `OG_CARD_CACHE_DIR` moves it.
 */
export function cardCacheDir(): string {
  return process.env.OG_CARD_CACHE_DIR || join('node_modules', '.cache', 'og-cards');
}

/** One card {@link writePageCards} placed. */
export interface PlacedCard {
  locale: Locale;
  page: SitePage;
  /** Its path on the site (`/og/fr/faq.<hash>.png`). */
  path: string;
  /** Where it came from: already in the folder, copied from the cache, or drawn now. */
  source: 'kept' | 'cache' | 'rendered';
}

/** Options of {@link writePageCards}. */
export interface PageCardsOptions {
  /** The client folder (or public/) the cards go in. */
  dir: string;
  /** The languages whose cards are written. */
  locales: readonly Locale[];
  /** A language's copy. */
  contentOf: (locale: Locale) => SiteContent;
  /** The card assets' digest (scripts/og-card-assets.ts), the one the pages' names were made with. */
  assets: string;
  /** The cache folder; default {@link cardCacheDir}. */
  cacheDir?: string;
  /** Delete the other cards of these languages (names of older copy) from `dir`. Default: false. */
  prune?: boolean;
}

/**
 * Writes every card of the languages into `dir`, from the cache when it holds the card's hash,
 * drawing (and caching) the others.
 * @returns the cards, in the order of the languages and {@link CARD_PAGES}
 * @throws when a card cannot be drawn (a character in none of the fonts, a missing art file)
 */
export async function writePageCards(options: PageCardsOptions): Promise<PlacedCard[]> {
  const cacheDir = options.cacheDir ?? cardCacheDir();
  mkdirSync(cacheDir, { recursive: true });
  const placed: PlacedCard[] = [];
  for (const locale of options.locales) {
    const content = options.contentOf(locale);
    const folder = join(options.dir, CARD_DIR, locale);
    mkdirSync(folder, { recursive: true });
    const names = new Set<string>();
    for (const page of CARD_PAGES) {
      const card = socialCardOf(content, page, locale);
      const hash = cardHash(card, options.assets);
      const path = cardPath(locale, page, hash);
      const target = join(options.dir, path);
      const cached = join(cacheDir, `${hash}.png`);
      names.add(path.slice(path.lastIndexOf('/') + 1));
      let source: PlacedCard['source'] = 'kept';
      if (!existsSync(target)) {
        if (existsSync(cached)) {
          source = 'cache';
        } else {
          source = 'rendered';
          // Loaded only for a card to draw: satori, resvg and the fonts take about a second.
          const { renderOgImage } = await import('./og-image');
          // Written beside, then renamed in: a killed build leaves no half-written card cached.
          writeFileSync(`${cached}.tmp`, await renderOgImage(card));
          renameSync(`${cached}.tmp`, cached);
        }
        copyFileSync(cached, target);
      }
      placed.push({ locale, page, path, source });
    }
    if (options.prune) {
      for (const name of readdirSync(folder)) {
        if (!names.has(name)) rmSync(join(folder, name), { force: true });
      }
    }
  }
  return placed;
}
