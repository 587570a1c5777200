/**
 * Limits of the contact API (DESIGN §4), each citing its source. Its body and row limits
 * (`CONTACT_BODY_LIMIT_BYTES`, `CONTACT_FORM_BODY_LIMIT_BYTES`, `CONTACT_MAX_ROWS_PER_REQUEST`)
 * are in server/limits.ts while the contact form is rewritten.
 */

/**
 * DESIGN §4, §2: default contact inserts per client IP per `RATE_LIMIT_WINDOW_MS`
 * (server/limits.ts).
 */
export const DEFAULT_RATE_LIMIT_MAX = 20;

/** DESIGN §4: CORS preflight answers are cached this long by browsers. Seconds (one day). */
export const CORS_MAX_AGE_SECONDS = 86_400;

/**
 * Group inserts of up to this many rows keep their SQL text for reuse
 * (server/contact/repository.ts); larger, rarer groups are compiled each time rather than cached.
 */
export const INSERT_SQL_CACHE_MAX_ROWS = 128;

/**
 * The autoresponder's rule (docs/inbox.md "Autoresponder"): at most one acknowledgement per
 * visitor address in this long, on every instance together. Milliseconds (24 h).
 */
export const AUTORESPONSE_INTERVAL_MS = 24 * 60 * 60 * 1000;
