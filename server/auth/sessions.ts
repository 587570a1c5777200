/**
 * Sign-in and server-side sessions of the team inbox (issue 15; OWASP Session Management and
 * Authentication Cheat Sheets).
 *
 * - A session is a random 256-bit token in a `__Host-` cookie (`Secure`, `HttpOnly`,
 *   `SameSite=Strict`, `Path=/`); the database keeps only its SHA-256, so a leaked table opens
 *   no session. Every sign-in makes a new token (no fixation); sign-out deletes the row.
 * - A session ends {@link SESSION_IDLE_TIMEOUT_MS} after its last request and
 *   {@link SESSION_ABSOLUTE_TIMEOUT_MS} after sign-in, whichever comes first.
 * - Wrong e-mail and wrong password get the same answer after the same work: an unknown e-mail
 *   is verified against a dummy argon2id hash.
 * - Throttling: after {@link SIGN_IN_MAX_FAILURES} failures of one account or from one client IP
 *   within {@link SIGN_IN_FAILURE_WINDOW_MS}, sign-in answers "throttled" with the seconds until
 *   the oldest failure leaves the window, before any password is checked. Counters live in the
 *   database (shared by every instance), keyed by SHA-256 so no address is stored in clear.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AdminAccounts, AdminSession } from '../db/admin-accounts';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_MAX_FAILURES,
} from '../limits';
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

/** Normalises an e-mail address for accounts and throttling: trimmed, lower-case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The throttling keys of a sign-in attempt: the account's and the client IP's. */
export function throttleKeys(email: string, ip: string): { account: string; ip: string } {
  return { account: sha256Hex(`account:${normaliseEmail(email)}`), ip: sha256Hex(`ip:${ip}`) };
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
  /** Checks throttling, then the password; on success stores a new session. */
  signIn(email: string, password: string, ip: string): Promise<SignInResult>;
  /**
   * The session of a cookie token, or undefined when unknown or expired (an expired one is
   * deleted). Records the use at most every {@link SESSION_TOUCH_INTERVAL_MS}.
   */
  authenticate(token: string | undefined): Promise<ValidSession | undefined>;
  /** Deletes the session of a token (sign-out). */
  signOut(token: string | undefined): Promise<void>;
  /** Deletes every expired session. @returns how many */
  deleteExpired(): Promise<number>;
}

/** Options of {@link createAuthService}. */
export interface AuthServiceOptions {
  accounts: AdminAccounts;
  /** The clock, epoch ms (tests move it forward to expire sessions). Default `Date.now`. */
  now?: () => number;
}

/** Creates the service. */
export function createAuthService(options: AuthServiceOptions): AuthService {
  const { accounts } = options;
  const now = options.now ?? Date.now;
  const iso = (ms: number) => new Date(ms).toISOString();

  return {
    async signIn(email, password, ip) {
      const address = normaliseEmail(email);
      const keys = throttleKeys(address, ip);
      const at = now();
      const windowStart = iso(at - SIGN_IN_FAILURE_WINDOW_MS);
      const failures = await accounts.failures([keys.account, keys.ip], windowStart);
      let retryAt = 0;
      for (const { count, oldest } of failures.values()) {
        if (count >= SIGN_IN_MAX_FAILURES) {
          retryAt = Math.max(retryAt, Date.parse(oldest) + SIGN_IN_FAILURE_WINDOW_MS);
        }
      }
      if (retryAt > 0) {
        return {
          ok: false,
          reason: 'throttled',
          retryAfterSeconds: Math.max(1, Math.ceil((retryAt - at) / 1000)),
        };
      }
      const user = await accounts.findUser(address);
      // The same argon2id work whether or not the account exists.
      const valid = await verifyPassword(
        user?.passwordHash ?? (await dummyPasswordHash()),
        password,
      );
      if (!user || !valid) {
        await accounts.recordFailure([keys.account, keys.ip], iso(at), windowStart);
        return { ok: false, reason: 'invalid' };
      }
      await accounts.clearFailures(keys.account);
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
      return accounts.deleteExpiredSessions(
        iso(at - SESSION_IDLE_TIMEOUT_MS),
        iso(at - SESSION_ABSOLUTE_TIMEOUT_MS),
      );
    },
  };
}
