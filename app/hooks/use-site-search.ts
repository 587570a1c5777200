import { useEffect, useState } from 'react';
import type { Locale } from '@common/i18n';
import { SEARCH_DEBOUNCE_MS } from '~/config/timing';
import { type SearchHit, searchSite } from '~/lib/site-search';

/** What {@link useSiteSearch} returns. */
export interface SiteSearchState {
  /** `idle`: nothing to search; `ready` also holds zero hits; `error`: Pagefind failed to load. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The query the hits belong to (the box may already hold a newer one). */
  query: string;
  total: number;
  hits: SearchHit[];
  /** The query the hits are for when a misspelt word was corrected (`searchSite`). */
  correctedTo?: string;
}

const IDLE: SiteSearchState = { status: 'idle', query: '', total: 0, hits: [] };

/**
 * Searches the site's Pagefind index (DESIGN §8) {@link SEARCH_DEBOUNCE_MS} after `query` last
 * changed; an answer to an older query is dropped. Pagefind loads on the first non-empty query.
 * @param limit most hits with data (each costs one fragment request)
 * @param debounceMs 0 searches at once (the results page, whose query comes from the URL)
 */
export function useSiteSearch(
  locale: Locale,
  query: string,
  limit: number,
  debounceMs = SEARCH_DEBOUNCE_MS,
): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>(IDLE);
  const term = query.trim();

  useEffect(() => {
    if (term === '') {
      setState(IDLE);
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      searchSite(locale, term, limit).then(
        ({ total, hits, correctedTo }) => {
          if (current) setState({ status: 'ready', query: term, total, hits, correctedTo });
        },
        () => {
          if (current) setState({ status: 'error', query: term, total: 0, hits: [] });
        },
      );
    }, debounceMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [locale, term, limit, debounceMs]);

  return state;
}
