/**
 * The inbox filter in the address (admin/inbox/utils/filter-url.ts): status, owner `me`/`none`
 * and a search without `@` in the query string; an owner's address or a search with `@` only in
 * the history entry's state, never in the URL; a reload (the same URL and state) gives the filter
 * back.
 */
import { describe, expect, it } from 'vitest';
import type { ListFilter } from '../../../admin/inbox/api/messages';
import { filterFromUrl, filterToUrl } from '../../../admin/inbox/utils/filter-url';

const roundTrip = (filter: ListFilter) => {
  const { search, state } = filterToUrl(filter);
  // What the browser keeps of an entry: its URL, and its state serialised.
  return filterFromUrl(search, structuredClone(state));
};

describe('the inbox filter in the URL', () => {
  it('puts status, owner me or none and a plain search in the query string', () => {
    expect(filterToUrl({ status: 'closed', owner: 'me', q: ' gpu pricing ' })).toEqual({
      search: '?status=closed&owner=me&q=gpu+pricing',
      state: {},
    });
    expect(filterToUrl({ status: '', owner: '', q: '' })).toEqual({ search: '', state: {} });
    for (const filter of [
      { status: 'spam', owner: 'none', q: 'Zoë Straße' },
      { status: '', owner: 'me', q: '' },
    ] as ListFilter[]) {
      expect(roundTrip(filter)).toEqual(filter);
    }
  });

  it('keeps addresses out of the URL: a team owner and a search with @ live in the state', () => {
    const filter: ListFilter = { status: 'new', owner: 'ben@team.example', q: 'ada@example.com' };
    const { search, state } = filterToUrl(filter);
    expect(search).toBe('?status=new');
    expect(search).not.toContain('%40');
    expect(state).toEqual({ owner: 'ben@team.example', q: 'ada@example.com' });
    expect(roundTrip(filter)).toEqual(filter);
  });

  it('ignores what it does not understand, and reads the old status names', () => {
    expect(filterFromUrl('?status=bogus&owner=ada%40example.com&q=a%40b', null)).toEqual({
      status: '',
      owner: '',
      q: '',
    });
    expect(filterFromUrl('?status=archived', 'not an object').status).toBe('closed');
  });
});
