/**
 * The inbox's autoresponder (docs/inbox.md "Autoresponder", docs/decisions/0046-autoresponder.md):
 * with `AUTORESPONDER=on` and e-mail configured (`SMTP_URL`), each new, non-spam contact message
 * queues one acknowledgement e-mail to the visitor in the general mail outbox
 * (server/db/mail-outbox.ts), in the same transaction as the message itself, so a stored message
 * and its acknowledgement commit together or not at all.
 *
 * - At most one per address per {@link AUTORESPONSE_INTERVAL_MS} (24 h), across instances: a
 *   compare-and-set on `autoresponse_guard` (migration 0022) keyed by the address's keyed hash
 *   (HMAC-SHA-256 under the erasure key, server/db/erasure.ts `addressHash`). The upsert
 *   `INSERT … ON CONFLICT (address_hash) DO UPDATE … WHERE last_sent_at <= cutoff RETURNING`
 *   answers a row only to the one transaction that wins: on PostgreSQL a second transaction with
 *   the same address waits on the first's index entry, then re-reads its committed time and
 *   updates nothing; SQLite runs one writer at a time. Addresses are claimed in hash order, so
 *   two groups of several addresses cannot deadlock.
 * - In the page's language (`contact_messages.language`; English when absent): the contact
 *   module's `autoresponse` copy as published — the published revision in the database
 *   (`content_heads` → `content_revisions`, migration 0010) when the editor has published one,
 *   else the repository's seed file — read when an acknowledgement is due, never a build-time
 *   constant. Arabic's HTML part carries `lang="ar" dir="rtl"`; every HTML part names its language.
 * - From `REPLY_FROM` (default `NOTIFY_FROM`), Reply-To the team (`NOTIFY_TO`), as replies are;
 *   `Auto-Submitted: auto-replied` (RFC 3834 §5) so the visitor's own autoresponder stays quiet.
 * - It echoes nothing of the message but the visitor's name in the greeting (one line, controls
 *   and invisible characters removed): an acknowledgement that quoted the subject or text would
 *   let anyone send chosen words to any address through the site (OWASP "Abuse of functionality").
 *   Nothing personal is logged.
 */
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../common/i18n';
import {
  autoresponseCopyIn,
  seedAutoresponseCopy,
  type AutoresponseCopy,
} from '../content/site-content';
import { addressHash, erasureKey, type ErasureKey } from '../db/erasure';
import { enqueueMail, newMessageId, type OutgoingMail } from '../db/mail-outbox';
import type { Database } from '../db/schema';
import type { NotificationsConfig } from '../env';
import { escapeHtml } from '../html-escape';
import { headerSafe } from '../notifications/email';
import { mailboxOf } from '../notifications/reply-email';
import { AUTORESPONSE_INTERVAL_MS } from './limits';
import { changedRows } from '../db/changed-rows';

/** The `kind` of an acknowledgement's `mail_outbox` row. */
export const AUTORESPONSE_MAIL_KIND = 'autoresponse';

/** The outbox's address rule (server/db/mail-outbox.ts): a row it would refuse is skipped. */
const deliverable = z.email().max(254);

export type { AutoresponseCopy };

/** What an acknowledgement needs of a stored message. */
export interface AcknowledgedMessage {
  id: number;
  name: string;
  email: string;
  /** The page's language as stored; null or unknown: English. */
  language: string | null;
}

/** Options of {@link createAutoresponder}. */
export interface AutoresponderOptions {
  /** The mail settings (`REPLY_FROM`, `NOTIFY_TO`): replies' own. */
  mail: Pick<NotificationsConfig, 'replyFrom' | 'to'>;
  /** `ERASURE_HASH_KEY`; null: the database's own key (server/db/erasure.ts). */
  erasureHashKey: string | null;
  /** The clock of the 24 h rule and the queue time, epoch ms. Default `Date.now`. */
  now?: () => number;
}

/** The autoresponder as the contact service and the inbox's "Not spam" use it. */
export interface Autoresponder {
  /**
   * Queues the acknowledgements due for `messages` in `trx`, the transaction that stores (or
   * un-spams) them: one per address whose guard lets it through, the first message of an address
   * in the list answered. Call it only for messages filed `new`.
   * @returns how many were queued
   * @throws the driver's error, or when the erasure key is missing (the caller's transaction then
   *   rolls back: the message is not stored without the acknowledgement it is due)
   */
  acknowledge(
    trx: Transaction<Database>,
    messages: readonly AcknowledgedMessage[],
  ): Promise<number>;
}

/** The page language of a stored row: one of the site's languages, else English. */
export function languageOf(language: string | null): Locale {
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : 'en';
}

/**
 * The `autoresponse` copy in `language` as published: the published revision's block when the
 * contact module has one in the database and it passes the module's schema, else the seed file's.
 * @param executor the database or the transaction the acknowledgement is queued in
 */
export async function publishedAutoresponseCopy(
  executor: Kysely<Database> | Transaction<Database>,
  language: Locale,
): Promise<AutoresponseCopy> {
  const row = await executor
    .selectFrom('content_heads')
    .innerJoin('content_revisions', 'content_revisions.id', 'content_heads.published_revision_id')
    .select('content_revisions.data')
    .where('content_heads.module', '=', 'contact')
    .where('content_heads.language', '=', language)
    .executeTakeFirst();
  return (row && autoresponseCopyIn(JSON.parse(row.data))) || seedAutoresponseCopy(language);
}

/** `text` with every `{name}` replaced by `name`. */
const withName = (text: string, name: string) => text.replaceAll('{name}', name);

/**
 * The acknowledgement e-mail of `message` in `language` (see the module comment).
 * @param copy the published `autoresponse` block of that language
 */
export function composeAutoresponse(
  message: AcknowledgedMessage,
  language: Locale,
  copy: AutoresponseCopy,
  mail: Pick<NotificationsConfig, 'replyFrom' | 'to'>,
): OutgoingMail {
  const name = headerSafe(message.name);
  const greeting = withName(copy.greeting, name).trim();
  const paragraphs = copy.paragraphs.map((paragraph) => withName(paragraph, name).trim());
  const signature = withName(copy.signature, name).trim();
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const blocks = [greeting, ...paragraphs, signature].filter(Boolean);
  return {
    kind: AUTORESPONSE_MAIL_KIND,
    contactMessageId: message.id,
    from: mailboxOf(mail.replyFrom),
    to: { name: message.name, address: message.email },
    replyTo: mail.to.map((address) => ({ address })),
    subject: withName(copy.subject, name),
    // Arabic text in a plain-text part: the reader's bidi algorithm lays it out right to left;
    // each paragraph starts with an Arabic letter, so its direction is Arabic's.
    text: `${blocks.join('\n\n')}\n`,
    html:
      `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">` +
      `<title>${escapeHtml(withName(copy.subject, name))}</title></head>` +
      `<body dir="${dir}">${blocks.map((block) => `<p>${escapeHtml(block)}</p>`).join('')}</body></html>`,
    messageId: newMessageId(AUTORESPONSE_MAIL_KIND, mail.replyFrom),
    headers: { 'Auto-Submitted': 'auto-replied' },
  };
}

/** Creates the autoresponder (see the module comment). */
export function createAutoresponder(options: AutoresponderOptions): Autoresponder {
  const now = options.now ?? Date.now;
  let key: ErasureKey | undefined;
  return {
    async acknowledge(trx, messages) {
      if (messages.length === 0) return 0;
      // Read in the caller's transaction: SQLite's one connection is busy with it.
      key ??= await erasureKey(trx, options.erasureHashKey);
      const at = new Date(now());
      const sentAt = at.toISOString();
      const cutoff = new Date(at.getTime() - AUTORESPONSE_INTERVAL_MS).toISOString();
      // The first message of each address, claimed in hash order (no lock-order deadlock).
      const byHash = new Map<string, AcknowledgedMessage>();
      for (const message of messages) {
        if (!deliverable.safeParse(message.email.trim()).success) continue;
        const hash = addressHash(key.key, message.email);
        if (!byHash.has(hash)) byHash.set(hash, message);
      }
      let queued = 0;
      const copies = new Map<Locale, AutoresponseCopy>();
      for (const hash of [...byHash.keys()].sort()) {
        const won = await trx
          .insertInto('autoresponse_guard')
          .values({ address_hash: hash, last_sent_at: sentAt })
          .onConflict((conflict) =>
            conflict
              .column('address_hash')
              .doUpdateSet({ last_sent_at: sentAt })
              .where('autoresponse_guard.last_sent_at', '<=', cutoff),
          )
          .returning('address_hash')
          .executeTakeFirst();
        if (!won) continue;
        const message = byHash.get(hash)!;
        const language = languageOf(message.language);
        let copy = copies.get(language);
        if (!copy) {
          copy = await publishedAutoresponseCopy(trx, language);
          copies.set(language, copy);
        }
        await enqueueMail(trx, composeAutoresponse(message, language, copy, options.mail), sentAt);
        queued += 1;
      }
      return queued;
    },
  };
}

/**
 * Deletes `autoresponse_guard` rows older than the 24 h rule (the retention purge, on whether
 * the autoresponder is on or not): they no longer hold anything back.
 * @param nowMs the clock, epoch ms
 * @returns rows deleted
 */
export async function purgeAutoresponseGuard(db: Kysely<Database>, nowMs: number): Promise<number> {
  const cutoff = new Date(nowMs - AUTORESPONSE_INTERVAL_MS).toISOString();
  return changedRows(db.deleteFrom('autoresponse_guard').where('last_sent_at', '<', cutoff));
}
