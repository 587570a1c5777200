/**
 * Limits of the site insights (DESIGN §8 "Site insights"; decisions 0024, 0025, 0028), each
 * citing its source: collecting page views, their write buffer, the visitor hash, retention and
 * the roll-up job.
 */

/**
 * `statement_timeout` inside the PostgreSQL insights roll-up's transaction (`SET LOCAL`,
 * server/insights/roll-up.ts): a background job, whose aggregation of a busy day (333,000 views)
 * passed `PG_STATEMENT_TIMEOUT_MS` (server/db/limits.ts) on a loaded host. Still bounded, so a
 * stuck database does not hold the day's advisory lock for ever. Milliseconds.
 */
export const INSIGHTS_ROLLUP_STATEMENT_TIMEOUT_MS = 60_000;

/**
 * The client-side read time-out of the roll-up's queries (server/db/query-timeout.ts
 * `withQueryTimeout`): a little above {@link INSIGHTS_ROLLUP_STATEMENT_TIMEOUT_MS}, as the pool's
 * `PG_QUERY_TIMEOUT_MS` is above its statement time-out, so PostgreSQL's own cancellation wins
 * when the server answers at all. Milliseconds.
 */
export const INSIGHTS_ROLLUP_QUERY_TIMEOUT_MS = INSIGHTS_ROLLUP_STATEMENT_TIMEOUT_MS + 5_000;

/** A page-view report is a few short fields (about 200 bytes); anything over 1 KiB is not one. Bytes. */
export const PAGEVIEWS_BODY_LIMIT_BYTES = 1024;

/**
 * Page views per client IP per `RATE_LIMIT_WINDOW_MS` (server/limits.ts): one a second on
 * average, far above a person reading pages, still generous for an office behind one address (as
 * `VITALS_RATE_LIMIT_MAX`, server/routes/vitals.ts).
 */
export const PAGEVIEWS_RATE_LIMIT_MAX = 60;

/**
 * How often the page-view buffer is written to the database (server/insights/write-buffer.ts,
 * decision 0028): at most this long's views are lost if the process crashes. Milliseconds;
 * `PAGE_VIEWS_FLUSH_MS`.
 */
export const PAGEVIEWS_FLUSH_INTERVAL_MS_DEFAULT = 250;

/**
 * Rows that make the buffer write at once, before its interval, and the most rows one INSERT
 * carries: 500 rows × 10 columns = 5,000 bound parameters, far below SQLite's 32,766
 * (SQLITE_MAX_VARIABLE_NUMBER, "Limits In SQLite" §9) and PostgreSQL's 65,535 (protocol Bind's
 * Int16 parameter count). `PAGE_VIEWS_FLUSH_ROWS`.
 */
export const PAGEVIEWS_FLUSH_ROWS_DEFAULT = 500;

/**
 * Most page views one instance holds unwritten (a few hundred bytes each: about 3 MB). Past it,
 * while the database is slow or down, new views are answered 204 and dropped, and counted
 * (`site_page_views_dropped_total`): memory stays bounded whatever the database does.
 */
export const PAGEVIEWS_BUFFER_MAX_ROWS = 10_000;

/** Longest stored `path`, as `web_vitals.path` (DESIGN §8). Characters. */
export const PAGEVIEW_PATH_MAX_CHARS = 200;

/** Longest `referrer` URL accepted; only its host is kept. Characters. */
export const PAGEVIEW_REFERRER_MAX_CHARS = 400;

/** Longest `utm_source`, `utm_medium` or `utm_campaign` value kept. Characters. */
export const PAGEVIEW_UTM_MAX_CHARS = 100;

/**
 * Random bytes of a day's salt (node:crypto `randomBytes`): 256 bits, the HMAC-SHA-256 block's
 * recommended key strength (RFC 2104 §3: at least the output length, 32 bytes).
 */
export const INSIGHTS_SALT_BYTES = 32;

/** Bytes of the visitor hash kept (HMAC-SHA-256 truncated; 32 hex characters). */
export const VISITOR_HASH_BYTES = 16;

/**
 * Site insights (DESIGN §8): days raw page views are kept (`PAGE_VIEWS_RETENTION_DAYS`). A month
 * covers the roll-up's catch-up after an outage and a look at the raw rows; counts live on in the
 * roll-ups (GDPR Art. 5(1)(e) storage limitation: no longer than needed).
 */
export const PAGE_VIEWS_RETENTION_DAYS_DEFAULT = 30;

/**
 * Days the daily roll-ups are kept (`INSIGHTS_RETENTION_DAYS`): a year and a month, so a period
 * can be compared with the same one a year before, and 400-day
 * periods are answered whole. The rows hold counts, no personal data.
 */
export const INSIGHTS_RETENTION_DAYS_DEFAULT = 400;

/**
 * How often each instance recomputes today's and yesterday's roll-ups and runs the insights
 * purge (server/insights/job.ts). The dashboard is at most this old. Milliseconds.
 */
export const INSIGHTS_ROLLUP_INTERVAL_MS = 5 * 60_000;

/** How long after start-up the insights job first runs (ms): after the start's own writes. */
export const INSIGHTS_FIRST_ROLLUP_DELAY_MS = 15_000;
