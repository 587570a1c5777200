/**
 * What the search route (app/routes/search.tsx) answers: the page's copy and, for the no-script
 * list, every page's title in the URL's language. On the server (a `?q=` request,
 * server/routes/page-renderer.ts), also the results for the query from the build's records (the
 * load context's search, server/search/records-search.ts), for the page without scripts (DESIGN
 * §8 "Search"); prerendering has no query and no search.
 */
import type { RouterContextProvider } from 'react-router';
import { localizePath } from '@common/i18n';
import { SEARCH_PAGE_RESULTS } from '~/config/layout';
import { routePaths } from '~/content/schema/modules';
import { searchPath } from '@common/paths';
import { pageCardOf } from '~/content/social-cards';
import { contentOf, introOf, localeOf } from '~/content/site-content';
import { siteSearchContext } from '~/lib/render-context';

/** The search route's loader data; `results` only for a query with something searchable. */
export function searchLoader({
  url,
  context,
}: {
  url: URL;
  context: Readonly<Pick<RouterContextProvider, 'get'>>;
}) {
  const locale = localeOf(url);
  const content = contentOf(locale, context);
  const { pageTitle, pageDescription } = content.header.headerContent.search;
  const pages = routePaths.map((path) => ({
    href: localizePath(path, locale),
    title: introOf(content, path).title,
  }));
  const page = {
    title: pageTitle,
    description: pageDescription,
    pages,
    ...pageCardOf(content, searchPath, locale),
  };
  const search = context.get(siteSearchContext);
  const query = url.searchParams.get('q') ?? '';
  const results = search && query !== '' ? search(locale, query, SEARCH_PAGE_RESULTS) : null;
  // A query of nothing searchable (spaces, punctuation) answers as the page without one.
  return results && results.query !== '' ? { ...page, results } : page;
}
