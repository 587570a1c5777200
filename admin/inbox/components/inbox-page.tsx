/**
 * The team inbox (DESIGN §8 "Team inbox", "Lead desk"): messages newest first with the unread
 * count, status and owner filters, text search, keyset "Load more", a message view (opening marks
 * it open) with Reply (mailto:), its status and owner, internal notes and the history as a
 * timeline, Delete and "Erase everything from this address" (each confirmed in a modal dialog),
 * the notification state with Resend, the Spam filter with its count and "Not spam" (which moves
 * a message to the inbox and notifies the team then), the median time to first reply per week,
 * and Export CSV of the current filter. Below 1024 px the
 * list and the message take the whole width in turn.
 *
 * State lives in hooks beside this file: the list (use-inbox-query.ts), the open message and its
 * focus moves (use-message-selection.ts), the actions on a message (use-message-actions.ts) and
 * the announcement and error (use-status-line.ts); the components only draw.
 */
import type { ListFilter } from '../api/messages';
import { InboxHeader } from './inbox-header';
import { InboxToolbar } from './inbox-toolbar';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';
import { ReplyTimes } from './reply-times';
import { useInboxQuery } from '../hooks/use-inbox-query';
import { useMessageActions } from '../hooks/use-message-actions';
import { useMessageSelection } from '../hooks/use-message-selection';
import { useStatusLine } from '../hooks/use-status-line';
import { useTeam } from '../hooks/use-team';

/** The /admin page once signed in (admin/main.tsx renders it; the server checks the session). */
export function Inbox() {
  const status = useStatusLine();
  const query = useInboxQuery(status);
  const selection = useMessageSelection(query.messages);
  const team = useTeam(status.report);
  const actions = useMessageActions(query, selection, status, team.me);

  function changeFilter(change: Partial<ListFilter>) {
    selection.clear();
    query.changeFilter(change);
  }

  return (
    <div className="min-h-screen">
      <InboxHeader unread={query.unread} report={status.report} />
      <main className="mx-auto max-w-7xl px-4 py-4">
        <InboxToolbar filter={query.filter} spam={query.spam} team={team} onFilter={changeFilter} />
        <ReplyTimes />
        <p aria-live="polite" className="sr-only">
          {status.announcement}
        </p>
        {status.error && (
          <p
            role="alert"
            className="mb-4 rounded border border-danger bg-danger-soft p-3 text-danger-strong"
          >
            {status.error}
          </p>
        )}
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <MessageList
            messages={query.messages}
            loading={query.loading}
            searched={query.filter.q}
            selectedId={selection.selectedId}
            hasMore={Boolean(query.nextBefore)}
            hidden={selection.selected !== null}
            listRef={selection.listRef}
            onOpen={(message) => void actions.open(message)}
            onLoadMore={() => void query.loadMore()}
          />
          <MessageDetail
            message={selection.selected}
            headingRef={selection.headingRef}
            actions={actions}
            team={team}
            report={status.report}
            onBack={selection.back}
          />
        </div>
      </main>
    </div>
  );
}
