import type { Route } from './+types/search';
import { localizePath } from '@common/i18n';
import { site } from '@common/site';
import { SearchResultsPage } from '~/components/sections/search-results-page';
import { routePaths } from '~/config/paths';
import { contentOf, localeOf } from '~/content/site-content';

/** The page's copy and, for the no-script list, every page's title in the URL's language. */
export const loader = ({ url }: Route.LoaderArgs) => {
  const content = contentOf(localeOf(url));
  const { pageTitle, pageDescription } = content.header.headerContent.search;
  const pages = routePaths.map((path) => ({
    href: localizePath(path, localeOf(url)),
    title: content.pages.pageIntros[path].title,
  }));
  return { title: pageTitle, description: pageDescription, pages };
};

/** Never indexed: a prerendered page whose results depend on the query (DESIGN §8 Search). */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? 'Search'} | ${site.companyName}` },
  { name: 'description', content: loaderData?.description },
  { name: 'robots', content: 'noindex' },
];

/** /search?q=…: every result for the query in the URL, searched on the client. */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <SearchResultsPage pages={loaderData.pages} />;
}
