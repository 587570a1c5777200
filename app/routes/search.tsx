import type { Route } from './+types/search';
import { site } from '@common/site';
import { socialImageMeta } from '~/lib/meta';
import { SearchResultsPage } from '~/components/sections/search-results-page';

/** The copy, every page's title and, on the server for `?q=`, the results (route-data/). */
export { searchLoader as loader } from '~/route-data/search';

/** Never indexed: a page whose results depend on the query (DESIGN §8 Search). */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? 'Search'} | ${site.companyName}` },
  { name: 'description', content: loaderData?.description },
  { name: 'robots', content: 'noindex' },
  ...(loaderData ? socialImageMeta(loaderData) : []),
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
