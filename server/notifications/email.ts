/**
 * The notification e-mail of one stored message (DESIGN §8 "Notifications"): to the team
 * (`NOTIFY_TO`), never to the visitor; `Reply-To` the visitor, so answering is one click; subject
 * `[Contact] <subject>`; a plain-text body and the same as simple HTML. No tracking pixel, no
 * remote image, no link the visitor chose: the HTML is text, escaped.
 *
 * Header safety (RFC 5322 §2.2: a header field is one line; §3.2.5 unstructured text): the
 * visitor's subject and name lose every control character (CR/LF would start a new header, the
 * classic e-mail header injection, OWASP "Email Header Injection") before nodemailer sees them;
 * nodemailer then encodes non-ASCII as RFC 2047 encoded words and folds long lines. Addresses go
 * through nodemailer's address objects, which quote and encode the display name.
 *
 * Encoded words (RFC 2047 §2, `=?charset?B|Q?text?=`) typed by the visitor: nodemailer passes
 * ASCII text through as it is, only putting a display name in quotes, and mail readers decode
 * such a word in a subject and, against RFC 2047 §5 (3), inside a quoted display name too
 * (mailparser does): `=?utf-8?B?QWRtaW4=?=` showed as Reply-To "Admin", and a word could carry
 * back the controls and bidi characters {@link headerSafe} removed. nodemailer offers no way to
 * encode an ASCII display name, so {@link headerSafe} breaks every `=?` instead.
 */
import type { SendMailOptions } from 'nodemailer';
import { fieldWithRole, labelledFields } from '../../common/contact-fields';
import { stripInvisible } from '../../common/text-safety';
import type { NotifiedMessage } from '../db/notification-outbox';
import type { NotificationsConfig } from '../env';
import { escapeHtml } from '../html-escape';

/**
 * The fields with a place of their own in the team's notification and in a reply to the visitor
 * (./reply-email.ts): who wrote, the address to answer, the subject and the message
 * (common/contact-fields.ts roles).
 */
export const SENDER = fieldWithRole('sender');
export const REPLY_TO = fieldWithRole('replyTo');
export const TITLE = fieldWithRole('title');
export const BODY = fieldWithRole('body');

/** Prefix of every notification's subject. */
export const SUBJECT_PREFIX = '[Contact] ';

/**
 * One header line from visitor text: every C0/C1 control character (CR, LF, TAB, NUL, …) and the
 * Unicode line and paragraph separators become one space, runs of spaces collapse, ends trimmed;
 * invisible bidi and zero-width characters go as in the form (common/text-safety.ts
 * `stripInvisible`), for rows stored by paths that skipped its schema. Every `=?`, the opening of
 * an RFC 2047 encoded word, becomes `= ?`, so no reader decodes the visitor's text into other
 * text: `=?utf-8?B?QWRtaW4=?=` reads `= ?utf-8?B?QWRtaW4= ?=`. The bodies keep the exact text.
 */
export function headerSafe(text: string): string {
  return (
    stripInvisible(text)
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim()
      .replace(/=\?/g, '= ?')
  );
}

/**
 * A display name for an address header from visitor text: {@link headerSafe}, then without
 * anything in angle brackets, any bare address and any stray `<` or `>`, so a visitor named
 * `IT Support <it@example.com>` shows as "IT Support" beside their own address, never as another
 * address a reader could take for the sender's (RFC 5322 §3.4 name-addr: the address is the part
 * in angle brackets; OWASP Email Header Injection). Empty when nothing is left: the address alone.
 */
export function displayName(text: string): string {
  return headerSafe(text)
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[^\s<>@]+@[^\s<>@]+/g, ' ')
    .replace(/[<>]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The domain of a mailbox (`Site <noreply@example.com>` → `example.com`), `localhost` if none. */
export function mailDomain(mailbox: string): string {
  const address = /<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return /^[A-Za-z0-9.-]+$/.test(domain) ? domain.toLowerCase() : 'localhost';
}

/**
 * The notification's `Message-ID` (RFC 5322 §3.6.4), a function of the stored message alone:
 * `<contact-message.<id>.<receipt in epoch ms>@<NOTIFY_FROM's domain>>`. Every attempt and a
 * resend carry the same id, and a reply to the visitor names it in `In-Reply-To` and
 * `References` without storing it (server/inbox/replies.ts), so the team's mail reader threads the
 * reply under the notification. The receipt time keeps ids of two databases (a restore) apart.
 */
export function notificationMessageId(
  message: Pick<NotifiedMessage, 'id' | 'received_at'>,
  from: string,
): string {
  const receivedMs = Date.parse(message.received_at);
  return `<contact-message.${message.id}.${Number.isNaN(receivedMs) ? 0 : receivedMs}@${mailDomain(from)}>`;
}

/**
 * The labelled fields of both bodies, in order: every e-mailed field of common/contact-fields.ts
 * but the body (Name, E-mail, Subject, …; an optional one left empty is left out), then the
 * receipt time in UTC.
 */
function fields(message: NotifiedMessage): [label: string, value: string][] {
  return [
    ...labelledFields(message, 'emailed', ['sender', 'replyTo', 'title', 'detail']),
    [
      'Received',
      `${message.received_at
        .replace('T', ' ')
        .replace(/\.\d+Z$/, '')
        .replace(/Z$/, '')} UTC`,
    ],
  ];
}

/**
 * The nodemailer message for one stored message.
 * @param message the stored row (visitor text as stored: validated, not escaped)
 * @param config `to` and `from` of the notification settings
 * @returns options for `transport.sendMail`: envelope recipients are `config.to` only
 */
export function composeNotification(
  message: NotifiedMessage,
  config: Pick<NotificationsConfig, 'to' | 'from'>,
): SendMailOptions {
  const rows = fields(message);
  const body = message[BODY.column];
  const name = message[SENDER.column];
  const text = [
    `New message #${message.id} from the contact form.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    body,
    '',
    'Reply to this e-mail to answer the visitor.',
    '',
  ].join('\n');
  const cell = 'padding:2px 12px 2px 0;vertical-align:top';
  const html = [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"></head>',
    '<body style="font-family:sans-serif;line-height:1.4">',
    `<p>New message #${message.id} from the contact form.</p>`,
    '<table>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="${cell};text-align:left">${label}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
    '<p>Reply to this e-mail to answer the visitor.</p>',
    '</body></html>',
    '',
  ].join('\n');
  return {
    from: config.from,
    to: config.to,
    replyTo: { name: displayName(name), address: message[REPLY_TO.column] },
    subject: `${SUBJECT_PREFIX}${headerSafe(message[TITLE.column])}`,
    messageId: notificationMessageId(message, config.from),
    text,
    html,
    // Auto-generated by a program, not a person: auto-responders must not answer it (RFC 3834 §5).
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
