/**
 * The writes the outboxes share, the notification outbox (migration 0003), the mail outbox
 * (migration 0017) and the chat webhook's (migration 0023): a claimed row's outcome (sent, due again later, failed for good) and the
 * release of every lease at start. Claims differ per outbox (what each row carries); these do not.
 * Times are ISO 8601 UTC strings; an error is kept clipped to {@link NOTIFY_LAST_ERROR_MAX_CHARS}.
 */
import type { Kysely } from 'kysely';
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
