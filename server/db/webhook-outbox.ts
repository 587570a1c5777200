/**
 * The chat webhook's outbox (docs/inbox.md "Chat webhook"; table `webhook_outbox` of migration
 * 0023; docs/decisions/0047-chat-webhook-outbox.md): claims due rows for the sender
 * (server/notifications/sender.ts, the loop that drains the e-mail outboxes, by the same rules),
 * records outcomes (server/db/outbox-outcomes.ts) and reports the backlog. Rows are written by
 * migration 0023's trigger in the same statement that stores the message while
 * `webhook_settings.enabled` is 1 ({@link WebhookOutbox.setEnabled}), and by "Not spam"
 * ({@link queueWebhook}).
 *
 * Claims are safe across instances as in server/db/notification-outbox.ts (`FOR UPDATE SKIP
 * LOCKED` on PostgreSQL, and a lease in `locked_until`). All times are ISO 8601 UTC strings.
 */
import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import {
  messageOutboxQueue,
  outboxOutcomes,
  type ClaimedForMessage,
  type ExpiredForMessage,
  type OutboxOutcomes,
} from './outbox-outcomes';
import { toIso } from './rows';
import type { Database } from './schema';

/** What a post may say of a message; `message` and `subject` only with WEBHOOK_INCLUDE_BODY=on. */
export interface WebhookMessage {
  id: number;
  name: string;
  subject: string;
  message: string;
  /** The page path the form was sent from, or null (an API client that gave none). */
  page: string | null;
  /** The page's language (`en`, `fr`, …), or null. */
  language: string | null;
  /** ISO 8601 UTC. */
  receivedAt: string;
}

/** A row claimed for posting, with its message. */
export type ClaimedWebhook = ClaimedForMessage<WebhookMessage>;

/** A row given up on by {@link WebhookOutbox.expire}. */
export type ExpiredWebhook = ExpiredForMessage;

/** Data access for the webhook sender and metrics. Every method may reject with the driver's error. */
export interface WebhookOutbox extends OutboxOutcomes {
  /**
   * Turns queueing by migration 0023's trigger on or off (`webhook_settings.enabled`); the server
   * calls it at start with whether `WEBHOOK_URL` is set. Rows already queued stay.
   */
  setEnabled(enabled: boolean): Promise<void>;
  /** Marks `failed` every queued row (not under lease) queued at or before `cutoff`. */
  expire(now: string, cutoff: string): Promise<ExpiredWebhook[]>;
  /** Claims up to `limit` due rows, oldest first: lease until `leaseUntil`, attempt counted. */
  claim(now: string, leaseUntil: string, limit: number): Promise<ClaimedWebhook[]>;
}

/**
 * Queues message `id`'s post in `trx` ("Not spam": the row the trigger skipped), due at `at`,
 * only while the webhook is enabled, and never twice (`message_id` is unique).
 */
export async function queueWebhook(trx: Transaction<Database>, id: number, at: string) {
  const settings = await trx
    .selectFrom('webhook_settings')
    .select('enabled')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (Number(settings?.enabled ?? 0) !== 1) return;
  await trx
    .insertInto('webhook_outbox')
    .values({ message_id: id, queued_at: at, next_attempt_at: at })
    .onConflict((conflict) => conflict.column('message_id').doNothing())
    .execute();
}

/** Creates the outbox over an open, migrated database. */
export function createWebhookOutbox(db: Kysely<Database>): WebhookOutbox {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    async setEnabled(enabled) {
      await db
        .updateTable('webhook_settings')
        .set({ enabled: enabled ? 1 : 0 })
        .where('id', '=', 1)
        .execute();
    },

    ...messageOutboxQueue(
      db,
      'webhook_outbox',
      isPostgres,
      ['id', 'name', 'subject', 'message', 'page', 'language', 'received_at'] as const,
      (message): WebhookMessage => ({
        id: Number(message.id),
        name: message.name,
        subject: message.subject,
        message: message.message,
        page: message.page ?? null,
        language: message.language ?? null,
        receivedAt: toIso(message.received_at),
      }),
    ),

    ...outboxOutcomes(db, 'webhook_outbox'),
  };
}
