import { useCallback, useEffect, useState } from 'react';
import type { InboxMessage } from '../../../common/admin-api';
import { whileCurrent } from '../../lib/latest-answer';
import { getMessages, type ListFilter } from '../api/messages';
import { filterFromUrl, filterToUrl } from '../utils/filter-url';
import type { StatusLine } from './use-status-line';

/** The list the inbox shows and the ways to change it, from {@link useInboxQuery}. */
export interface InboxQuery {
  filter: ListFilter;
  messages: InboxMessage[];
  /** The keyset cursor of the next page (DESIGN §8: `nextBefore`), null on the last page. */
  nextBefore: number | null;
  unread: number;
  /** Messages in Spam, over the whole inbox (the Spam filter's count). */
  spam: number;
  /** True while the first page of a filter loads. */
  loading: boolean;
  /**
   * Sets part of the filter; the list reloads from its first page, and the filter becomes a new
   * history entry (../utils/filter-url.ts), so a reload keeps it and Back returns to the last.
   */
  changeFilter: (change: Partial<ListFilter>) => void;
  /** Appends the next page (keyset "Load more"). */
  loadMore: () => Promise<void>;
  /** Puts the server's copy of a message in place of the list's. */
  replace: (updated: InboxMessage) => void;
  /** Takes a message out of the list (erased, or moved out of the filtered status). */
  remove: (id: number) => void;
  /** Adds `delta` (may be negative) to the unread count, never below 0. */
  countUnread: (delta: number) => void;
  /** Adds `delta` (may be negative) to the Spam count, never below 0. */
  countSpam: (delta: number) => void;
  /** Reads the filter's first page and the unread count again (after an erasure by address). */
  reload: () => void;
}

/**
 * The inbox's list: GET /api/admin/messages for the current filter (DESIGN §8: newest first,
 * keyset pages), reloaded whenever the filter changes; the count shown is announced politely and
 * failures go to the status line's error. The filter starts from the page's address and history
 * entry, and follows Back and Forward (`popstate`).
 */
export function useInboxQuery({
  announce,
  report,
  clearError,
}: Pick<StatusLine, 'announce' | 'report' | 'clearError'>): InboxQuery {
  const [filter, setFilter] = useState<ListFilter>(() =>
    filterFromUrl(location.search, history.state),
  );
  const [messages, setMessages] = useState<InboxMessage[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [unread, setUnread] = useState(0);
  const [spam, setSpam] = useState(0);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    setLoading(true);
    clearError();
    return whileCurrent(
      getMessages(filter),
      (page) => {
        setMessages(page.messages);
        setNextBefore(page.nextBefore);
        setUnread(page.unread);
        setSpam(page.spam);
        const count = page.messages.length;
        announce(`${count}${page.nextBefore ? '+' : ''} message${count === 1 ? '' : 's'} shown`);
        setLoading(false);
      },
      (caught) => {
        report(caught);
        setLoading(false);
      },
    );
  }, [filter, announce, report, clearError]);

  useEffect(() => {
    const onPop = () => setFilter(filterFromUrl(location.search, history.state));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const changeFilter = useCallback(
    (change: Partial<ListFilter>) => {
      const next = { ...filter, ...change };
      const { search, state } = filterToUrl(next);
      const { state: before } = filterToUrl(filter);
      if (search !== location.search || JSON.stringify(state) !== JSON.stringify(before)) {
        history.pushState(state, '', `${location.pathname}${search}`);
      }
      setFilter(next);
    },
    [filter],
  );

  async function loadMore() {
    if (!nextBefore) return;
    try {
      const page = await getMessages(filter, nextBefore);
      setMessages((list) => [...list, ...page.messages]);
      setNextBefore(page.nextBefore);
      setUnread(page.unread);
      setSpam(page.spam);
    } catch (caught) {
      report(caught);
    }
  }

  const replace = (updated: InboxMessage) =>
    setMessages((list) => list.map((message) => (message.id === updated.id ? updated : message)));
  const remove = (id: number) => setMessages((list) => list.filter((item) => item.id !== id));
  const countUnread = (delta: number) => setUnread((count) => Math.max(0, count + delta));
  const countSpam = (delta: number) => setSpam((count) => Math.max(0, count + delta));
  // A new object with the same filter runs the loading effect again.
  const reload = () => setFilter((current) => ({ ...current }));

  return {
    filter,
    messages,
    nextBefore,
    unread,
    spam,
    loading,
    changeFilter,
    loadMore,
    replace,
    remove,
    countUnread,
    countSpam,
    reload,
  };
}
