/**
 * The e-mail of a team member's reply to a visitor (DESIGN §8 "Replies", docs/inbox.md
 * "Replying"), queued in the mail outbox (server/db/mail-outbox.ts):
 *
 * - From the site (`REPLY_FROM`, default `NOTIFY_FROM`), never the team member's own address, so
 *   the site's SPF/DKIM cover it; its display name loses any angle bracket or address
 *   (./email.ts `displayName`).
 * - To the visitor (their name cleaned the same way); `Reply-To` the team (`NOTIFY_TO`), so the
 *   visitor's answer reaches the team's mailbox (there is no inbound mail server).
 * - Threaded (RFC 5322 §3.6.4): `In-Reply-To` and `References` name the notification's
 *   deterministic Message-ID (./email.ts `notificationMessageId`), so the team's copy threads
 *   under the notification; the reply's own Message-ID is made once and stored with the row.
 * - Plain text only: the reply as typed, then the visitor's message quoted with `> ` (RFC 3676
 *   §4.5 quoting) under a line saying who wrote it when (the name as in the headers). No HTML
 *   part, nothing to escape.
 */
import type { NotifiedMessage } from '../db/notification-outbox';
import { newMessageId, type MailAddress, type OutgoingMail } from '../db/mail-outbox';
import type { NotificationsConfig } from '../env';
import {
  BODY,
  displayName,
  headerSafe,
  notificationMessageId,
  REPLY_TO,
  SENDER,
  TITLE,
} from './email';

/** The `kind` of a reply's `mail_outbox` row. */
export const REPLY_MAIL_KIND = 'reply';

/** A configured mailbox (`Name <addr@host>` or `addr@host`, server/env.ts) as an address object. */
export function mailboxOf(mailbox: string): MailAddress {
  const named = /^(.*)<([^<>\s]+)>$/.exec(mailbox.trim());
  if (!named) return { address: mailbox.trim() };
  const name = displayName(named[1]!.replace(/^\s*"|"\s*$/g, ''));
  return name ? { name, address: named[2]! } : { address: named[2]! };
}

/** `Re: <subject>` without stacking a second `Re:`. */
export function replySubject(subject: string): string {
  const line = headerSafe(subject);
  return /^re:/i.test(line) ? line : `Re: ${line}`;
}

/** The visitor's text quoted line by line (`> `), an empty line as `>`. */
export function quote(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/**
 * The reply's e-mail.
 * @param message the stored message answered (visitor text as stored)
 * @param text the reply, plain text
 * @param config `from` (the notification's Message-ID domain), `replyFrom`, `to` (Reply-To)
 */
export function composeReply(
  message: NotifiedMessage,
  text: string,
  config: Pick<NotificationsConfig, 'from' | 'replyFrom' | 'to'>,
): OutgoingMail {
  const notification = notificationMessageId(message, config.from);
  const received = `${message.received_at.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, '')} UTC`;
  const name = displayName(message[SENDER.column]) || message[REPLY_TO.column];
  return {
    kind: REPLY_MAIL_KIND,
    contactMessageId: message.id,
    from: mailboxOf(config.replyFrom),
    to: { name: message[SENDER.column], address: message[REPLY_TO.column] },
    replyTo: config.to.map((address) => ({ address })),
    subject: replySubject(message[TITLE.column]),
    text: [
      text.replace(/\r\n?/g, '\n').trimEnd(),
      '',
      `On ${received}, ${name} wrote:`,
      quote(message[BODY.column]),
      '',
    ].join('\n'),
    messageId: newMessageId(REPLY_MAIL_KIND, config.replyFrom),
    inReplyTo: notification,
    references: [notification],
  };
}
