/**
 * Limits of the team's accounts, sign-in and sessions (DESIGN §8 "Team inbox"; OWASP
 * Authentication, Password Storage and Session Management Cheat Sheets), each citing its source.
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

/**
 * The longest a slowed-down account's password check may be queued behind the others (its own
 * wait included): an attempt that would wait longer answers 429 with Retry-After instead of
 * holding a connection, so parallel guesses cannot pile up waiting requests. Under a proxy's usual
 * 60 s time-out, and at least {@link SIGN_IN_SLOWDOWN_MAX_MS}, so a check at the ceiling still
 * fits in an empty queue (decision 0040). Milliseconds.
 */
export const SIGN_IN_QUEUE_MAX_WAIT_MS = 45_000;

/** Sign-in request bodies are tiny (an e-mail and a password). Bytes. */
export const SIGN_IN_BODY_LIMIT_BYTES = 4 * 1024;
