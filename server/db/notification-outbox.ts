/**
 * The notification outbox (DESIGN §8; table of migration 0003): claims due rows for the sender,
 * records each send's outcome, shows states to the messages CLI and queues a message again.
 * Rows are written by the database trigger of migration 0003 in the same transaction as the
 * message, never here.
 *
 * Claims are safe across instances: on PostgreSQL the candidate rows are locked with
 * `FOR UPDATE SKIP LOCKED`, so concurrent claims never take the same row, and the claim sets a
 * lease (`locked_until`) that hides the row from every claim until it runs out; if the claiming
 * instance dies, another takes the row over after the lease. SQLite serialises writers, so the
 * same UPDATE is atomic there without row locks. All times are ISO 8601 UTC strings in and out.
 */
import { PostgresAdapter, type Kysely } from 'kysely';
import { CONTACT_FIELD_COLUMNS } from '../../common/contact-fields';
import {
  deliveryOf,
  messageOutboxQueue,
  outboxOutcomes,
  requeuedAt,
  type ClaimedForMessage,
  type ExpiredForMessage,
  type OutboxDelivery,
  type OutboxOutcomes,
} from './outbox-outcomes';
import { toIso } from './rows';
import type { Database, StoredMessage } from './schema';

/**
 * The columns a notification reads of a message: its id, every field's column
 * (common/contact-fields.ts) and the server's receipt time.
 */
export const NOTIFIED_COLUMNS = ['id', ...CONTACT_FIELD_COLUMNS, 'received_at'] as const;

/**
 * What a notification says about a message: the stored row's visitor-supplied fields
 * (common/contact-fields.ts; an optional one left empty is `''`) and its receipt time (ISO
 * 8601 UTC).
 */
export type NotifiedMessage = Pick<StoredMessage, (typeof NOTIFIED_COLUMNS)[number]>;

/**
 * A row claimed for sending, with its message; queued at the message's receipt, or its last
 * `resend`.
 */
export type ClaimedNotification = ClaimedForMessage<NotifiedMessage>;

/** A message's notification as the CLI shows it. */
export type NotificationStatus = OutboxDelivery;

/** A row given up on by {@link NotificationOutbox.expire}. */
export type ExpiredNotification = ExpiredForMessage;

/** Data access for the outbox. Every method may reject with the driver's error. */
export interface NotificationOutbox extends OutboxOutcomes {
  /**
   * Marks `failed` every queued row (not under lease) queued at or before `cutoff`: it was not
   * sent in time (DESIGN §8: `failed` after 24 h).
   * @returns the rows marked, for the error log
   */
  expire(now: string, cutoff: string): Promise<ExpiredNotification[]>;
  /**
   * Claims up to `limit` due rows (queued, `next_attempt_at` ≤ now, no running lease), oldest
   * first: sets `locked_until` = `leaseUntil` and counts the attempt.
   */
  claim(now: string, leaseUntil: string, limit: number): Promise<ClaimedNotification[]>;
  /** The notification of each message that has one, by message id. */
  statuses(messageIds?: readonly number[]): Promise<Map<number, NotificationStatus>>;
  /**
   * Queues a message's notification again (CLI `resend`): state queued, due now, attempts and
   * error cleared, give-up clock restarted; creates the row for a message that had none.
   * @returns false when no message has that id
   */
  resend(messageId: number, now: string): Promise<boolean>;
}

/** Creates the outbox over an open, migrated database. */
export function createNotificationOutbox(db: Kysely<Database>): NotificationOutbox {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    ...messageOutboxQueue(
      db,
      'notification_outbox',
      isPostgres,
      NOTIFIED_COLUMNS,
      (message): NotifiedMessage => ({
        ...message,
        id: Number(message.id),
        received_at: toIso(message.received_at),
      }),
    ),

    ...outboxOutcomes(db, 'notification_outbox'),

    async statuses(messageIds) {
      let query = db
        .selectFrom('notification_outbox')
        .select(['message_id', 'state', 'attempts', 'last_error', 'sent_at']);
      if (messageIds) {
        if (messageIds.length === 0) return new Map();
        query = query.where('message_id', 'in', [...messageIds]);
      }
      const rows = await query.execute();
      return new Map(rows.map((row) => [Number(row.message_id), deliveryOf(row)]));
    },

    async resend(messageId, now) {
      const message = await db
        .selectFrom('contact_messages')
        .select('id')
        .where('id', '=', messageId)
        .executeTakeFirst();
      if (!message) return false;
      const queued = requeuedAt(now);
      await db
        .insertInto('notification_outbox')
        .values({ message_id: messageId, ...queued })
        .onConflict((conflict) => conflict.column('message_id').doUpdateSet(queued))
        .execute();
      return true;
    },
  };
}
