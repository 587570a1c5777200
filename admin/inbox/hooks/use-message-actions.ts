import type { InboxMessage, InboxMessageChange } from '../../../common/admin-api';
import {
  addNote,
  changeMessage,
  deleteMessage,
  eraseAddress,
  markNotSpam,
  resendNotification,
  resendReply,
  sendReply,
  setMessageStatus,
} from '../api/messages';
import { attempt } from '../../lib/attempt';
import { STATUS_LABELS } from '../utils/format';
import type { InboxQuery } from './use-inbox-query';
import type { MessageSelection } from './use-message-selection';
import type { StatusLine } from './use-status-line';

/**
 * What the reader can do with a message (DESIGN §8: PATCH status and owner, POST a note, DELETE,
 * POST resend, POST an erasure by address).
 */
export interface MessageActions {
  /** Opens a message; a new one is marked open on the server. */
  open: (message: InboxMessage) => Promise<void>;
  /**
   * Sets a message's status and/or owner; it leaves a list filtered on another status or owner.
   */
  change: (message: InboxMessage, change: InboxMessageChange) => Promise<void>;
  /** E-mails a reply to the visitor; the message becomes `replied`. @returns true when queued */
  reply: (message: InboxMessage, text: string) => Promise<boolean>;
  /** Queues a reply whose e-mail failed again. @returns true when queued */
  resendReply: (message: InboxMessage, replyId: number) => Promise<boolean>;
  /** Adds an internal note. @returns true when stored */
  note: (message: InboxMessage, text: string) => Promise<boolean>;
  /** Erases a message for good, with its notification. */
  erase: (message: InboxMessage) => Promise<void>;
  /** Erases every message of the message's address, with notes, history and notifications. */
  eraseAddress: (message: InboxMessage) => Promise<void>;
  /** Queues a message's notification e-mail again. */
  resend: (message: InboxMessage) => Promise<void>;
  /** "Not spam": moves a message out of Spam as new; the team is notified then. */
  notSpam: (message: InboxMessage) => Promise<void>;
}

/**
 * The message actions, each kept in step with the list, the unread count and the open message,
 * announced politely when done; a failure changes nothing on screen but the error alert.
 * @param me the signed-in account's e-mail (the owner filter `me`), null until known
 */
export function useMessageActions(
  query: InboxQuery,
  selection: MessageSelection,
  { announce, report }: Pick<StatusLine, 'announce' | 'report'>,
  me: string | null,
): MessageActions {
  async function open(message: InboxMessage) {
    selection.open(message.id);
    if (message.status !== 'new') return;
    try {
      query.replace(await setMessageStatus(message.id, 'open'));
      query.countUnread(-1);
    } catch (caught) {
      report(caught);
    }
  }

  /** Whether a message with this owner belongs in the list's owner filter. */
  function ownerFits(owner: string | null): boolean {
    const wanted = query.filter.owner;
    if (!wanted) return true;
    if (wanted === 'none') return owner === null;
    return owner === (wanted === 'me' ? me : wanted);
  }

  async function change(message: InboxMessage, wanted: InboxMessageChange) {
    try {
      const updated = await changeMessage(message.id, wanted);
      query.countUnread((updated.status === 'new' ? 1 : 0) - (message.status === 'new' ? 1 : 0));
      query.countSpam((updated.status === 'spam' ? 1 : 0) - (message.status === 'spam' ? 1 : 0));
      const statusFits = !query.filter.status || query.filter.status === updated.status;
      if (!statusFits || !ownerFits(updated.owner)) {
        query.remove(message.id);
        selection.clear();
      } else query.replace(updated);
      const said: string[] = [];
      if (updated.status !== message.status) said.push(`marked ${STATUS_LABELS[updated.status]}`);
      if (updated.owner !== message.owner)
        said.push(updated.owner ? `given to ${updated.owner}` : 'now has no owner');
      announce(said.length ? `Message ${said.join(' and ')}.` : 'Nothing changed.');
    } catch (caught) {
      report(caught);
    }
  }

  function note(message: InboxMessage, text: string) {
    return attempt(async () => {
      await addNote(message.id, text);
      announce('Note added.');
    }, report);
  }

  function reply(message: InboxMessage, text: string) {
    return attempt(async () => {
      await sendReply(message.id, text);
      if (message.status === 'new') query.countUnread(-1);
      const updated: InboxMessage = { ...message, status: 'replied' };
      if (query.filter.status && query.filter.status !== 'replied') {
        query.remove(message.id);
        selection.clear();
      } else query.replace(updated);
      announce('Reply queued; it is e-mailed to the visitor.');
    }, report);
  }

  function resendReplyOf(message: InboxMessage, replyId: number) {
    return attempt(async () => {
      await resendReply(message.id, replyId);
      announce('Reply queued again.');
    }, report);
  }

  async function erase(message: InboxMessage) {
    try {
      await deleteMessage(message.id);
      if (message.status === 'new') query.countUnread(-1);
      if (message.status === 'spam') query.countSpam(-1);
      query.remove(message.id);
      selection.clear();
      announce('Message deleted.');
    } catch (caught) {
      report(caught);
    }
  }

  async function eraseAddressOf(message: InboxMessage) {
    try {
      const { counts } = await eraseAddress(message.email);
      selection.clear();
      // Messages of the address may sit in pages not loaded, and in the unread count: read again.
      query.reload();
      announce(
        `Erased ${counts.messages} message${counts.messages === 1 ? '' : 's'}, ${counts.notes} note${counts.notes === 1 ? '' : 's'} and ${counts.history} history event${counts.history === 1 ? '' : 's'}.`,
      );
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

  async function notSpam(message: InboxMessage) {
    try {
      const updated = await markNotSpam(message.id);
      query.countSpam(-1);
      query.countUnread(1);
      if (query.filter.status && query.filter.status !== updated.status) {
        query.remove(message.id);
        selection.clear();
      } else query.replace(updated);
      announce('Moved to the inbox as New; the team is notified.');
    } catch (caught) {
      report(caught);
      // Someone else moved it first (409): show the list as it now is.
      query.reload();
    }
  }

  return {
    open,
    change,
    note,
    reply,
    resendReply: resendReplyOf,
    erase,
    eraseAddress: eraseAddressOf,
    resend,
    notSpam,
  };
}
