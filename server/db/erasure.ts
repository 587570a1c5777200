/**
 * Erasure by address (GDPR Art. 17; docs/privacy.md "Erasure by address", DESIGN §8 "Lead desk"):
 * every message whose address is the one asked for (trimmed, case-insensitive), with its notes,
 * history, notification and chat-webhook outbox rows, replies and their mail (and any other
 * `mail_outbox` row to that address, such as the autoresponder's acknowledgements), and the
 * autoresponder's guard row of the address's hash (migration 0022), is deleted in one transaction,
 * and an audit row records
 * who, when, how many rows per table, and the address's keyed hash — never the address.
 *
 * The hash is HMAC-SHA-256 (RFC 2104) of the normalised address under the erasure key:
 * `ERASURE_HASH_KEY` when set, else the random key migration 0016 stored in `app_secrets`
 * (docs/decisions/0037-lead-desk-statuses-and-erasure-key.md). With the key, the operator can
 * later answer "was this address erased, when?" by hashing it again; without it, the audit tells
 * nobody whose messages they were. `key_id` (the first 16 hex digits of the key's SHA-256) says
 * which key a row was made with, so a rotated key does not silently fail to match.
 */
import { createHash, createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ErasureCounts } from '../../common/admin-api';
import { ERASURE_KEY_SECRET } from './migrations/0016-lead-desk';
import { normaliseAddress } from './address';
import type { Database } from './schema';

/** The erasure key and its fingerprint. */
export interface ErasureKey {
  key: string;
  /** First 16 hex digits of the key's SHA-256. */
  id: string;
}

/** An erasure done: rows deleted per table and the audit row's id. */
export interface ErasureResult {
  counts: ErasureCounts;
  auditId: number;
}

/** Erasures over one database. */
export interface Erasures {
  /**
   * Erases every message of `email` with its notes, history and outbox rows, and writes the
   * audit row, all in one transaction (nothing is deleted if any step fails).
   * @param by who asked: a team account's e-mail, or `cli` (`cli:<user>`)
   * @param at ISO 8601 time
   */
  erase(email: string, by: string, at: string): Promise<ErasureResult>;
}

/** The fingerprint of a key (see the module comment). */
export function keyId(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 16);
}

/**
 * The audit's hash of an address: hex HMAC-SHA-256 under `key` of the address trimmed and
 * lower-cased, so `' Ada@Example.com'` and `'ada@example.com'` hash alike.
 */
export function addressHash(key: string, email: string): string {
  return createHmac('sha256', key).update(normaliseAddress(email), 'utf8').digest('hex');
}

/**
 * The erasure key: `configured` (`ERASURE_HASH_KEY`) when set, else the database's own
 * (`app_secrets`, made by migration 0016).
 * @throws when neither exists (a database not migrated to 0016)
 */
export async function erasureKey(
  db: Kysely<Database>,
  configured: string | null,
): Promise<ErasureKey> {
  if (configured) return { key: configured, id: keyId(configured) };
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', ERASURE_KEY_SECRET)
    .executeTakeFirst();
  if (!row) throw new Error('No erasure key: set ERASURE_HASH_KEY or run migration 0016');
  return { key: row.value, id: keyId(row.value) };
}

/**
 * Creates the erasures over an open, migrated database.
 * @param configuredKey `ERASURE_HASH_KEY`, or null for the database's own key
 */
export function createErasures(db: Kysely<Database>, configuredKey: string | null): Erasures {
  let key: Promise<ErasureKey> | undefined;
  return {
    async erase(email, by, at) {
      key ??= erasureKey(db, configuredKey);
      const { key: secret, id } = await key.catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      const address = normaliseAddress(email);
      return db.transaction().execute(async (trx) => {
        const ofAddress = trx
          .selectFrom('contact_messages')
          .select('id')
          .where(sql<string>`lower(trim(email))`, '=', address);
        // Children first (history names notes), so each table's count is its own rows.
        const childrenOf = async (
          table:
            | 'notification_outbox'
            | 'webhook_outbox'
            | 'message_history'
            | 'message_notes'
            | 'message_replies',
        ) =>
          Number(
            (await trx.deleteFrom(table).where('message_id', 'in', ofAddress).executeTakeFirst())
              .numDeletedRows,
          );
        // `outbox` counts both of a message's queued notices: its e-mail notification and its
        // chat-webhook post (migration 0023).
        const outbox =
          (await childrenOf('notification_outbox')) + (await childrenOf('webhook_outbox'));
        const history = await childrenOf('message_history');
        const replies = await childrenOf('message_replies');
        // The replies' e-mails, and any mail to the address not tied to a message.
        const mail = Number(
          (
            await trx
              .deleteFrom('mail_outbox')
              .where((eb) =>
                eb.or([eb('contact_message_id', 'in', ofAddress), eb('recipient', '=', address)]),
              )
              .executeTakeFirst()
          ).numDeletedRows,
        );
        const notes = await childrenOf('message_notes');
        const messages = Number(
          (
            await trx
              .deleteFrom('contact_messages')
              .where(sql<string>`lower(trim(email))`, '=', address)
              .executeTakeFirst()
          ).numDeletedRows,
        );
        // The autoresponder's guard row (migration 0022): only a keyed hash, but of this address.
        await trx
          .deleteFrom('autoresponse_guard')
          .where('address_hash', '=', addressHash(secret, address))
          .execute();
        const counts = { messages, notes, history, outbox, replies, mail };
        const audit = await trx
          .insertInto('erasure_audit')
          .values({
            erased_at: at,
            erased_by: by,
            address_hash: addressHash(secret, address),
            key_id: id,
            ...counts,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { counts, auditId: Number(audit.id) };
      });
    },
  };
}
