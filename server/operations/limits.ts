/**
 * Operations: readiness, overload and metrics (DESIGN §2, §4 "Operations endpoints";
 * docs/decisions/0002-readiness-and-metrics.md), each citing its source.
 */

/**
 * `/readyz` answers 503 when its database check has not finished within this. Below the 1 s
 * probe time-out Kubernetes uses by default (`timeoutSeconds: 1`, "Configure Liveness, Readiness
 * and Startup Probes"), so a probe gets our 503 and its reason rather than a time-out of its own.
 * Milliseconds.
 */
export const READINESS_CHECK_TIMEOUT_MS = 500;

/**
 * A database check of `/readyz` is reused this long, and probes arriving while one runs wait for
 * it: however many probes (or visitors) ask, the database sees at most one readiness query per
 * second. Well under any prober's period (Kubernetes default 10 s). Milliseconds.
 */
export const READINESS_CACHE_MS = 1_000;

/**
 * Default of `OVERLOAD_EVENT_LOOP_DELAY_MS`, @fastify/under-pressure's `maxEventLoopDelay`: past
 * this mean event-loop delay over one sample, every request but the probes is answered 503 +
 * Retry-After at once instead of queueing (a fast refusal, not a slow death). One second, the
 * value of the plugin's own README example: a loop that late already makes every answer take
 * several seconds, while a host whose CPU is briefly taken by other work (shared or throttled
 * cores) stays far below it and keeps serving. Milliseconds.
 */
export const MAX_EVENT_LOOP_DELAY_MS = 1_000;

/** How often @fastify/under-pressure samples the event loop (its default). Milliseconds. */
export const PRESSURE_SAMPLE_INTERVAL_MS = 1_000;

/**
 * `Retry-After` of a 503 for overload: @fastify/under-pressure's default `retryAfter`. Longer
 * than `DATABASE_RETRY_AFTER_SECONDS` (server/db/limits.ts): an overload ends when fewer clients come back, so
 * they should not come back at once. Seconds.
 */
export const OVERLOAD_RETRY_AFTER_SECONDS = 10;

/**
 * The notification outbox's depth and oldest age (one query) are reused this long by scrapes, and
 * concurrent scrapes share one query: two Prometheus servers scraping every 15 s (a common HA
 * pair; Prometheus' default `scrape_interval` is 1 min) cost at most one query per 5 s, and a
 * scrape storm cannot load the database. Milliseconds.
 */
export const OUTBOX_STATS_CACHE_MS = 5_000;

/**
 * Buckets of the request-duration histogram: the default buckets of the Prometheus client
 * libraries (client_golang `DefBuckets`, @prometheus-io/client's defaults), 5 ms to 10 s.
 * Seconds.
 */
export const HTTP_DURATION_BUCKETS_SECONDS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

/**
 * Buckets of the database-query histogram: the same series extended down to 0.5 ms (so the short
 * statements of the SQLite worker spread over buckets of their own) and up to the 2.5 s query
 * time-out (`PG_QUERY_TIMEOUT_MS` (server/db/limits.ts)) and SQLite's 3 s busy time-out. Seconds.
 */
export const DB_QUERY_DURATION_BUCKETS_SECONDS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
] as const;
