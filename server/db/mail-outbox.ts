/**
 * The general outgoing-mail outbox (DESIGN §8 "Mail outbox"; table `mail_outbox` of migration
 * 0017; docs/decisions/0038-mail-outbox-and-replies.md). Any feature that e-mails someone puts
 * the composed e-mail here with {@link enqueueMail}, inside the same database transaction as the
 * change it reports (a reply, an acknowledgement, …): when that transaction commits the e-mail
 * is durably queued, and the sender (server/notifications/sender.ts) sends it at least once,
 * through SMTP outages and crashes, with the notification outbox's claim, lease, back-off and
 * 24 h give-up rules (server/notifications/limits.ts).
 *
 * Claims are safe across instances as in server/db/notification-outbox.ts: PostgreSQL locks the
 * candidates `FOR UPDATE SKIP LOCKED` and every claim sets a lease (`locked_until`); SQLite
 * serialises writers. All times are ISO 8601 UTC strings in and out.
 *
 * Header safety (RFC 5322 §2.2, OWASP "Email Header Injection"): {@link enqueueMail} stores the
 * subject and every display name through server/notifications/email.ts `headerSafe` /
 * `displayName`, checks every address and Message-ID, and refuses a header name or value with a
 * control character, so no field of any caller can add a header line. nodemailer encodes the rest.
 */
import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import { z } from 'zod';
import { displayName, headerSafe, mailDomain } from '../notifications/email';
import {
  outboxOutcomes,
  outboxQueue,
  requeuedAt,
  type OutboxDelivery,
  type OutboxOutcomes,
} from './outbox-outcomes';
import { toIso } from './rows';
import type { Database, MailOutboxTable } from './schema';
import { changedAny, changedRows } from './changed-rows';

export { deliveryOf } from './outbox-outcomes';

/** One mailbox: an address and an optional display name (visitor text is fine: it is cleaned). */
export interface MailAddress {
  name?: string;
  address: string;
}

/** An e-mail to queue with {@link enqueueMail}. */
export interface OutgoingMail {
  /** What it is (`reply`, `autoresponse`, …), 1–40 characters: logs and metrics only. */
  kind: string;
  /** The contact message it is about; the queued mail is erased with it. */
  contactMessageId?: number | null;
  /** The From mailbox: a configured `Name <addr@host>` / `addr@host` string, or an address object. */
  from: string | MailAddress;
  /** The one recipient. */
  to: MailAddress;
  /** Where answers go. */
  replyTo?: readonly MailAddress[];
  /** Subject line (made one safe line). */
  subject: string;
  /** The plain-text part (sent as it is). */
  text: string;
  /** An HTML part, already escaped by the caller; none when absent. */
  html?: string | null;
  /** The `Message-ID`, `<local@domain>`; {@link newMessageId} makes one. Unique per row. */
  messageId: string;
  /** `In-Reply-To`: the Message-ID answered. */
  inReplyTo?: string | null;
  /** `References`: the thread's Message-IDs, oldest first. */
  references?: readonly string[];
  /** Further header fields (e.g. `Auto-Submitted`), name → value, one line each. */
  headers?: Readonly<Record<string, string>>;
}

/** A `mail_outbox` row's delivery as the inbox shows it (the last error: SMTP's). */
export type MailDelivery = OutboxDelivery;

/** A row claimed for sending. */
export interface ClaimedMail {
  id: number;
  kind: string;
  /** Claims so far, this one included. */
  attempts: number;
  /** ISO 8601: starts the 24 h give-up clock. */
  queuedAt: string;
  /** The message for `transport.sendMail`. */
  mail: SendMailOptions;
}

/** A row given up on by {@link MailOutbox.expire}. */
export interface ExpiredMail {
  id: number;
  kind: string;
  lastError: string | null;
}

/** Data access for the sender and the inbox. Every method may reject with the driver's error. */
export interface MailOutbox extends OutboxOutcomes {
  /** Marks `failed` every queued row (not under lease) queued at or before `cutoff`. */
  expire(now: string, cutoff: string): Promise<ExpiredMail[]>;
  /** Claims up to `limit` due rows, oldest first: lease until `leaseUntil`, attempt counted. */
  claim(now: string, leaseUntil: string, limit: number): Promise<ClaimedMail[]>;
  /**
   * Queues a failed row again (state queued, due now, attempts and error cleared, give-up clock
   * restarted). The same Message-ID goes out, so a reader that got an earlier copy sees one.
   * @returns false when the row is not failed (queued or sent rows are left alone)
   */
  requeue(id: number, now: string): Promise<boolean>;
  /** Deletes sent and failed rows queued before `cutoff` (retention). @returns rows deleted */
  purgeFinishedBefore(cutoff: string): Promise<number>;
}

/**
 * A new, globally unique Message-ID (RFC 5322 §3.6.4: `<id-left@id-right>`, the right side the
 * sender's domain): `<kind.uuid@domain>`. Made once at enqueue and stored, so every attempt of a
 * row carries the same id.
 */
export function newMessageId(kind: string, fromMailbox: string): string {
  return `<${kind.replace(/[^a-z0-9-]/gi, '')}.${randomUUID()}@${mailDomain(fromMailbox)}>`;
}

/** `<local@domain>` with no space, control character or bracket inside (RFC 5322 msg-id). */
const MESSAGE_ID = /^<[\x21-\x3b\x3d\x3f-\x7e]+@[\x21-\x3b\x3d\x3f-\x7e]+>$/;
/** An RFC 5322 field name: printable ASCII but the colon. */
const HEADER_NAME = /^[\x21-\x39\x3b-\x7e]+$/;
const address = z.email().max(254);

/** The address, or an error naming the field. */
function checkAddress(field: string, value: string): string {
  const trimmed = value.trim();
  if (!address.safeParse(trimmed).success) throw new Error(`mail_outbox: bad ${field} address`);
  return trimmed;
}

/** A mailbox for nodemailer with its display name cleaned (server/notifications/email.ts). */
function cleanMailbox(field: string, mailbox: MailAddress): MailAddress {
  const name = displayName(mailbox.name ?? '');
  return name
    ? { name, address: checkAddress(field, mailbox.address) }
    : { address: checkAddress(field, mailbox.address) };
}

/** Checks a Message-ID. @throws when it is not `<local@domain>` */
function checkMessageId(value: string): string {
  if (!MESSAGE_ID.test(value)) throw new Error('mail_outbox: bad Message-ID');
  return value;
}

/**
 * Queues one e-mail in `trx` (pass the transaction of the change it reports, so both commit or
 * neither does; a plain `Kysely` works for a mail of its own). Wake the sender after the commit
 * (`app.notificationSender?.wake()`), or it finds the row at its next poll.
 * @param now ISO 8601: queue time, due at once
 * @returns the row's id
 * @throws when an address, Message-ID or header name is invalid (nothing is queued), or the
 *   driver's error
 */
export async function enqueueMail(
  trx: Kysely<Database> | Transaction<Database>,
  mail: OutgoingMail,
  now: string,
): Promise<number> {
  const to = cleanMailbox('To', mail.to);
  const from =
    typeof mail.from === 'string'
      ? (checkAddress('From', /<([^<>]+)>\s*$/.exec(mail.from)?.[1] ?? mail.from), mail.from)
      : cleanMailbox('From', mail.from);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (!HEADER_NAME.test(name)) throw new Error('mail_outbox: bad header name');
    headers[name] = headerSafe(value);
  }
  const row = await trx
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      contact_message_id: mail.contactMessageId ?? null,
      recipient: to.address.toLowerCase(),
      from_header: JSON.stringify(from),
      to_header: JSON.stringify([to]),
      reply_to_header: mail.replyTo?.length
        ? JSON.stringify(mail.replyTo.map((box) => cleanMailbox('Reply-To', box)))
        : null,
      subject: headerSafe(mail.subject),
      text_body: mail.text,
      html_body: mail.html ?? null,
      message_id: checkMessageId(mail.messageId),
      in_reply_to: mail.inReplyTo ? checkMessageId(mail.inReplyTo) : null,
      references_header: mail.references?.length
        ? mail.references.map(checkMessageId).join(' ')
        : null,
      extra_headers: Object.keys(headers).length ? JSON.stringify(headers) : null,
      queued_at: now,
      next_attempt_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The columns a stored e-mail is sent from, in the order a claim returns them. */
const MAIL_COLUMNS = [
  'from_header',
  'to_header',
  'reply_to_header',
  'subject',
  'text_body',
  'html_body',
  'message_id',
  'in_reply_to',
  'references_header',
  'extra_headers',
] as const;

/** A stored row as nodemailer's options: the same bytes on every attempt but the Date. */
function toSendMail(
  row: Pick<Selectable<MailOutboxTable>, (typeof MAIL_COLUMNS)[number]>,
): SendMailOptions {
  return {
    from: JSON.parse(row.from_header) as SendMailOptions['from'],
    to: JSON.parse(row.to_header) as SendMailOptions['to'],
    ...(row.reply_to_header
      ? { replyTo: JSON.parse(row.reply_to_header) as SendMailOptions['replyTo'] }
      : {}),
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body === null ? {} : { html: row.html_body }),
    messageId: row.message_id,
    ...(row.in_reply_to ? { inReplyTo: row.in_reply_to } : {}),
    ...(row.references_header ? { references: row.references_header.split(' ') } : {}),
    ...(row.extra_headers
      ? { headers: JSON.parse(row.extra_headers) as Record<string, string> }
      : {}),
  };
}

/** Creates the outbox over an open, migrated database. */
export function createMailOutbox(db: Kysely<Database>): MailOutbox {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const queue = outboxQueue(db, 'mail_outbox', isPostgres);
  return {
    async expire(now, cutoff) {
      const rows = await queue
        .expire(now, cutoff)
        .returning(['id', 'kind', 'last_error'])
        .execute();
      return rows.map((row) => ({ id: Number(row.id), kind: row.kind, lastError: row.last_error }));
    },

    async claim(now, leaseUntil, limit) {
      const claimed = await queue
        .claim(now, leaseUntil, limit)
        .returning(['id', 'kind', 'attempts', 'queued_at', ...MAIL_COLUMNS])
        .execute();
      return claimed
        .sort((a, b) => Number(a.id) - Number(b.id))
        .map((row) => ({
          id: Number(row.id),
          kind: row.kind,
          attempts: Number(row.attempts),
          queuedAt: toIso(row.queued_at),
          mail: toSendMail(row),
        }));
    },

    ...outboxOutcomes(db, 'mail_outbox'),

    requeue: (id, now) => requeueFailedMail(db, id, now),

    purgeFinishedBefore: (cutoff) =>
      changedRows(
        db
          .deleteFrom('mail_outbox')
          .where('state', 'in', ['sent', 'failed'])
          .where('queued_at', '<', cutoff),
      ),
  };
}

/**
 * Queues the failed `mail_outbox` row `id` again ({@link MailOutbox.requeue}: state queued, due
 * at `now`, attempts and error cleared, give-up clock restarted); the same Message-ID goes out.
 * @returns false when the row is missing or not failed (queued or sent rows are left alone)
 * @throws the driver's error
 */
export async function requeueFailedMail(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
  now: string,
): Promise<boolean> {
  return changedAny(
    db
      .updateTable('mail_outbox')
      .set(requeuedAt(now))
      .where('id', '=', id)
      .where('state', '=', 'failed'),
  );
}
