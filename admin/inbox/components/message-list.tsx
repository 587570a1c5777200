import type { RefObject } from 'react';
import type { InboxMessage } from '../../../common/admin-api';
import { secondary } from '../../components/buttons';
import { formatDate, STATUS_LABELS } from '../utils/format';
import { SentFrom } from './sent-from';

/**
 * The list of messages, newest first: one button per message (sender, date, subject, the page and
 * language it was sent from; unread in
 * bold and named "Unread" to screen readers; archived and spam tagged). The visitor's name and
 * subject each take the direction of their own text (`dir="auto"`, HTML §3.2.6.4), so Arabic reads
 * right to left with its punctuation at its end; the open one marked
 * `aria-current`, then "Load more" while the server has older ones. Below 1024 px it gives way to
 * the open message (`hidden`).
 */
export function MessageList({
  messages,
  loading,
  searched,
  selectedId,
  hasMore,
  hidden,
  listRef,
  onOpen,
  onLoadMore,
}: {
  messages: InboxMessage[];
  loading: boolean;
  /** The search text of the filter, named in the empty state; '' when none. */
  searched: string;
  selectedId: number | null;
  hasMore: boolean;
  /** True when a message is open: the list hides below the `lg` breakpoint. */
  hidden: boolean;
  listRef: RefObject<HTMLUListElement | null>;
  onOpen: (message: InboxMessage) => void;
  onLoadMore: () => void;
}) {
  return (
    <section aria-labelledby="list-heading" className={hidden ? 'hidden lg:block' : 'block'}>
      <h2 id="list-heading" className="sr-only">
        Messages
      </h2>
      {loading ? (
        <p className="text-muted">Loading…</p>
      ) : messages.length === 0 ? (
        <p className="rounded border border-line-strong bg-white p-4 text-muted">
          No messages
          {searched && (
            <>
              {' '}
              match “<bdi>{searched}</bdi>”
            </>
          )}
          .
        </p>
      ) : (
        <ul
          ref={listRef}
          className="divide-y divide-line rounded border border-line-strong bg-white"
        >
          {messages.map((message) => (
            <li key={message.id}>
              <MessageEntry
                message={message}
                current={message.id === selectedId}
                onOpen={() => onOpen(message)}
              />
            </li>
          ))}
        </ul>
      )}
      {hasMore && !loading && (
        <button type="button" className={`${secondary} mt-3 w-full`} onClick={onLoadMore}>
          Load more
        </button>
      )}
    </section>
  );
}

/** One message in the list; `data-id` lets focus come back to it from the message view. */
function MessageEntry({
  message,
  current,
  onOpen,
}: {
  message: InboxMessage;
  current: boolean;
  onOpen: () => void;
}) {
  const unread = message.status === 'new';
  return (
    <button
      type="button"
      data-id={message.id}
      aria-current={current ? 'true' : undefined}
      onClick={onOpen}
      className={`block w-full px-4 py-3 text-start hover:bg-subtle-strong focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-ink ${current ? 'bg-accent-soft' : ''}`}
    >
      <span className="flex items-baseline justify-between gap-2">
        {unread && <span className="sr-only">Unread: </span>}
        <span dir="auto" className={`truncate ${unread ? 'font-bold' : 'font-medium'}`}>
          {message.name}
        </span>
        <span className="shrink-0 text-xs text-muted">{formatDate(message.received_at)}</span>
      </span>
      <span dir="auto" className={`block truncate text-sm ${unread ? 'font-semibold' : ''}`}>
        {message.subject}
      </span>
      <span className="block truncate text-xs text-muted">
        <SentFrom message={message} />
      </span>
      {message.status !== 'new' && message.status !== 'open' && (
        <span className="mt-1 inline-block rounded bg-line px-1.5 text-xs text-ink-raised">
          {STATUS_LABELS[message.status]}
        </span>
      )}
    </button>
  );
}
