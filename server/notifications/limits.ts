/**
 * Notifications (DESIGN §8 "Notifications"): the outbox sender (./sender.ts) and its SMTP pool.
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

/**
 * A chat-webhook post (server/notifications/webhook.ts) is abandoned after this long (connect,
 * request and answer), and retried like any failed send. Milliseconds (10 s).
 */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Most characters of a message's text a post carries with WEBHOOK_INCLUDE_BODY=on. */
export const WEBHOOK_BODY_MAX_CHARS = 2_000;
