/**
 * Team accounts, their server-side sessions (tables of migration 0004) and the sign-in attempt
 * counters (migration 0005). Plain data access: the rules (hashing, time-outs, throttling) live in
 * server/auth/. All times are ISO 8601 UTC strings in and out.
 */
import { sql, type Kysely } from 'kysely';
import { isUniqueViolation } from './database-errors';
import { toIso } from './rows';
import type { AdminRole } from '../../common/admin-api';
import type { Database } from './schema';
import { changedAny, changedRows } from './changed-rows';

/** A team member as the CLI lists them. */
export interface AdminUser {
  id: number;
  email: string;
  createdAt: string;
  passwordChangedAt: string;
  /** What the account may do (migration 0009). */
  role: AdminRole;
}

/** A stored session with its user. */
export interface AdminSession {
  userId: number;
  email: string;
  /** The user's role now (read with the session, so a role change applies at the next request). */
  role: AdminRole;
  createdAt: string;
  lastSeenAt: string;
}

/** Outcome of {@link AdminAccounts.reserveAttempt}. */
export type AttemptReservation =
  { reserved: true; attempts: number } | { reserved: false; windowStartedAt: string };

/**
 * Outcome of {@link AdminAccounts.takeCheckTurn}: the turn's time (epoch ms), or `full` with when
 * the last queued check runs (epoch ms), or `gone` when the key has no row (a success cleared it).
 */
export type CheckTurn =
  { kind: 'turn'; checkAtMs: number } | { kind: 'full'; lastCheckAtMs: number } | { kind: 'gone' };

/** Data access for accounts and sessions. Every method may reject with the driver's error. */
export interface AdminAccounts {
  /** Adds a user (role `team` unless given). @returns false when the e-mail is taken */
  createUser(email: string, passwordHash: string, now: string, role?: AdminRole): Promise<boolean>;
  /** Changes a user's role. @returns false when there is no such user */
  setRole(email: string, role: AdminRole): Promise<boolean>;
  /** The user with this (lower-case) e-mail and their hash, or undefined. */
  findUser(email: string): Promise<(AdminUser & { passwordHash: string }) | undefined>;
  /** Every user, by e-mail. */
  listUsers(): Promise<AdminUser[]>;
  /** Removes a user and (cascade) their sessions. @returns false when there is none */
  removeUser(email: string): Promise<boolean>;
  /**
   * Replaces a user's password hash and ends all their sessions.
   * @returns false when there is no such user
   */
  setPassword(email: string, passwordHash: string, now: string): Promise<boolean>;
  /** Stores a new session. */
  createSession(tokenHash: string, userId: number, now: string): Promise<void>;
  /** The session with this token hash, or undefined. */
  findSession(tokenHash: string): Promise<AdminSession | undefined>;
  /** Records use of a session (idle time-out restarts). */
  touchSession(tokenHash: string, now: string): Promise<void>;
  /** Ends a session. */
  deleteSession(tokenHash: string): Promise<void>;
  /**
   * Deletes sessions idle since before `idleCutoff` or created before `absoluteCutoff`.
   * @returns how many
   */
  deleteExpiredSessions(idleCutoff: string, absoluteCutoff: string): Promise<number>;
  /**
   * Counts one attempt for a throttling key, unless the key already has `max` attempts in the
   * window that started after `windowStart` (`max` null: no limit, only counted); a key whose window started at or before
   * `windowStart` starts a new window at `now` with this attempt. One statement
   * (`INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING`), so attempts that arrive together
   * are counted one after another by the database and never all see the same count.
   * @returns `reserved` with the attempts now counted (this one included), or not reserved with
   *   the start of the full window (which decides Retry-After)
   */
  reserveAttempt(
    keyHash: string,
    now: string,
    windowStart: string,
    max: number | null,
  ): Promise<AttemptReservation>;
  /**
   * Queues one password check on a key (an account's): the check runs `waitMs` after the key's
   * last queued check, or after `nowMs` when none is pending, and that time becomes the key's
   * last. Refused (nothing changes) when it would run more than `maxWaitMs` after `nowMs`. One
   * statement (`UPDATE … WHERE … RETURNING`), so parallel attempts — from any instance on the
   * database — take turns one after another and never the same one.
   * @param nowMs the caller's clock, epoch ms
   * @param waitMs the slow-down of this check (ms)
   * @param maxWaitMs the longest a check may be queued for (ms), at least `waitMs`
   */
  takeCheckTurn(
    keyHash: string,
    nowMs: number,
    waitMs: number,
    maxWaitMs: number,
  ): Promise<CheckTurn>;
  /** Gives back one attempt of a key (a reservation that must not count). Never below zero. */
  releaseAttempt(keyHash: string): Promise<void>;
  /** Forgets a key's attempts (a successful sign-in). */
  clearAttempts(keyHash: string): Promise<void>;
  /** Deletes the counters of windows that started at or before `windowStart`. @returns how many */
  deleteExpiredAttempts(windowStart: string): Promise<number>;
}

/** Creates the data access over an open, migrated database. */
export function createAdminAccounts(db: Kysely<Database>): AdminAccounts {
  const toUser = (row: {
    id: number;
    email: string;
    created_at: Date | string;
    password_changed_at: Date | string;
    role: AdminRole;
  }): AdminUser => ({
    id: Number(row.id),
    email: row.email,
    createdAt: toIso(row.created_at),
    passwordChangedAt: toIso(row.password_changed_at),
    role: row.role,
  });
  return {
    async createUser(email, passwordHash, now, role = 'team') {
      try {
        await db
          .insertInto('admin_users')
          .values({
            email,
            password_hash: passwordHash,
            created_at: now,
            password_changed_at: now,
            role,
          })
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async findUser(email) {
      const row = await db
        .selectFrom('admin_users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      return row && { ...toUser(row), passwordHash: row.password_hash };
    },

    setRole: (email, role) =>
      changedAny(db.updateTable('admin_users').set({ role }).where('email', '=', email)),

    async listUsers() {
      const rows = await db.selectFrom('admin_users').selectAll().orderBy('email').execute();
      return rows.map(toUser);
    },

    removeUser: (email) => changedAny(db.deleteFrom('admin_users').where('email', '=', email)),

    async setPassword(email, passwordHash, now) {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .updateTable('admin_users')
          .set({ password_hash: passwordHash, password_changed_at: now })
          .where('email', '=', email)
          .returning('id')
          .executeTakeFirst();
        if (!user) return false;
        await trx.deleteFrom('admin_sessions').where('user_id', '=', user.id).execute();
        return true;
      });
    },

    async createSession(tokenHash, userId, now) {
      await db
        .insertInto('admin_sessions')
        .values({ token_hash: tokenHash, user_id: userId, created_at: now, last_seen_at: now })
        .execute();
    },

    async findSession(tokenHash) {
      const row = await db
        .selectFrom('admin_sessions')
        .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
        .select([
          'admin_sessions.user_id',
          'admin_users.email',
          'admin_users.role',
          'admin_sessions.created_at',
          'admin_sessions.last_seen_at',
        ])
        .where('admin_sessions.token_hash', '=', tokenHash)
        .executeTakeFirst();
      return (
        row && {
          userId: Number(row.user_id),
          email: row.email,
          role: row.role,
          createdAt: toIso(row.created_at),
          lastSeenAt: toIso(row.last_seen_at),
        }
      );
    },

    async touchSession(tokenHash, now) {
      await db
        .updateTable('admin_sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    async deleteSession(tokenHash) {
      await db.deleteFrom('admin_sessions').where('token_hash', '=', tokenHash).execute();
    },

    deleteExpiredSessions: (idleCutoff, absoluteCutoff) =>
      changedRows(
        db
          .deleteFrom('admin_sessions')
          .where((eb) =>
            eb.or([eb('last_seen_at', '<', idleCutoff), eb('created_at', '<', absoluteCutoff)]),
          ),
      ),

    async reserveAttempt(keyHash, now, windowStart, max) {
      const table = 'admin_sign_in_attempts';
      const row = await db
        .insertInto(table)
        .values({ key_hash: keyHash, attempts: 1, window_started_at: now })
        .onConflict((conflict) =>
          conflict
            .column('key_hash')
            .doUpdateSet((eb) => {
              const expired = eb(`${table}.window_started_at`, '<=', windowStart);
              return {
                attempts: eb
                  .case()
                  .when(expired)
                  .then(1)
                  .else(eb(`${table}.attempts`, '+', 1))
                  .end(),
                window_started_at: eb
                  .case()
                  .when(expired)
                  .then(eb.ref('excluded.window_started_at'))
                  .else(eb.ref(`${table}.window_started_at`))
                  .end(),
              };
            })
            .where((eb) =>
              max === null
                ? eb.lit(true)
                : eb.or([
                    eb(`${table}.window_started_at`, '<=', windowStart),
                    eb(`${table}.attempts`, '<', max),
                  ]),
            ),
        )
        .returning('attempts')
        .executeTakeFirst();
      if (row) return { reserved: true, attempts: Number(row.attempts) };
      const full = await db
        .selectFrom(table)
        .select('window_started_at')
        .where('key_hash', '=', keyHash)
        .executeTakeFirst();
      // The row can only be missing if a purge ran in between; the window then starts now.
      return { reserved: false, windowStartedAt: full ? toIso(full.window_started_at) : now };
    },

    async takeCheckTurn(keyHash, nowMs, waitMs, maxWaitMs) {
      const table = 'admin_sign_in_attempts';
      const last = sql.ref(`${table}.next_check_ms`);
      const row = await db
        .updateTable(table)
        .set({
          // The later of the last queued check and now, plus this check's wait.
          next_check_ms: sql<number>`(case when ${last} > ${nowMs} then ${last} else ${nowMs} end) + ${waitMs}`,
        })
        .where('key_hash', '=', keyHash)
        .where((eb) =>
          eb.or([
            eb(`${table}.next_check_ms`, 'is', null),
            eb(`${table}.next_check_ms`, '<=', nowMs + maxWaitMs - waitMs),
          ]),
        )
        .returning('next_check_ms')
        .executeTakeFirst();
      if (row) return { kind: 'turn', checkAtMs: Number(row.next_check_ms) };
      const full = await db
        .selectFrom(table)
        .select('next_check_ms')
        .where('key_hash', '=', keyHash)
        .executeTakeFirst();
      return full ? { kind: 'full', lastCheckAtMs: Number(full.next_check_ms) } : { kind: 'gone' };
    },

    async releaseAttempt(keyHash) {
      await db
        .updateTable('admin_sign_in_attempts')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('key_hash', '=', keyHash)
        .where('attempts', '>', 0)
        .execute();
    },

    async clearAttempts(keyHash) {
      await db.deleteFrom('admin_sign_in_attempts').where('key_hash', '=', keyHash).execute();
    },

    deleteExpiredAttempts: (windowStart) =>
      changedRows(
        db.deleteFrom('admin_sign_in_attempts').where('window_started_at', '<=', windowStart),
      ),
  };
}
