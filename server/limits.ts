/**
 * Every limit and timing of the server in one place, each citing its source.
 * Field lengths live in `common/contact-schema.ts` (CONTACT_LIMITS) because the form shares them.
 */

/** DESIGN §4: a contact insert body over 16 KiB is answered 413. Bytes. */
export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * DESIGN §4: the no-JavaScript form's urlencoded body (48 KiB). Percent-encoding writes each UTF-8
 * byte of non-ASCII text as three (`%D8`), so an Arabic message that fits the JSON limit needs up
 * to three times the bytes here; the decoded row then meets {@link CONTACT_BODY_LIMIT_BYTES}
 * through the API route. Bytes.
 */
export const CONTACT_FORM_BODY_LIMIT_BYTES = 3 * CONTACT_BODY_LIMIT_BYTES;

/**
 * Rows accepted in one insert request from the anonymous key: one, as the site sends (spec §7). The
 * rate limit counts requests, so several rows per request would multiply what one client may store;
 * with one row per request it counts rows, so RATE_LIMIT_MAX is messages per minute (DESIGN §4).
 * More rows answer 400 (code 54000) and store nothing.
 */
export const CONTACT_MAX_ROWS_PER_REQUEST = 1;

/**
 * DESIGN §8 "Faults": the whole request (headers and body) must arrive within this, or the socket
 * is closed with 408; a 16 KiB body needs well under a second even on a slow 3G link. Milliseconds.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * A socket with no traffic at all is closed after this (Fastify `connectionTimeout`);
 * longer than Fastify's 72 s keep-alive so idle keep-alive sockets end by that rule. Milliseconds.
 */
export const CONNECTION_TIMEOUT_MS = 120_000;

/** DESIGN §4, §2: default contact inserts per client IP per {@link RATE_LIMIT_WINDOW_MS}. */
export const DEFAULT_RATE_LIMIT_MAX = 20;

/** Window of the contact rate limit. Milliseconds (one minute). */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Redis (REDIS_URL, shared rate-limit counters): the longest wait for the TCP connection and
 * greeting, at start-up and on every reconnect (ioredis `connectTimeout`; its default is 10 s).
 * Milliseconds.
 */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/**
 * Redis: the longest a rate-limit count may take before the request answers 503 (ioredis
 * `commandTimeout`; by default it waits for ever). Like {@link PG_QUERY_TIMEOUT_MS}, it keeps
 * DESIGN §6 "503 within 5 s" when the counter store stops answering. Milliseconds.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;

/** DESIGN §4: CORS preflight answers are cached this long by browsers. Seconds (one day). */
export const CORS_MAX_AGE_SECONDS = 86_400;

/**
 * Hashed files under /assets/ never change under their name, so they are cached for a year and
 * marked immutable. Seconds.
 */
export const IMMUTABLE_ASSET_MAX_AGE_SECONDS = 31_536_000;

/** Unhashed static files (favicon, images, PDFs) may be reused for an hour. Seconds. */
export const STATIC_FILE_MAX_AGE_SECONDS = 3_600;

/** HSTS max-age sent by helmet (DESIGN §3). Seconds (180 days, helmet's default). */
export const HSTS_MAX_AGE_SECONDS = 15_552_000;

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

/**
 * Group inserts of up to this many rows keep their SQL text for reuse
 * (server/contact/repository.ts); larger, rarer groups are compiled each time rather than cached.
 */
export const INSERT_SQL_CACHE_MAX_ROWS = 128;

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
 * `statement_timeout` inside the PostgreSQL insights roll-up's transaction (`SET LOCAL`,
 * server/insights/roll-up.ts): a background job, whose aggregation of a busy day (333,000 views)
 * passed {@link PG_STATEMENT_TIMEOUT_MS} on a loaded host. Still bounded, so a stuck database
 * does not hold the day's advisory lock for ever. Milliseconds.
 */
export const INSIGHTS_ROLLUP_STATEMENT_TIMEOUT_MS = 60_000;

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

/** Graceful shutdown (DESIGN §3): in-flight requests get this long to finish before exit. Milliseconds. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** spec §7 web-vitals reports are tiny; anything bigger is not a report (bytes). */
export const VITALS_BODY_LIMIT_BYTES = 2 * 1024;
/** Web-vitals reports per client IP per {@link RATE_LIMIT_WINDOW_MS} (five metrics a page view). */
export const VITALS_RATE_LIMIT_MAX = 120;

/*
 * Site insights, collecting (DESIGN §8 "Site insights: collecting", server/insights/).
 */

/** A page-view report is a few short fields (about 200 bytes); anything over 1 KiB is not one. Bytes. */
export const PAGEVIEWS_BODY_LIMIT_BYTES = 1024;

/**
 * Page views per client IP per {@link RATE_LIMIT_WINDOW_MS}: one a second on average, far above a
 * person reading pages, still generous for an office behind one address (as {@link VITALS_RATE_LIMIT_MAX}).
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

/*
 * Notifications (DESIGN §8 "Notifications"): the outbox sender (server/notifications/sender.ts).
 * Retry schedule: exponential back-off with jitter, as in "Exponential Backoff And Jitter"
 * (AWS Architecture Blog, M. Brooker, 2015), so instances and rows that failed together do not
 * retry together; base, cap and give-up are the design's. RFC 5321 §4.5.4.1 asks a sender to
 * keep retrying for days; the design settles on a day, after which the operator is told (error
 * log, CLI `failed`) and may `resend`.
 */

/** DESIGN §8: first retry after this long (before jitter). Milliseconds (10 s). */
export const NOTIFY_RETRY_BASE_MS = 10_000;

/** DESIGN §8: retries never wait longer than this (after jitter). Milliseconds (1 h). */
export const NOTIFY_RETRY_CAP_MS = 3_600_000;

/**
 * DESIGN §8: a notification not sent this long after it was queued is marked `failed` (logged at
 * error, shown by the messages CLI). Also applies to rows queued while notifications were off:
 * turning them on sends at most the last day's backlog. Milliseconds (24 h).
 */
export const NOTIFY_GIVE_UP_MS = 86_400_000;

/** Jitter of each retry delay: ± this share of the exponential delay. */
export const NOTIFY_RETRY_JITTER = 0.2;

/**
 * A claimed row is reserved for the claiming instance this long; if that instance dies, another
 * (PostgreSQL) takes it over afterwards. Far above the longest send: {@link SMTP_CONNECTION_TIMEOUT_MS}
 * + {@link SMTP_GREETING_TIMEOUT_MS} + a few {@link SMTP_SOCKET_TIMEOUT_MS} for one batch. On SQLite
 * the one process releases every lease at start, so a restart never waits for it. Milliseconds.
 */
export const NOTIFY_LEASE_MS = 600_000;

/** Rows claimed and sent per round of the sender. */
export const NOTIFY_BATCH_SIZE = 20;

/**
 * The sender looks for due rows at least this often (retries coming due, rows of other
 * instances whose lease expired); it is also woken after every commit. Milliseconds.
 */
export const NOTIFY_POLL_MS = 5_000;

/**
 * DESIGN §6 (insert throughput with notifications on): when the event loop was busier than
 * this share of the last round while new messages kept arriving (a flood of inserts), the sender
 * waits {@link NOTIFY_BUSY_PAUSE_MS} before its next round, so inserts keep the CPU and
 * notifications still progress (one batch a pause): each message sent costs nodemailer CPU time
 * on the same event loop.
 */
export const NOTIFY_BUSY_UTILIZATION = 0.8;

/** See {@link NOTIFY_BUSY_UTILIZATION}. Milliseconds. */
export const NOTIFY_BUSY_PAUSE_MS = 1_000;

/** SIGTERM: sends in flight get this long to finish before the SMTP pool is closed. Milliseconds. */
export const NOTIFY_STOP_GRACE_MS = 5_000;

/** SMTP connections kept by nodemailer's pool. */
export const SMTP_MAX_CONNECTIONS = 2;

/** nodemailer `connectionTimeout`: TCP connect to the SMTP server (its default is 2 min). Milliseconds. */
export const SMTP_CONNECTION_TIMEOUT_MS = 10_000;

/** nodemailer `greetingTimeout`: the server's greeting after connecting. Milliseconds. */
export const SMTP_GREETING_TIMEOUT_MS = 10_000;

/** nodemailer `socketTimeout`: inactivity on an open connection (its default is 10 min). Milliseconds. */
export const SMTP_SOCKET_TIMEOUT_MS = 30_000;

/** Most characters of an SMTP error kept in the outbox's `last_error`. */
export const NOTIFY_LAST_ERROR_MAX_CHARS = 500;

/*
 * Team inbox (DESIGN §8 "Team inbox"): accounts, sign-in, sessions, listing, retention.
 */

/**
 * Argon2id parameters for team passwords: the first configuration of the OWASP Password Storage
 * Cheat Sheet ("Argon2id with a minimum configuration of 19 MiB of memory, an iteration count of
 * 2, and 1 degree of parallelism"). `memoryCost` in KiB.
 * Hashes are PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$…`) that carry their parameters, so
 * raising these later still verifies old hashes.
 */
export const ARGON2ID_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Shortest accepted password, in characters (NIST SP 800-63B §3.1.1.2 asks for at least 15 for
 * single-factor passwords and at least 8 otherwise; docs/security.md "Passwords" sets 12).
 */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * Longest accepted password, in characters: argon2 takes any length, this only bounds the work a
 * sign-in body can ask for (OWASP Authentication Cheat Sheet: allow at least 64).
 */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * A session ends after this long without a request (OWASP Session Management Cheat Sheet,
 * "Session Expiration": idle time-outs of 2–5 min for high-value and 15–30 min for low-risk
 * applications; DESIGN §8 sets a working day, 8 h, for a small team's inbox). Milliseconds.
 */
export const SESSION_IDLE_TIMEOUT_MS = 8 * 3_600_000;

/**
 * DESIGN §8: a session ends this long after sign-in whatever its use (OWASP Session Management
 * Cheat Sheet, "Absolute Timeout"). Also the cookie's Max-Age. Milliseconds (7 days).
 */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 7 * 86_400_000;

/**
 * A session's last-seen time is written at most this often, so reading the inbox is not a write
 * per request; the idle time-out is therefore exact to within this. Milliseconds (1 min).
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * Sign-in attempts that are not followed by a success, allowed per account and client address
 * within {@link SIGN_IN_FAILURE_WINDOW_MS}; further attempts from that address for that account
 * answer 429 with Retry-After before any password is checked (OWASP Authentication Cheat Sheet,
 * "Login Throttling" and "Account Lockout": keyed on the pair, so a stranger elsewhere cannot lock
 * the owner out).
 */
export const SIGN_IN_MAX_FAILURES = 5;

/**
 * Sign-in attempts allowed per client address over all accounts within
 * {@link SIGN_IN_FAILURE_WINDOW_MS} (429 beyond): bounds password spraying — one guess each on
 * many accounts — from one address, while a few team members behind one NAT can still mistype.
 */
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 20;

/** The fixed window of the sign-in counters, from its first attempt. Milliseconds (15 min). */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Account-wide slow-down instead of a lock-out (OWASP Authentication Cheat Sheet, "Account
 * Lockout": an exponential delay rather than a lock an attacker can keep shut): once an account
 * has this many failures in the window from any addresses, each further check of its password
 * waits {@link SIGN_IN_SLOWDOWN_BASE_MS}, doubling with every failure, at most
 * {@link SIGN_IN_SLOWDOWN_MAX_MS}; the right password still signs in.
 */
export const SIGN_IN_SLOWDOWN_AFTER = 5;

/** The first delay of the account slow-down. Milliseconds. */
export const SIGN_IN_SLOWDOWN_BASE_MS = 1_000;

/** The longest delay of the account slow-down, well under a proxy's usual 60 s time-out. Milliseconds. */
export const SIGN_IN_SLOWDOWN_MAX_MS = 16_000;

/** Sign-in request bodies are tiny (an e-mail and a password). Bytes. */
export const SIGN_IN_BODY_LIMIT_BYTES = 4 * 1024;

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

/*
 * Operations: readiness, overload and metrics (DESIGN §2, §4 "Operations endpoints";
 * docs/decisions/0002-readiness-and-metrics.md).
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
 * than {@link DATABASE_RETRY_AFTER_SECONDS}: an overload ends when fewer clients come back, so
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
 * time-out ({@link PG_QUERY_TIMEOUT_MS}) and SQLite's 3 s busy time-out. Seconds.
 */
export const DB_QUERY_DURATION_BUCKETS_SECONDS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
] as const;

/** Longest `SHUTDOWN_DELAY_MS` accepted: beyond it an orchestrator kills the process anyway (Kubernetes' default grace period is 30 s). Milliseconds. */
export const SHUTDOWN_DELAY_MAX_MS = 120_000;

/**
 * Largest body of a content save (`PUT /api/admin/content/:module/:language`), bytes: the
 * largest module's JSON in any language is far smaller; a bigger body answers 413.
 */
export const CONTENT_BODY_LIMIT_BYTES = 512 * 1024;
