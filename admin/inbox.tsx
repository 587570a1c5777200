/**
 * The inbox page (issue 15): messages newest first with the unread count, a status filter, text
 * search, keyset "Load more", a message view (opening marks it read) with Reply (mailto:),
 * Mark unread, Archive, Spam, Delete (confirmed in a modal dialog), the notification state with
 * Resend, and Export CSV of the current filter. Visitor text is rendered as React text nodes,
 * never as HTML. Below 1024 px the list and the message take the whole width in turn.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ADMIN_PATHS,
  INBOX_STATUSES,
  type InboxMessage,
  type InboxNotification,
  type InboxStatus,
} from '../common/admin-api';
import { api, type ListFilter } from './api';

const STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'New',
  read: 'Read',
  archived: 'Archived',
  spam: 'Spam',
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** `mailto:` link answering a message: to the visitor, subject `Re: <subject>` (RFC 6068). */
export function replyHref(message: Pick<InboxMessage, 'email' | 'subject'>): string {
  const address = encodeURIComponent(message.email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}

function notificationText(notification: InboxNotification): string {
  switch (notification.state) {
    case 'sent':
      return `Sent${notification.sentAt ? ` ${formatDate(notification.sentAt)}` : ''}`;
    case 'failed':
      return `Failed after ${notification.attempts} attempts${notification.lastError ? `: ${notification.lastError}` : ''}`;
    case 'queued':
      return notification.attempts > 0
        ? `Queued (${notification.attempts} attempts so far)`
        : 'Queued';
    default:
      return 'None (stored before notifications existed)';
  }
}

const button =
  'inline-flex min-h-10 items-center justify-center rounded border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
const secondary = `${button} border-slate-500 bg-white text-slate-900 hover:bg-slate-100`;
const primary = `${button} border-blue-700 bg-blue-700 text-white hover:bg-blue-800`;
const danger = `${button} border-red-700 bg-white text-red-800 hover:bg-red-50`;

export function Inbox() {
  const [me, setMe] = useState<string>('');
  const [filter, setFilter] = useState<ListFilter>({ status: '', q: '' });
  const [query, setQuery] = useState('');
  const [messages, setMessages] = useState<InboxMessage[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [unread, setUnread] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const detailHeadingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const selected = messages.find((message) => message.id === selectedId) ?? null;

  const report = (caught: unknown) =>
    setError(caught instanceof Error ? caught.message : 'Something went wrong.');

  const load = useCallback(async (next: ListFilter) => {
    setLoading(true);
    setError('');
    try {
      const page = await api.list(next);
      setMessages(page.messages);
      setNextBefore(page.nextBefore);
      setUnread(page.unread);
      setAnnouncement(
        `${page.messages.length}${page.nextBefore ? '+' : ''} message${page.messages.length === 1 ? '' : 's'} shown`,
      );
    } catch (caught) {
      report(caught);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    api.me().then((who) => setMe(who.email), report);
  }, []);
  useEffect(() => {
    void load(filter);
  }, [filter, load]);
  useEffect(() => {
    if (selectedId !== null) detailHeadingRef.current?.focus();
  }, [selectedId]);

  const replace = (updated: InboxMessage) =>
    setMessages((list) => list.map((message) => (message.id === updated.id ? updated : message)));

  async function open(message: InboxMessage) {
    setSelectedId(message.id);
    if (message.status === 'new') {
      try {
        replace(await api.setStatus(message.id, 'read'));
        setUnread((count) => Math.max(0, count - 1));
      } catch (caught) {
        report(caught);
      }
    }
  }

  function closeDetail() {
    const id = selectedId;
    setSelectedId(null);
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-id="${id}"]`)?.focus(),
    );
  }

  async function move(message: InboxMessage, status: InboxStatus) {
    try {
      const updated = await api.setStatus(message.id, status);
      setUnread((count) => count + (status === 'new' ? 1 : 0) - (message.status === 'new' ? 1 : 0));
      if (filter.status && filter.status !== status) {
        setMessages((list) => list.filter((item) => item.id !== message.id));
        setSelectedId(null);
      } else replace(updated);
      setAnnouncement(`Message marked ${STATUS_LABELS[status].toLowerCase()}.`);
    } catch (caught) {
      report(caught);
    }
  }

  async function erase(message: InboxMessage) {
    try {
      await api.erase(message.id);
      if (message.status === 'new') setUnread((count) => Math.max(0, count - 1));
      setMessages((list) => list.filter((item) => item.id !== message.id));
      setSelectedId(null);
      setAnnouncement('Message deleted.');
    } catch (caught) {
      report(caught);
    }
  }

  async function resend(message: InboxMessage) {
    try {
      replace(await api.resend(message.id));
      setAnnouncement('Notification queued again.');
    } catch (caught) {
      report(caught);
    }
  }

  async function loadMore() {
    if (!nextBefore) return;
    try {
      const page = await api.list(filter, nextBefore);
      setMessages((list) => [...list, ...page.messages]);
      setNextBefore(page.nextBefore);
      setUnread(page.unread);
    } catch (caught) {
      report(caught);
    }
  }

  async function signOut() {
    try {
      await api.signOut();
    } finally {
      location.assign(ADMIN_PATHS.signIn);
    }
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSelectedId(null);
    setFilter((current) => ({ ...current, q: query }));
  }

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <h1 className="text-xl font-semibold">
            Team inbox{' '}
            <span className="ml-1 rounded-full bg-blue-700 px-2 py-0.5 text-sm font-semibold text-white">
              {unread} unread
            </span>
          </h1>
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden text-slate-700 sm:inline">{me}</span>
            <button type="button" className={secondary} onClick={signOut}>
              Sign out
            </button>
          </div>
        </div>
      </header>

      <main className="mx-auto max-w-7xl px-4 py-4">
        <div className="mb-4 flex flex-wrap items-end gap-3">
          <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-1">
            {(['', ...INBOX_STATUSES] as const).map((status) => (
              <button
                key={status || 'all'}
                type="button"
                aria-pressed={filter.status === status}
                className={filter.status === status ? primary : secondary}
                onClick={() => {
                  setSelectedId(null);
                  setFilter((current) => ({ ...current, status }));
                }}
              >
                {status ? STATUS_LABELS[status] : 'All'}
              </button>
            ))}
          </div>
          <form
            role="search"
            onSubmit={search}
            className="flex w-full gap-2 sm:w-auto sm:min-w-72 sm:flex-1"
          >
            <label htmlFor="search" className="sr-only">
              Search messages
            </label>
            <input
              id="search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search name, e-mail, subject, message"
              maxLength={200}
              className="min-w-0 flex-1 rounded border border-slate-500 px-3 py-2"
            />
            <button type="submit" className={secondary}>
              Search
            </button>
          </form>
          <a className={secondary} href={api.exportUrl(filter)} download>
            Export CSV
          </a>
        </div>

        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {error && (
          <p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 p-3 text-red-800">
            {error}
          </p>
        )}

        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section
            aria-labelledby="list-heading"
            className={selected ? 'hidden lg:block' : 'block'}
          >
            <h2 id="list-heading" className="sr-only">
              Messages
            </h2>
            {loading ? (
              <p className="text-slate-700">Loading…</p>
            ) : messages.length === 0 ? (
              <p className="rounded border border-slate-300 bg-white p-4 text-slate-700">
                No messages{filter.q ? ` match “${filter.q}”` : ''}.
              </p>
            ) : (
              <ul
                ref={listRef}
                className="divide-y divide-slate-200 rounded border border-slate-300 bg-white"
              >
                {messages.map((message) => (
                  <li key={message.id}>
                    <button
                      type="button"
                      data-id={message.id}
                      aria-current={message.id === selectedId ? 'true' : undefined}
                      onClick={() => void open(message)}
                      className={`block w-full px-4 py-3 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 ${message.id === selectedId ? 'bg-blue-50' : ''}`}
                    >
                      <span className="flex items-baseline justify-between gap-2">
                        <span
                          className={`truncate ${message.status === 'new' ? 'font-bold' : 'font-medium'}`}
                        >
                          {message.status === 'new' && <span className="sr-only">Unread: </span>}
                          {message.name}
                        </span>
                        <span className="shrink-0 text-xs text-slate-700">
                          {formatDate(message.received_at)}
                        </span>
                      </span>
                      <span
                        className={`block truncate text-sm ${message.status === 'new' ? 'font-semibold' : ''}`}
                      >
                        {message.subject}
                      </span>
                      {message.status !== 'new' && message.status !== 'read' && (
                        <span className="mt-1 inline-block rounded bg-slate-200 px-1.5 text-xs text-slate-800">
                          {STATUS_LABELS[message.status]}
                        </span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {nextBefore && !loading && (
              <button type="button" className={`${secondary} mt-3 w-full`} onClick={loadMore}>
                Load more
              </button>
            )}
          </section>

          <section
            aria-labelledby={selected ? 'message-heading' : undefined}
            aria-label={selected ? undefined : 'Message'}
            className={selected ? 'block' : 'hidden lg:block'}
          >
            {selected ? (
              <article className="rounded border border-slate-300 bg-white p-4">
                <button
                  type="button"
                  className={`${secondary} mb-3 lg:hidden`}
                  onClick={closeDetail}
                >
                  ← Back to messages
                </button>
                <h2
                  id="message-heading"
                  ref={detailHeadingRef}
                  tabIndex={-1}
                  className="mb-3 text-lg font-semibold break-words focus:outline-none"
                >
                  {selected.subject}
                </h2>
                <dl className="mb-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-medium text-slate-700">From</dt>
                  <dd className="break-words">{selected.name}</dd>
                  <dt className="font-medium text-slate-700">E-mail</dt>
                  <dd className="break-all">{selected.email}</dd>
                  <dt className="font-medium text-slate-700">Received</dt>
                  <dd>{formatDate(selected.received_at)}</dd>
                  <dt className="font-medium text-slate-700">Status</dt>
                  <dd>{STATUS_LABELS[selected.status]}</dd>
                  <dt className="font-medium text-slate-700">Notification</dt>
                  <dd className="flex flex-wrap items-center gap-2 break-words">
                    <span data-testid="notification-state">
                      {notificationText(selected.notification)}
                    </span>
                    {selected.notification.state !== 'queued' && (
                      <button
                        type="button"
                        className={secondary}
                        onClick={() => void resend(selected)}
                      >
                        Resend
                      </button>
                    )}
                  </dd>
                </dl>
                <div
                  data-testid="message-text"
                  className="mb-4 rounded bg-slate-50 p-3 break-words whitespace-pre-wrap"
                >
                  {selected.message}
                </div>
                <div className="flex flex-wrap gap-2">
                  <a className={primary} href={replyHref(selected)}>
                    Reply
                  </a>
                  {selected.status !== 'new' && (
                    <button
                      type="button"
                      className={secondary}
                      onClick={() => void move(selected, 'new')}
                    >
                      Mark unread
                    </button>
                  )}
                  {selected.status !== 'archived' && (
                    <button
                      type="button"
                      className={secondary}
                      onClick={() => void move(selected, 'archived')}
                    >
                      Archive
                    </button>
                  )}
                  {selected.status !== 'spam' && (
                    <button
                      type="button"
                      className={secondary}
                      onClick={() => void move(selected, 'spam')}
                    >
                      Spam
                    </button>
                  )}
                  <button
                    type="button"
                    className={danger}
                    onClick={() => dialogRef.current?.showModal()}
                  >
                    Delete
                  </button>
                </div>
                <dialog
                  ref={dialogRef}
                  aria-labelledby="delete-heading"
                  className="m-auto max-w-sm rounded-lg border border-slate-300 p-5 backdrop:bg-slate-900/50"
                >
                  <h3 id="delete-heading" className="mb-2 text-lg font-semibold">
                    Delete this message?
                  </h3>
                  <p className="mb-4 text-sm">
                    It is erased for good, with its notification. This cannot be undone.
                  </p>
                  <form method="dialog" className="flex justify-end gap-2">
                    <button type="submit" className={secondary} autoFocus>
                      Cancel
                    </button>
                    <button
                      type="button"
                      className={`${button} border-red-700 bg-red-700 text-white hover:bg-red-800`}
                      onClick={() => {
                        dialogRef.current?.close();
                        void erase(selected);
                      }}
                    >
                      Delete for good
                    </button>
                  </form>
                </dialog>
              </article>
            ) : (
              <p className="rounded border border-dashed border-slate-400 p-6 text-slate-700">
                Select a message to read it.
              </p>
            )}
          </section>
        </div>
      </main>
    </div>
  );
}
