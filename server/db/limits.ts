/**
 * Limits and time-outs of the database (DESIGN §6 "503 within 5 s", §8 "Faults"), each citing
 * its source: SQLite's busy wait and worker, PostgreSQL's pool and time-outs, group commit, and
 * the Retry-After of a database 503.
 */

/**
 * SQLite: how long a writer waits for a lock held by another process (e.g. the CLI) before
 * SQLITE_BUSY, answered 503 (DESIGN §6: "503 within 5 s"). Milliseconds.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 3_000;

/**
 * Group commit (server/db/group-commit.ts): most rows in one INSERT transaction. 1000 rows × 7
 * parameters stays far below SQLite's 32766 and PostgreSQL's 65535 bound parameters.
 */
export const GROUP_COMMIT_MAX_ROWS = 1000;

/**
 * SQLite worker (server/db/sqlite-worker.mjs): prepared statements kept by SQL text. Grouped
 * inserts have one shape per group size, so this covers the common sizes plus the few reads.
 */
export const SQLITE_STATEMENT_CACHE_SIZE = 200;

/** PostgreSQL pool size per server instance. Connections. */
export const PG_POOL_MAX = 10;

/**
 * DESIGN §6 "database faults: 503 within 5 s": the longest a request waits for a
 * PostgreSQL connection (connecting, or a free pooled client). pg-pool may spend it twice (waiting
 * for a slot, then connecting), so 2 × this stays under 5 s. Milliseconds.
 */
export const PG_CONNECTION_TIMEOUT_MS = 2_000;

/**
 * Server-side `statement_timeout` (DESIGN §8 "Faults"); an insert takes milliseconds, so anything
 * near this is a stuck database. Milliseconds.
 */
export const PG_STATEMENT_TIMEOUT_MS = 2_000;

/**
 * Client-side `query_timeout`, for a server that stopped answering at all (frozen,
 * network gone), where `statement_timeout` never fires. A little above the statement time-out
 * so PostgreSQL's own cancellation wins when it can. Milliseconds.
 */
export const PG_QUERY_TIMEOUT_MS = 2_500;

/** A session left inside a transaction is ended by PostgreSQL after this. Milliseconds. */
export const PG_IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;

/**
 * `Retry-After` of a 503 when the database is unreachable, busy or full: long enough
 * for a restart, short enough that the visitor's retry soon succeeds. Seconds.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
