import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fill, plural } from '@common/i18n';
import type { RecordOutcome } from '@common/search-records';
import { SEARCH_PAGE_RESULTS } from '~/config/layout';
import { searchPageUrl } from '~/config/paths';
import { NoResults, SearchExcerpt, type SearchCopy } from '~/components/ui/search-results';
import { SmartLink } from '~/components/ui/smart-link';
import { useShell, useLocale } from '~/hooks/use-shell';
import { useSiteSearch } from '~/hooks/use-site-search';
import { Section } from './section';

/** A page the no-script list links to. */
export interface SearchPageLink {
  href: string;
  title: string;
}

const subscribeNever = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

/**
 * The results page body (spec §2 site search): a search form whose query lives in the URL (`?q=`, so a
 * search can be shared), and every result for it, each opening the section where it matched.
 * The prerendered shell has no query: without scripts (`<noscript>`) it lists every page; the
 * form submits (GET) to this page, and the server renders `?q=` with `results` (the route's
 * loader, from the build's records) in that `<noscript>` and the searched query in the box.
 * @param results the server's results for the URL's query; absent on the prerendered page
 */
export function SearchResultsPage({
  pages,
  results: found,
}: {
  pages: readonly SearchPageLink[];
  results?: RecordOutcome;
}) {
  const copy = useShell().header.headerContent.search;
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  // Hydrate with the query the HTML was rendered with (none when prerendered, the searched one
  // when the server answered `?q=`), then read the URL's, so the first render matches the HTML
  // (a mismatch made React throw the page away and render it anew).
  const hydrated = useSyncExternalStore(subscribeNever, isClient, isServer);
  const rendered = found ? (found.correctedFrom ?? found.query) : '';
  const query = hydrated ? (params.get('q') ?? '') : rendered;
  const [draft, setDraft] = useState(query);
  const [lastQuery, setLastQuery] = useState(query);
  if (query !== lastQuery) {
    // Back/forward or a header search changed the URL: show its query in the box.
    setLastQuery(query);
    setDraft(query);
  }
  const results = useSiteSearch(locale, query, SEARCH_PAGE_RESULTS, 0);
  const action = searchPageUrl(locale);

  return (
    <>
      <Section tone="dark" space="sm">
        <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{copy.pageHeading}</h1>
        <form
          role="search"
          method="get"
          action={action}
          className="mt-6 flex max-w-2xl gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setParams(draft.trim() === '' ? {} : { q: draft.trim() });
          }}
        >
          <input
            type="search"
            name="q"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-label={copy.label}
            placeholder={copy.placeholder}
            enterKeyHint="search"
            className="min-h-11 min-w-0 flex-1 rounded-lg bg-white px-4 text-ink placeholder:text-placeholder"
          />
          <button
            type="submit"
            className="min-h-11 shrink-0 rounded-lg bg-accent px-5 font-semibold text-on-accent"
          >
            {copy.submit}
          </button>
        </form>
      </Section>
      <Section headingId="search-results-heading" space="none" className="py-10">
        {/* Content React renders on the server only (it never hydrates `<noscript>`): every page
            when prerendered, the results when the server answered `?q=`. */}
        <noscript data-search-no-js="">
          {found ? (
            <NoScriptResults found={found} query={rendered} copy={copy} />
          ) : (
            <>
              <p className="font-semibold">{copy.noScript}</p>
              <ul className="mt-3 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
                {pages.map((page) => (
                  <li key={page.href}>
                    <Link to={page.href} className="text-brand-ink underline underline-offset-2">
                      {page.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </noscript>
        <div className="js-only">
          <h2 id="search-results-heading" className="text-2xl font-bold">
            {query === '' ? copy.pageTitle : fill(copy.resultsFor, { query })}
          </h2>
          <p role="status" className="mt-1 text-sm text-muted">
            {results.status === 'ready' ? plural(locale, results.total, copy.resultCount) : ''}
            {results.status === 'loading' && results.hits.length === 0 ? copy.loading : ''}
          </p>
          {results.status === 'ready' && results.correctedTo ? (
            <p className="mt-1 font-semibold">
              {fill(copy.correctedTo, { query: results.query, corrected: results.correctedTo })}
            </p>
          ) : null}
          {results.status === 'error' ? <p className="mt-4">{copy.unavailable}</p> : null}
          {results.status === 'ready' && results.total === 0 ? (
            <div className="-mx-4 mt-2">
              <NoResults query={results.query} copy={copy} />
            </div>
          ) : null}
          <ol className="mt-6 grid gap-6">
            {results.hits.map((hit) => (
              <ResultEntry key={hit.url} href={hit.url} title={hit.title} section={hit.section}>
                <SearchExcerpt excerpt={hit.excerpt} />
              </ResultEntry>
            ))}
          </ol>
        </div>
      </Section>
    </>
  );
}

/**
 * The results without scripts: the heading with the visitor's query, "showing results for" when
 * a correction was searched, the count, then each hit (title link, section, excerpt with the
 * matched words marked), or the no-match sentence with the FAQ and Contact links. React escapes
 * every text and attribute.
 */
function NoScriptResults({
  found,
  query,
  copy,
}: {
  found: RecordOutcome;
  query: string;
  copy: SearchCopy;
}) {
  const locale = useLocale();
  return (
    <>
      <h2 className="text-2xl font-bold">{fill(copy.resultsFor, { query })}</h2>
      {found.correctedFrom !== undefined ? (
        <p className="mt-1 font-semibold">
          {fill(copy.correctedTo, { query: found.correctedFrom, corrected: found.query })}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-muted">{plural(locale, found.total, copy.resultCount)}</p>
      {found.total === 0 ? (
        <div className="-mx-4 mt-2">
          <NoResults query={query} copy={copy} />
        </div>
      ) : (
        <ol className="mt-6 grid gap-6">
          {found.hits.map((hit) => (
            <ResultEntry key={hit.url} href={hit.url} title={hit.title} section={hit.section} plain>
              {hit.excerpt.map((run, index) =>
                run.marked ? (
                  <mark key={index} className="rounded-sm bg-highlight px-0.5 text-ink">
                    {run.text}
                  </mark>
                ) : (
                  run.text
                ),
              )}
            </ResultEntry>
          ))}
        </ol>
      )}
    </>
  );
}

/** Props of {@link ResultEntry}. */
interface ResultEntryProps {
  /** The hit's URL, in the page's language. */
  href: string;
  title: string;
  /** The heading of the section it matched in, if not the page's own. */
  section?: string;
  /**
   * A plain `<a>`, for the `<noscript>` list: React never hydrates it, and the server's URLs are
   * final. Otherwise a {@link SmartLink} (client navigation).
   */
  plain?: boolean;
  /** The excerpt, its matched words marked. */
  children: ReactNode;
}

/**
 * One hit of the results page, the same with scripts and without: its title as a link, the
 * section it matched in, and the excerpt (spec §2 site search).
 */
function ResultEntry({ href, title, section, plain, children }: ResultEntryProps) {
  const linkClass = 'text-lg font-semibold text-brand-ink underline-offset-2 hover:underline';
  return (
    <li>
      {plain ? (
        <a href={href} className={linkClass}>
          {title}
        </a>
      ) : (
        <SmartLink href={href} className={linkClass}>
          {title}
        </SmartLink>
      )}
      {section ? <p className="text-sm text-muted">{section}</p> : null}
      <p className="mt-1 max-w-3xl text-ink-soft">{children}</p>
    </li>
  );
}
