/**
 * The writes the outboxes share, the notification outbox (migration 0003), the mail outbox
 * (migration 0017) and the chat webhook's (migration 0023): a claimed row's outcome (sent, due again later, failed for good) and the
 * release of every lease at start, and the two updates every claim and expiry start from
 * ({@link outboxQueue}). What a claimed row carries differs per outbox; these do not.
 * Times are ISO 8601 UTC strings; an error is kept clipped to {@link NOTIFY_LAST_ERROR_MAX_CHARS}.
 */
import type { Kysely, UpdateQueryBuilder, UpdateResult } from 'kysely';
import { NOTIFY_LAST_ERROR_MAX_CHARS } from '../notifications/limits';
import type { Database } from './schema';

/** A table with the outbox columns of migration 0003 (and 0017 and 0023, which copy them). */
export type OutboxTable = 'notification_outbox' | 'mail_outbox' | 'webhook_outbox';

/** A send error as stored: at most {@link NOTIFY_LAST_ERROR_MAX_CHARS} characters, "…" when cut. */
export const clipSendError = (text: string) =>
  text.length > NOTIFY_LAST_ERROR_MAX_CHARS
    ? `${text.slice(0, NOTIFY_LAST_ERROR_MAX_CHARS - 1)}…`
    : text;

/** The outcome writes of one outbox. Every method may reject with the driver's error. */
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

    async releaseLeases() {
      const result = await db
        .updateTable(table)
        .set({ locked_until: null })
        .where('locked_until', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
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
