import type { Route } from './+types/search';
import { localizePath } from '@common/i18n';
import { site } from '@common/site';
import { SearchResultsPage } from '~/components/sections/search-results-page';
import { SEARCH_PAGE_RESULTS } from '~/config/layout';
import { routePaths } from '~/config/paths';
import { contentOf, localeOf } from '~/content/site-content';
import { siteSearchContext } from '~/lib/render-context';

/**
 * The page's copy and, for the no-script list, every page's title in the URL's language. On the
 * server (a `?q=` request, server/routes/page-renderer.ts), also the results for the query from
 * the build's records (the load context's search, server/search/records-search.ts), for the
 * page without scripts (DESIGN §8 "Search"); prerendering has no query and no search.
 */
export const loader = ({ url, context }: Route.LoaderArgs) => {
  const locale = localeOf(url);
  const content = contentOf(locale, context);
  const { pageTitle, pageDescription } = content.header.headerContent.search;
  const pages = routePaths.map((path) => ({
    href: localizePath(path, locale),
    title: content.pages.pageIntros[path].title,
  }));
  const page = { title: pageTitle, description: pageDescription, pages };
  const search = context.get(siteSearchContext);
  const query = url.searchParams.get('q') ?? '';
  const results = search && query !== '' ? search(locale, query, SEARCH_PAGE_RESULTS) : null;
  // A query of nothing searchable (spaces, punctuation) answers as the page without one.
  return results && results.query !== '' ? { ...page, results } : page;
};

/** Never indexed: a page whose results depend on the query (DESIGN §8 Search). */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? 'Search'} | ${site.companyName}` },
  { name: 'description', content: loaderData?.description },
  { name: 'robots', content: 'noindex' },
];

/** /search?q=…: every result for the query in the URL, searched on the client. */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <SearchResultsPage
      pages={loaderData.pages}
      results={'results' in loaderData ? loaderData.results : undefined}
    />
  );
}
