/**
 * Sign-in and server-side sessions of the team inbox (DESIGN §8 "Team inbox"; OWASP Session
 * Management and Authentication Cheat Sheets).
 *
 * - A session is a random 256-bit token in a `__Host-` cookie (`Secure`, `HttpOnly`,
 *   `SameSite=Strict`, `Path=/`); the database keeps only its SHA-256, so a leaked table opens
 *   no session. Every sign-in makes a new token (no fixation); sign-out deletes the row.
 * - A session ends {@link SESSION_IDLE_TIMEOUT_MS} after its last request and
 *   {@link SESSION_ABSOLUTE_TIMEOUT_MS} after sign-in, whichever comes first.
 * - Wrong e-mail and wrong password get the same answer after the same work: an unknown e-mail
 *   is verified against a dummy argon2id hash.
 * - Throttling (OWASP Authentication Cheat Sheet, "Login Throttling" and "Account Lockout"):
 *   every attempt first reserves one count, atomically in the database, for its (account, client
 *   address) pair — at most {@link SIGN_IN_MAX_FAILURES} — and for its address — at most
 *   {@link SIGN_IN_MAX_FAILURES_PER_ADDRESS} — within {@link SIGN_IN_FAILURE_WINDOW_MS}. An
 *   attempt that cannot reserve answers "throttled" before any password is checked, so attempts
 *   sent in parallel are throttled as surely as sequential ones. A success gives its
 *   reservations back. The account alone is never locked: past {@link SIGN_IN_SLOWDOWN_AFTER}
 *   failures from anywhere, each check waits longer (exponential, capped), so guesses from many
 *   addresses slow down while the owner's right password still signs in. Counters live in the
 *   database (shared by every instance), keyed by SHA-256 so no address is stored in clear.
 * - Once an account slows down, its checks run one at a time: each attempt takes the next turn in
 *   the database (`takeCheckTurn`: its wait after the last queued check), so guesses sent in
 *   parallel, to any instance, queue instead of all waiting the same few seconds side by side.
 *   The queue holds at most {@link SIGN_IN_QUEUE_MAX_WAIT_MS} of waiting; an attempt beyond
 *   answers "throttled" with Retry-After, unchecked and uncounted, so waiting requests cannot pile
 *   up. The right password still signs in when its turn comes (decision 0040).
 */
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleepMs } from 'node:timers/promises';
import type { AdminAccounts, AdminSession } from '../db/admin-accounts';
import { normaliseAddress } from '../db/address';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_QUEUE_MAX_WAIT_MS,
  SIGN_IN_SLOWDOWN_AFTER,
  SIGN_IN_SLOWDOWN_BASE_MS,
  SIGN_IN_SLOWDOWN_MAX_MS,
} from './limits';
import { dummyPasswordHash, verifyPassword } from './passwords';

/**
 * The session cookie's name. The `__Host-` prefix makes browsers refuse it unless it is
 * `Secure`, has `Path=/` and no `Domain` (RFC 6265bis §4.1.3.2), so no sibling host can set it.
 */
export const SESSION_COOKIE = '__Host-inbox-session';

/** Random bytes of a session token (OWASP: at least 64 bits of entropy; we use 256). */
const TOKEN_BYTES = 32;

/** Hex SHA-256 of a text. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The throttling keys of a sign-in attempt (hex SHA-256, so no address is stored in clear): the
 * (account, client address) pair's, the address's, and the account's.
 */
export function throttleKeys(
  email: string,
  ip: string,
): { pair: string; ip: string; account: string } {
  const account = normaliseAddress(email);
  return {
    pair: sha256Hex(`pair:${account} ${ip}`),
    ip: sha256Hex(`ip:${ip}`),
    account: sha256Hex(`account:${account}`),
  };
}

/**
 * The wait before a password check of an account with `failures` failures in the window (this
 * attempt's not counted): 0 up to {@link SIGN_IN_SLOWDOWN_AFTER}, then
 * {@link SIGN_IN_SLOWDOWN_BASE_MS} doubling per failure, at most {@link SIGN_IN_SLOWDOWN_MAX_MS}.
 * Milliseconds.
 */
export function slowDownMs(failures: number): number {
  if (failures < SIGN_IN_SLOWDOWN_AFTER) return 0;
  const doublings = Math.min(failures - SIGN_IN_SLOWDOWN_AFTER, 30);
  return Math.min(SIGN_IN_SLOWDOWN_BASE_MS * 2 ** doublings, SIGN_IN_SLOWDOWN_MAX_MS);
}

/**
 * Retry-After of an attempt refused because the account's queue is full: the seconds until a
 * check of `waitMs` fits within {@link SIGN_IN_QUEUE_MAX_WAIT_MS} again, at least 1.
 * @param lastCheckAtMs when the last queued check runs (epoch ms)
 * @param nowMs the attempt's time (epoch ms)
 */
export function queueRetryAfterSeconds(
  lastCheckAtMs: number,
  nowMs: number,
  waitMs: number,
): number {
  return Math.max(
    1,
    Math.ceil((lastCheckAtMs - (nowMs + SIGN_IN_QUEUE_MAX_WAIT_MS - waitMs)) / 1000),
  );
}

/** Outcome of {@link AuthService.signIn}. */
export type SignInResult =
  | { ok: true; token: string; email: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/** A valid session found by {@link AuthService.authenticate}. */
export interface ValidSession extends AdminSession {
  tokenHash: string;
}

/** Sign-in, session checks and sign-out over the accounts table. */
export interface AuthService {
  /** Reserves the attempt (throttling), then checks the password; on success stores a new session. */
  signIn(email: string, password: string, ip: string): Promise<SignInResult>;
  /**
   * The session of a cookie token, or undefined when unknown or expired (an expired one is
   * deleted). Records the use at most every {@link SESSION_TOUCH_INTERVAL_MS}.
   */
  authenticate(token: string | undefined): Promise<ValidSession | undefined>;
  /** Deletes the session of a token (sign-out). */
  signOut(token: string | undefined): Promise<void>;
  /**
   * Deletes every expired session and the throttling counters of finished windows.
   * @returns how many sessions
   */
  deleteExpired(): Promise<number>;
}

/** Options of {@link createAuthService}. */
export interface AuthServiceOptions {
  accounts: AdminAccounts;
  /** The clock, epoch ms (tests move it forward to expire sessions). Default `Date.now`. */
  now?: () => number;
  /** Waits the account slow-down, in ms (tests record it instead). Default a real timer. */
  sleep?: (ms: number) => Promise<unknown>;
  /** Told of every failed sign-in and why (the `site_sign_in_failures_total` metric). Never throw from it. */
  onFailure?: (reason: 'invalid' | 'throttled') => void;
}

/** Creates the service. */
export function createAuthService(options: AuthServiceOptions): AuthService {
  const { accounts } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepMs;
  const iso = (ms: number) => new Date(ms).toISOString();

  /** Reports a failed attempt's outcome and returns it. */
  const failed = <T extends SignInResult & { ok: false }>(result: T): T => {
    options.onFailure?.(result.reason);
    return result;
  };

  return {
    async signIn(email, password, ip) {
      const address = normaliseAddress(email);
      const keys = throttleKeys(address, ip);
      const at = now();
      const windowStart = iso(at - SIGN_IN_FAILURE_WINDOW_MS);
      const throttled = (windowStartedAt: string): SignInResult =>
        failed({
          ok: false,
          reason: 'throttled',
          retryAfterSeconds: Math.max(
            1,
            Math.ceil((Date.parse(windowStartedAt) + SIGN_IN_FAILURE_WINDOW_MS - at) / 1000),
          ),
        });
      // Reserve before checking: the database counts parallel attempts one after another.
      const pair = await accounts.reserveAttempt(
        keys.pair,
        iso(at),
        windowStart,
        SIGN_IN_MAX_FAILURES,
      );
      if (!pair.reserved) return throttled(pair.windowStartedAt);
      const fromAddress = await accounts.reserveAttempt(
        keys.ip,
        iso(at),
        windowStart,
        SIGN_IN_MAX_FAILURES_PER_ADDRESS,
      );
      if (!fromAddress.reserved) {
        await accounts.releaseAttempt(keys.pair);
        return throttled(fromAddress.windowStartedAt);
      }
      // The account alone only slows down: its count includes this attempt.
      const onAccount = await accounts.reserveAttempt(keys.account, iso(at), windowStart, null);
      const wait = onAccount.reserved ? slowDownMs(onAccount.attempts - 1) : 0;
      if (wait > 0) {
        // Once slowing down, the account's checks take turns: parallel guesses queue.
        const turn = await accounts.takeCheckTurn(
          keys.account,
          at,
          wait,
          SIGN_IN_QUEUE_MAX_WAIT_MS,
        );
        if (turn.kind === 'full') {
          // Not checked, so not counted: the queue is the account's, not this address's doing.
          await Promise.all([
            accounts.releaseAttempt(keys.pair),
            accounts.releaseAttempt(keys.ip),
            accounts.releaseAttempt(keys.account),
          ]);
          return failed({
            ok: false,
            reason: 'throttled',
            retryAfterSeconds: queueRetryAfterSeconds(turn.lastCheckAtMs, at, wait),
          });
        }
        // `gone`: a success cleared the account meanwhile; this check still waits its own step.
        const checkAt = turn.kind === 'turn' ? turn.checkAtMs : at + wait;
        await sleep(Math.max(0, checkAt - now()));
      }
      const user = await accounts.findUser(address);
      // The same argon2id work whether or not the account exists.
      const valid = await verifyPassword(
        user?.passwordHash ?? (await dummyPasswordHash()),
        password,
      );
      if (!user || !valid) return failed({ ok: false, reason: 'invalid' });
      await Promise.all([
        accounts.clearAttempts(keys.pair),
        accounts.clearAttempts(keys.account),
        accounts.releaseAttempt(keys.ip),
      ]);
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await accounts.createSession(sha256Hex(token), user.id, iso(at));
      return { ok: true, token, email: user.email };
    },

    async authenticate(token) {
      if (!token || token.length > 100) return undefined;
      const tokenHash = sha256Hex(token);
      const session = await accounts.findSession(tokenHash);
      if (!session) return undefined;
      const at = now();
      const lastSeen = Date.parse(session.lastSeenAt);
      if (
        at - lastSeen >= SESSION_IDLE_TIMEOUT_MS ||
        at - Date.parse(session.createdAt) >= SESSION_ABSOLUTE_TIMEOUT_MS
      ) {
        await accounts.deleteSession(tokenHash);
        return undefined;
      }
      if (at - lastSeen >= SESSION_TOUCH_INTERVAL_MS) {
        await accounts.touchSession(tokenHash, iso(at));
        session.lastSeenAt = iso(at);
      }
      return { ...session, tokenHash };
    },

    async signOut(token) {
      if (token) await accounts.deleteSession(sha256Hex(token));
    },

    async deleteExpired() {
      const at = now();
      const [sessions] = await Promise.all([
        accounts.deleteExpiredSessions(
          iso(at - SESSION_IDLE_TIMEOUT_MS),
          iso(at - SESSION_ABSOLUTE_TIMEOUT_MS),
        ),
        accounts.deleteExpiredAttempts(iso(at - SIGN_IN_FAILURE_WINDOW_MS)),
      ]);
      return sessions;
    },
  };
}
