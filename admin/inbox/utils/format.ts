/**
 * Words and links the inbox shows for a message: status labels, dates, the Reply link and the
 * notification state (spec §4's team inbox; DESIGN's inbox section).
 */
import {
  inboxStatusOf,
  type InboxHistoryEvent,
  type InboxMessage,
  type InboxNotification,
  type InboxReplyDelivery,
  type InboxStatus,
  type SpamReason,
} from '../../../common/admin-api';

/** The label of each status, as the filter buttons and the message view show it. */
export const STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'New',
  open: 'Open',
  replied: 'Replied',
  closed: 'Closed',
  spam: 'Spam',
};

/** A status named in the history as its label (an unknown name as it is). */
const statusLabel = (name: string | null) => {
  const status = name === null ? undefined : inboxStatusOf(name);
  return status ? STATUS_LABELS[status] : (name ?? 'none');
};

/**
 * What a history event did, as a sentence without its actor and time: `changed the status from
 * New to Open`, `gave it to ada@example.com`, `took it from ada@example.com`, `added a note`.
 */
export function historyText(event: InboxHistoryEvent): string {
  switch (event.kind) {
    case 'status':
      return `changed the status from ${statusLabel(event.from)} to ${statusLabel(event.to)}`;
    case 'owner':
      if (event.to === null) return `took it from ${event.from ?? 'nobody'}`;
      return event.from === null
        ? `gave it to ${event.to}`
        : `moved it from ${event.from} to ${event.to}`;
    case 'reply':
      return 'replied to the visitor';
    default:
      return 'added a note';
  }
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * The English name of a page language code (`fr` → `French`, by `Intl.DisplayNames`), or null when
 * the message has none.
 */
export function languageLabel(language: string | null): string | null {
  if (!language) return null;
  try {
    return languageNames.of(language) ?? language;
  } catch {
    return language;
  }
}

/**
 * One sentence for a reply's e-mail (the mail outbox row): queued, retrying (why), sent (when,
 * after how many attempts), failed (why).
 */
export function replyDeliveryText(delivery: InboxReplyDelivery): string {
  switch (delivery.state) {
    case 'sent':
      return `Sent${delivery.sentAt ? ` ${formatDate(delivery.sentAt)}` : ''}${delivery.attempts > 1 ? ` (retried: ${delivery.attempts} attempts)` : ''}`;
    case 'failed':
      return `Failed after ${delivery.attempts} attempts${delivery.lastError ? `: ${delivery.lastError}` : ''}`;
    default:
      return delivery.attempts > 0 && delivery.lastError
        ? `Queued, retrying (attempt ${delivery.attempts} failed: ${delivery.lastError})`
        : 'Queued';
  }
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO 8601 timestamp as a medium date and short time in the browser's time zone. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** `mailto:` link answering a message: to the visitor, subject `Re: <subject>` (RFC 6068). */
export function replyHref(message: Pick<InboxMessage, 'email' | 'subject'>): string {
  const address = encodeURIComponent(message.email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}

/** Why the server filed a message as spam, as the message view says it. */
export const SPAM_REASON_TEXT: Record<SpamReason, string> = {
  honeypot: 'the hidden anti-bot field was filled (a browser’s autofill can do that too)',
  score: 'its links look like spam (many links, or a link in the name or subject)',
};

/** `1 attempt`, `2 attempts`: the count with its noun in English's singular or plural. */
function attemptsText(count: number): string {
  return `${count} ${count === 1 ? 'attempt' : 'attempts'}`;
}

/**
 * One sentence for a message's notification e-mail: sent (when), failed (why), queued, held back
 * as spam, e-mail off (the server has no SMTP server, so a queued one would wait for ever) or
 * none.
 */
export function notificationText(
  notification: InboxNotification,
  status?: InboxMessage['status'],
): string {
  if (notification.state === 'none' && status === 'spam') return 'Not sent: filed as spam';
  switch (notification.state) {
    case 'sent':
      return `Sent${notification.sentAt ? ` ${formatDate(notification.sentAt)}` : ''}`;
    case 'failed':
      return `Failed after ${attemptsText(notification.attempts)}${notification.lastError ? `: ${notification.lastError}` : ''}`;
    case 'off':
      return 'E-mail is off (no SMTP server configured)';
    case 'queued':
      return notification.attempts > 0
        ? `Queued (${attemptsText(notification.attempts)} so far)`
        : 'Queued';
    default:
      return 'None (stored before notifications existed)';
  }
}
