/**
 * Retention of contact messages (DESIGN §8 "Team inbox"): one place for the default period, read by
 * the server (`RETENTION_DAYS`, server/env.ts; the daily purge) and by the front end (the privacy
 * policy states the period), so the two never disagree.
 */

/**
 * Days a contact message is kept after it was received, unless `RETENTION_DAYS` says otherwise;
 * older messages are erased by the server's daily purge and `npm run messages -- purge`.
 * DESIGN §2: default 365 (GDPR Art. 5(1)(e) storage limitation: no longer than needed to answer).
 */
export const RETENTION_DAYS_DEFAULT = 365;
