/**
 * A page's social card from its language's copy (docs/decisions/0044-a-social-card-per-page.md):
 * what the card shows (common/social-card.ts), the URL its `og:image` names and its alt text.
 * Read by the page loaders (content/site-content.ts `pageData`, the search and root loaders), so
 * the card follows the copy a render reads, a publish's included; and by the build's scripts,
 * which draw the cards under the same names.
 */
import { directionOf, type Locale } from '@common/i18n';
import { notFoundPath, searchPath } from '@common/paths';
import { CARD_ART, type PageCard, cardHash, cardPath, type SocialCard } from '@common/social-card';
import { pageModuleOf, type RoutePath } from './schema/modules';
import type { SiteContent } from './types/site-copy';

declare const __OG_CARD_ASSETS__: string | undefined;

/**
 * The digest of the cards' art, fonts and renderer this build drew them with
 * (scripts/og-card-assets.ts), baked in by vite.config.ts; `unbuilt` outside a Vite build (unit
 * tests), where no card files exist.
 */
export const OG_CARD_ASSETS: string =
  typeof __OG_CARD_ASSETS__ === 'string' ? __OG_CARD_ASSETS__ : 'unbuilt';

/** A prerendered page: a route of the module registry, the 404 page or the search page. */
export type SitePage = RoutePath | typeof notFoundPath | typeof searchPath;

/**
 * The card of `page` in `locale`: the page's intro title over its lead (the 404 and search pages:
 * their title and body), and the page's art.
 */
export function socialCardOf(content: SiteContent, page: SitePage, locale: Locale): SocialCard {
  const [title, tagline] =
    page === notFoundPath
      ? [content.common.shellContent.notFoundTitle, content.common.shellContent.notFoundBody]
      : page === searchPath
        ? [
            content.header.headerContent.search.pageTitle,
            content.header.headerContent.search.pageDescription,
          ]
        : [content[pageModuleOf(page)].pageIntro.title, content[pageModuleOf(page)].pageIntro.lead];
  return { title, tagline, direction: directionOf(locale), art: CARD_ART[page] };
}

/**
 * The card's alt text: the card's title and the site's social line (`common`'s `socialImageAlt`),
 * e.g. "Optimus Smart Health Patch — Exemplar AI: AI hardware".
 */
export function cardAlt(content: SiteContent, card: SocialCard): string {
  return `${card.title} — ${content.common.shellContent.socialImageAlt}`;
}

/**
 * A page's card URL and alt text.
 * @param assets the digest of the card assets ({@link OG_CARD_ASSETS} in a render; the build's
 *   scripts compute it)
 */
export function pageCardOf(
  content: SiteContent,
  page: SitePage,
  locale: Locale,
  assets: string = OG_CARD_ASSETS,
): PageCard {
  const card = socialCardOf(content, page, locale);
  return {
    image: cardPath(locale, page, cardHash(card, assets)),
    imageAlt: cardAlt(content, card),
  };
}
