/**
 * What the outboxes share, the notification outbox (migration 0003), the mail outbox
 * (migration 0017) and the chat webhook's (migration 0023): a claimed row's outcome (sent, due again later, failed for good), the
 * release of every lease at start, the backlog for the metrics, a row's delivery as the CLI and
 * the inbox show it, the two updates every claim and expiry start from ({@link outboxQueue}),
 * and the claim and expiry of the two outboxes whose row is one contact message's
 * ({@link messageOutboxQueue}). What a claimed row carries differs per outbox; these do not.
 * Times are ISO 8601 UTC strings; an error is kept clipped to {@link NOTIFY_LAST_ERROR_MAX_CHARS}.
 */
import type { Kysely, Selectable, UpdateQueryBuilder, UpdateResult } from 'kysely';
import { NOTIFY_LAST_ERROR_MAX_CHARS } from '../notifications/limits';
import { toIso } from './rows';
import type { ContactMessagesTable, Database, NotificationState } from './schema';
import { changedRows } from './changed-rows';

/** A table with the outbox columns of migration 0003 (and 0017 and 0023, which copy them). */
export type OutboxTable = 'notification_outbox' | 'mail_outbox' | 'webhook_outbox';

/** A send error as stored: at most {@link NOTIFY_LAST_ERROR_MAX_CHARS} characters, "…" when cut. */
export const clipSendError = (text: string) =>
  text.length > NOTIFY_LAST_ERROR_MAX_CHARS
    ? `${text.slice(0, NOTIFY_LAST_ERROR_MAX_CHARS - 1)}…`
    : text;

/** A row's delivery as the messages CLI and the inbox show it. */
export interface OutboxDelivery {
  state: NotificationState;
  /** Claims so far (more than 1: retried). */
  attempts: number;
  /** The last send error; cleared once sent. */
  lastError: string | null;
  /** When it was sent, ISO 8601, or null. */
  sentAt: string | null;
}

/** An outbox row's delivery columns (Date or string times) as {@link OutboxDelivery}. */
export function deliveryOf(row: {
  state: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | string | null;
}): OutboxDelivery {
  return {
    state: row.state as NotificationState,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    sentAt: row.sent_at === null ? null : toIso(row.sent_at),
  };
}

/**
 * The columns that queue a row again from the start: state queued, due at `now`, attempts,
 * lease, sent time and error cleared, and the 24 h give-up clock restarted (`queued_at`).
 */
export const requeuedAt = (now: string) =>
  ({
    state: 'queued',
    attempts: 0,
    queued_at: now,
    next_attempt_at: now,
    locked_until: null,
    sent_at: null,
    last_error: null,
  }) as const;

/** The outcome writes of one outbox, and its backlog. Every method may reject with the driver's error. */
export interface OutboxOutcomes {
  /** Marks rows sent at `at`, their leases and errors cleared. */
  markSent(ids: readonly number[], at: string): Promise<void>;
  /** Releases a row's lease and schedules its next attempt, keeping the error. */
  markRetry(id: number, nextAttemptAt: string, error: string): Promise<void>;
  /** Marks a row failed for good, with the error. */
  markFailed(id: number, error: string): Promise<void>;
  /**
   * Clears every lease. Only for a database one process owns (SQLite): any lease found at start
   * is a dead process's.
   * @returns how many leases were cleared
   */
  releaseLeases(): Promise<number>;
  /**
   * The backlog for the metrics (server/metrics.ts): queued rows (due, in back-off or leased)
   * and the oldest one's `queued_at`, in one statement over the (state, next_attempt_at) index.
   */
  backlog(): Promise<{ queued: number; oldestQueuedAt: string | null }>;
}

/** {@link OutboxOutcomes} on `table`. */
export function outboxOutcomes(db: Kysely<Database>, table: OutboxTable): OutboxOutcomes {
  return {
    async markSent(ids, at) {
      if (ids.length === 0) return;
      await db
        .updateTable(table)
        .set({ state: 'sent', sent_at: at, locked_until: null, last_error: null })
        .where('id', 'in', [...ids])
        .execute();
    },

    async markRetry(id, nextAttemptAt, error) {
      await db
        .updateTable(table)
        .set({
          next_attempt_at: nextAttemptAt,
          locked_until: null,
          last_error: clipSendError(error),
        })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id, error) {
      await db
        .updateTable(table)
        .set({ state: 'failed', locked_until: null, last_error: clipSendError(error) })
        .where('id', '=', id)
        .execute();
    },

    releaseLeases: () =>
      changedRows(
        db.updateTable(table).set({ locked_until: null }).where('locked_until', 'is not', null),
      ),

    async backlog() {
      const row = await db
        .selectFrom(table)
        .select((eb) => [
          eb.fn.countAll<number | string | bigint>().as('queued'),
          eb.fn.min('queued_at').as('oldest'),
        ])
        .where('state', '=', 'queued')
        .executeTakeFirstOrThrow();
      return {
        queued: Number(row.queued),
        oldestQueuedAt: row.oldest === null ? null : toIso(row.oldest),
      };
    },
  };
}

/**
 * The claim and the expiry every outbox runs, as update queries its caller finishes with the
 * columns it returns (each outbox returns what its rows carry). A claim leases up to `limit`
 * queued rows that are due and not under another lease, oldest due first, and counts the attempt;
 * on PostgreSQL the candidates are locked `FOR UPDATE SKIP LOCKED`, so instances never claim one
 * row twice (SQLite serialises writers). An expiry marks failed the queued rows queued at or
 * before `cutoff` (the 24 h give-up, server/notifications/limits.ts) that no lease holds.
 * Times are ISO 8601 UTC strings.
 */
export function outboxQueue<T extends OutboxTable>(
  db: Kysely<Database>,
  table: T,
  isPostgres: boolean,
) {
  // One table's builder stands for all three: they share these columns (migration 0003's).
  const name = table as OutboxTable as 'notification_outbox';
  type Update = UpdateQueryBuilder<Database, T, T, UpdateResult>;
  return {
    /** The update that leases the due rows; add `.returning([...])`. */
    claim(now: string, leaseUntil: string, limit: number): Update {
      let due = db
        .selectFrom(name)
        .select('id')
        .where('state', '=', 'queued')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit);
      if (isPostgres) due = due.forUpdate().skipLocked();
      return db
        .updateTable(name)
        .set((eb) => ({ locked_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', due) as unknown as Update;
    },
    /** The update that fails the rows past `cutoff`; add `.returning([...])`. */
    expire(now: string, cutoff: string): Update {
      return db
        .updateTable(name)
        .set({ state: 'failed', locked_until: null })
        .where('state', '=', 'queued')
        .where('queued_at', '<=', cutoff)
        .where((eb) =>
          eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]),
        ) as unknown as Update;
    },
  };
}

/** A row claimed from an outbox whose row is one contact message's, with that message. */
export interface ClaimedForMessage<M> {
  /** The outbox row's id. */
  id: number;
  /** Claims so far, this one included (1 on the first attempt). */
  attempts: number;
  /** When the row was queued: starts the 24 h give-up clock. ISO 8601. */
  queuedAt: string;
  message: M;
}

/** A row given up on by an expiry of {@link messageOutboxQueue}, for the error log. */
export interface ExpiredForMessage {
  id: number;
  messageId: number;
  lastError: string | null;
}

/**
 * The claim and the expiry of an outbox whose row is one contact message's (`message_id`): the
 * notification outbox and the chat webhook's. `claim` leases the due rows ({@link outboxQueue}),
 * then reads their messages' `columns` (the first one `id`) in one query and returns the rows in
 * id order, each with its message as `toMessage` shapes it; a row whose message was deleted
 * meanwhile is left out (its outbox row went with it, ON DELETE CASCADE). `expire` returns the
 * rows it failed. Both may reject with the driver's error.
 */
export function messageOutboxQueue<K extends keyof ContactMessagesTable & string, M>(
  db: Kysely<Database>,
  table: 'notification_outbox' | 'webhook_outbox',
  isPostgres: boolean,
  columns: readonly ['id', ...K[]],
  toMessage: (row: Pick<Selectable<ContactMessagesTable>, 'id' | K>) => M,
) {
  const queue = outboxQueue(db, table as 'notification_outbox', isPostgres);
  return {
    async expire(now: string, cutoff: string): Promise<ExpiredForMessage[]> {
      const rows = await queue
        .expire(now, cutoff)
        .returning(['id', 'message_id', 'last_error'])
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        messageId: Number(row.message_id),
        lastError: row.last_error,
      }));
    },

    async claim(now: string, leaseUntil: string, limit: number): Promise<ClaimedForMessage<M>[]> {
      const claimed = await queue
        .claim(now, leaseUntil, limit)
        .returning(['id', 'message_id', 'attempts', 'queued_at'])
        .execute();
      if (claimed.length === 0) return [];
      // Kysely cannot resolve a generic column list; the rows are exactly those columns.
      const messages = (await db
        .selectFrom('contact_messages')
        .select(columns)
        .where(
          'id',
          'in',
          claimed.map((row) => row.message_id),
        )
        .execute()) as unknown as Pick<Selectable<ContactMessagesTable>, 'id' | K>[];
      const byId = new Map(messages.map((row) => [Number(row.id), row]));
      const result: ClaimedForMessage<M>[] = [];
      for (const row of claimed.sort((a, b) => Number(a.id) - Number(b.id))) {
        const message = byId.get(Number(row.message_id));
        if (!message) continue;
        result.push({
          id: Number(row.id),
          attempts: Number(row.attempts),
          queuedAt: toIso(row.queued_at),
          message: toMessage(message),
        });
      }
      return result;
    },
  };
}
