/**
 * The inbox list's filter in the page's address (DESIGN §8 "Team inbox"): a reload keeps it, and
 * Back and Forward step through the filters the reader chose, as on the insights page.
 *
 * No personal data in a URL (docs/privacy.md "Logs": addresses travel into history, bookmarks and
 * screenshots): only filter words go into the query string — the status, the owner `me` or `none`,
 * and a search text without `@`. A team member's address as owner, and a search text with `@` (an
 * address, or part of one), are kept in the history entry's state instead (`history.state`, which
 * the browser keeps across a reload and Back/Forward of that entry, but never sends or shows).
 */
import { inboxStatusOf } from '../../../common/admin-api';
import type { ListFilter } from '../api/messages';

/** What a history entry keeps of a filter beside its URL: the parts that may name a person. */
export interface FilterState {
  owner?: string;
  q?: string;
}

/** Whether a search text may go into the URL: it holds no `@`, so no address or part of one. */
const searchFitsUrl = (q: string) => !q.includes('@');

/**
 * The query string and history state of a filter: `?status=new&owner=me&q=pricing`, or '' when
 * nothing is set; an owner's address or a search with `@` only in the state.
 */
export function filterToUrl(filter: ListFilter): { search: string; state: FilterState } {
  const params = new URLSearchParams();
  const state: FilterState = {};
  if (filter.status) params.set('status', filter.status);
  if (filter.owner === 'me' || filter.owner === 'none') params.set('owner', filter.owner);
  else if (filter.owner) state.owner = filter.owner;
  const q = filter.q.trim();
  if (q && searchFitsUrl(q)) params.set('q', q);
  else if (q) state.q = q;
  const text = params.toString();
  return { search: text ? `?${text}` : '', state };
}

/**
 * The filter of a URL's query string and its history entry's state (see {@link filterToUrl}).
 * Anything not understood is left out: an unknown status, an owner address in the URL (a link
 * someone made by hand), a state that is not an object.
 * @param search `location.search`
 * @param state `history.state`
 */
export function filterFromUrl(search: string, state: unknown): ListFilter {
  const params = new URLSearchParams(search);
  const kept: FilterState = state && typeof state === 'object' ? (state as FilterState) : {};
  const owner = params.get('owner');
  const urlQ = params.get('q') ?? '';
  return {
    status: inboxStatusOf(params.get('status') ?? '') ?? '',
    owner:
      owner === 'me' || owner === 'none' ? owner : typeof kept.owner === 'string' ? kept.owner : '',
    q: urlQ && searchFitsUrl(urlQ) ? urlQ : typeof kept.q === 'string' ? kept.q : '',
  };
}
