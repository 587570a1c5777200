import type { InboxMessage, InboxStatus } from '../../../common/admin-api';
import { deleteMessage, resendNotification, setMessageStatus } from '../api/messages';
import { STATUS_LABELS } from '../utils/format';
import type { InboxQuery } from './use-inbox-query';
import type { MessageSelection } from './use-message-selection';
import type { StatusLine } from './use-status-line';

/** What the reader can do with a message (DESIGN §8: PATCH status, DELETE, POST resend). */
export interface MessageActions {
  /** Opens a message; a new one is marked read on the server. */
  open: (message: InboxMessage) => Promise<void>;
  /** Moves a message to a status; it leaves a list filtered on another status. */
  move: (message: InboxMessage, status: InboxStatus) => Promise<void>;
  /** Erases a message for good, with its notification. */
  erase: (message: InboxMessage) => Promise<void>;
  /** Queues a message's notification e-mail again. */
  resend: (message: InboxMessage) => Promise<void>;
}

/**
 * The message actions, each kept in step with the list, the unread count and the open message,
 * announced politely when done; a failure changes nothing on screen but the error alert.
 */
export function useMessageActions(
  query: InboxQuery,
  selection: MessageSelection,
  { announce, report }: Pick<StatusLine, 'announce' | 'report'>,
): MessageActions {
  async function open(message: InboxMessage) {
    selection.open(message.id);
    if (message.status !== 'new') return;
    try {
      query.replace(await setMessageStatus(message.id, 'read'));
      query.countUnread(-1);
    } catch (caught) {
      report(caught);
    }
  }

  async function move(message: InboxMessage, status: InboxStatus) {
    try {
      const updated = await setMessageStatus(message.id, status);
      query.countUnread((status === 'new' ? 1 : 0) - (message.status === 'new' ? 1 : 0));
      if (query.filter.status && query.filter.status !== status) {
        query.remove(message.id);
        selection.clear();
      } else query.replace(updated);
      announce(`Message marked ${STATUS_LABELS[status].toLowerCase()}.`);
    } catch (caught) {
      report(caught);
    }
  }

  async function erase(message: InboxMessage) {
    try {
      await deleteMessage(message.id);
      if (message.status === 'new') query.countUnread(-1);
      query.remove(message.id);
      selection.clear();
      announce('Message deleted.');
    } catch (caught) {
      report(caught);
    }
  }

  async function resend(message: InboxMessage) {
    try {
      query.replace(await resendNotification(message.id));
      announce('Notification queued again.');
    } catch (caught) {
      report(caught);
    }
  }

  return { open, move, erase, resend };
}
