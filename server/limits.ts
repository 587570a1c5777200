/**
 * The server's cross-cutting limits and timings, each citing its source: request and connection
 * time-outs, shutdown, the rate-limit window every limited route shares, and the headers every
 * answer carries. Each feature keeps its own beside it (`server/<feature>/limits.ts`: auth,
 * contact, content, db, inbox, insights, notifications, operations; a one-module feature at the
 * top of its module). The contact fields' limits below stay here while the contact form is rewritten.
 * Field lengths live in `common/contact-fields.ts` (CONTACT_MAX_LENGTH) because the form shares them.
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

/** Window of the contact rate limit. Milliseconds (one minute). */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Hashed files under /assets/ never change under their name, so they are cached for a year and
 * marked immutable. Seconds.
 */
export const IMMUTABLE_ASSET_MAX_AGE_SECONDS = 31_536_000;

/** HSTS max-age sent by helmet (DESIGN §3). Seconds (180 days, helmet's default). */
export const HSTS_MAX_AGE_SECONDS = 15_552_000;

/** Graceful shutdown (DESIGN §3): in-flight requests get this long to finish before exit. Milliseconds. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Longest `SHUTDOWN_DELAY_MS` accepted: beyond it an orchestrator kills the process anyway (Kubernetes' default grace period is 30 s). Milliseconds. */
export const SHUTDOWN_DELAY_MAX_MS = 120_000;
