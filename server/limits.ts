/**
 * Every limit and timing of the server in one place, each citing its source.
 * Field lengths live in `common/contact-schema.ts` (CONTACT_LIMITS) because the form shares them.
 */

/** DESIGN §4: a contact insert body over 16 KiB is answered 413. Bytes. */
export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Rows accepted in one insert request. The site sends one (spec §7); the 16 KiB body limit
 * already bounds a request to roughly 180 minimal rows, so 100 is a clear, generous ceiling
 * that keeps one transaction short. More rows answer 400 (code 54000).
 */
export const CONTACT_MAX_ROWS_PER_REQUEST = 100;

/** DESIGN §4, §2: default contact inserts per client IP per {@link RATE_LIMIT_WINDOW_MS}. */
export const DEFAULT_RATE_LIMIT_MAX = 20;

/** Window of the contact rate limit. Milliseconds (one minute). */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** DESIGN §4: CORS preflight answers are cached this long by browsers. Seconds (one day). */
export const CORS_MAX_AGE_SECONDS = 86_400;

/** STACK-NOTES §8: hashed files under /assets/ are cached for a year and marked immutable. Seconds. */
export const IMMUTABLE_ASSET_MAX_AGE_SECONDS = 31_536_000;

/** Unhashed static files (favicon, images, PDFs) may be reused for an hour. Seconds. */
export const STATIC_FILE_MAX_AGE_SECONDS = 3_600;

/** HSTS max-age sent by helmet (DESIGN §3). Seconds (180 days, helmet's default). */
export const HSTS_MAX_AGE_SECONDS = 15_552_000;

/** SQLite: how long a writer waits for a lock held by another process (e.g. the CLI). Milliseconds. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

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

/**
 * Group inserts of up to this many rows keep their SQL text for reuse (server/db/
 * contact-repository.ts). Under 50 connections groups hold about 25 rows; larger, rarer groups
 * are compiled each time rather than cached (a 1000-row statement is about 20 KB of SQL).
 */
export const INSERT_SQL_CACHE_MAX_ROWS = 128;

/** PostgreSQL pool size per server instance. Connections. */
export const PG_POOL_MAX = 10;

/** Graceful shutdown (DESIGN §3): in-flight requests get this long to finish before exit. Milliseconds. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Issue 7: web-vitals reports are tiny; anything bigger is not a report (bytes). */
export const VITALS_BODY_LIMIT_BYTES = 2 * 1024;
/** Issue 7: web-vitals reports per client IP per {@link RATE_LIMIT_WINDOW_MS} (five metrics a page view). */
export const VITALS_RATE_LIMIT_MAX = 120;
