/**
 * A per-job client-side PostgreSQL read time-out (DESIGN §8 "Faults"): the pool in
 * server/db/database.ts passes the scope's value as each query's `query_timeout`. A module of its
 * own, with no imports of the app's, so jobs can use it without importing the database module.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The client-side read time-out (ms) of the PostgreSQL queries made inside {@link withQueryTimeout}. */
export const queryTimeoutScope = new AsyncLocalStorage<number>();

/**
 * Runs `work` with a longer client-side `query_timeout` (ms) for every PostgreSQL query it makes
 * through the pool, for background jobs that also raise their transaction's `statement_timeout`
 * (`SET LOCAL`): without it the pool's `PG_QUERY_TIMEOUT_MS` (2.5 s) would end a job's slow
 * statement on the client ("Query read timeout") long before the server's own limit. pg reads a
 * per-query `query_timeout` before the client's (pg `Client.query`). No effect on SQLite.
 * @param timeoutMs the read time-out, a little above the job's `statement_timeout`; milliseconds
 */
export function withQueryTimeout<T>(timeoutMs: number, work: () => Promise<T>): Promise<T> {
  return queryTimeoutScope.run(timeoutMs, work);
}
