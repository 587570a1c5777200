/**
 * Limits of the team inbox (DESIGN §8 "Team inbox"): listing, search and the retention purge,
 * each citing its source.
 */

/** Messages per page of the inbox list (keyset pagination, DESIGN §8 "Team inbox"). */
export const INBOX_PAGE_SIZE = 50;

/** Largest page a client may ask for with `?limit=`. */
export const INBOX_MAX_PAGE_SIZE = 200;

/** Longest search text accepted by `?q=`, in characters (longer answers 400). */
export const INBOX_SEARCH_MAX_CHARS = 200;

/**
 * How often the server runs the retention purge (also once at start-up; DESIGN §8: daily).
 * Milliseconds (a day).
 */
export const RETENTION_PURGE_INTERVAL_MS = 86_400_000;

/**
 * Rows deleted per statement by the retention purge, so a first purge of a large backlog never
 * holds SQLite's write lock for long (inserts wait at most one batch).
 */
export const RETENTION_PURGE_BATCH = 1_000;

/**
 * Days a message filed as spam is kept before the retention job erases it (docs/decisions/0039):
 * long enough for the team to look through the Spam folder and press "Not spam", short enough
 * that what bots send is not kept like a message. Counted from `received_at`, like
 * `RETENTION_DAYS`, which still applies when it is shorter.
 */
export const SPAM_RETENTION_DAYS = 30;

/**
 * Weeks of time to first reply the inbox shows (`GET /api/admin/reply-times`): two months, the
 * current week last.
 */
export const REPLY_TIME_WEEKS = 8;
