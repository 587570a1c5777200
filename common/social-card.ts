/**
 * Social cards (Open Graph / Twitter previews), one per prerendered page and language
 * (docs/decisions/0044-a-social-card-per-page.md): what a card shows, where it is published and
 * the content hash that names it. Pure (no files, no rendering), so the page loaders (which put
 * the card's URL in `og:image`), the build (scripts/generate-seo.ts, which draws the cards with
 * scripts/og-image.tsx) and a publish (scripts/build-changed-pages.ts) all agree on the names.
 * Relative imports only: vite.config.ts loads it without the aliases.
 */
import { createHash } from 'node:crypto';
import type { Locale } from './i18n';
import type { notFoundPath, searchPath } from './paths';

/**
 * A page that has a card: every prerendered page (the routes of the module registry,
 * app/content/schema/modules.ts `RoutePath`, the 404 and search pages), by its path.
 */
export type CardPage = '/' | `/${string}` | typeof notFoundPath | typeof searchPath;

/** What a card shows, and which way its language runs. */
export interface SocialCard {
  /** The large line: the page's own title (its intro's `title`, the 404 or search page's title). */
  title: string;
  /** The smaller line under it: the page's lead; empty for none. */
  tagline: string;
  /** `rtl` mirrors the card: text starts at the right, the art sits at the left. */
  direction: 'ltr' | 'rtl';
  /** The product or page art drawn beside the text: a path under public/ (`/images/…svg`). */
  art?: string;
}

/** What a page's meta needs of its card. */
export interface PageCard {
  /** The card's path on the site: `/og/fr/faq.<hash>.png`. */
  image: string;
  /** `og:image:alt`: the page's title and the site's line, in the page's language. */
  imageAlt: string;
}

/**
 * The art on each page's card, a file of public/images (the SVG the page itself shows, text
 * outlined): the product pages show their product, the others their lead picture; pages missing
 * here show the site's mark alone.
 */
export const CARD_ART: Readonly<Record<string, string>> = {
  '/': '/images/home/hero-processor.svg',
  '/optimus': '/images/optimus/patch.svg',
  '/scanova': '/images/scanova/purifier.svg',
  '/lumen': '/images/lumen/lumen.svg',
  '/edge': '/images/nav/edge.svg',
  '/iffer': '/images/iffer/logo.svg',
  '/cv': '/images/cv/portrait.svg',
  '/learn': '/images/learn/agriculture.svg',
};

/** Where every card is published: `/og/<language>/<page>.<hash>.png`. */
export const CARD_DIR = 'og';

/** A page's name in its card's file: `/` → `index`, `/faq` → `faq`, `/404` → `404`. */
export function cardSlug(page: CardPage): string {
  return page === '/' ? 'index' : page.slice(1);
}

/**
 * The card's content hash: SHA-256 over everything that decides its pixels (the card's text,
 * direction and art path, and `assets`, the digest of the art files' bytes, the fonts and the
 * renderer: scripts/og-card-assets.ts), as 12 hex digits (48 bits: a collision among a site's
 * few hundred cards is about 1 in 10^10). The same hash names the build's cached PNG and the
 * published file, so a new title (or new art) is a new URL that social networks fetch afresh.
 */
export function cardHash(card: SocialCard, assets: string): string {
  const inputs = [assets, card.direction, card.title, card.tagline, card.art ?? ''];
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 12);
}

/** A card's path on the site: `/og/fr/faq.3f9a0c1b2d4e.png`. */
export function cardPath(locale: Locale, page: CardPage, hash: string): string {
  return `/${CARD_DIR}/${locale}/${cardSlug(page)}.${hash}.png`;
}
