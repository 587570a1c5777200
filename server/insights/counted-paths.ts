/**
 * The paths a page view is counted for (DESIGN §8 "Site insights: collecting"): the site's
 * prerendered pages, so a report of any other path (a typo, a probe, a 404, a forged beacon)
 * never reaches "Top pages". The routes (every page module of app/content/schema/modules.ts, the
 * twelve of spec §2 today) and the search results page, each in the five languages: 65 paths
 * today. The 404 page is not one:
 * the beacon reports the unknown path it was shown at.
 */
import { LOCALES, localizePath } from '../../common/i18n';
import { searchPath } from '../../common/paths';
import { routePaths } from '../../app/content/schema/modules';

/** The routes and the search page, unlocalized. */
export const COUNTED_ROUTES: readonly string[] = [...routePaths, searchPath];

/** Every counted path, localized (`/fr/contact`). */
export const COUNTED_PATHS: ReadonlySet<string> = new Set(
  LOCALES.flatMap((locale) => COUNTED_ROUTES.map((route) => localizePath(route, locale))),
);

/**
 * The counted path a reported path stands for, or null when it is none of the site's pages.
 * A trailing slash is the same page (the static server answers `/faq/` with `/faq`'s file).
 * @param path the report's `path` (starts with `/`, no query or fragment)
 */
export function countedPath(path: string): string | null {
  const page = /[^/]\/$/.test(path) ? path.slice(0, -1) : path;
  return COUNTED_PATHS.has(page) ? page : null;
}
