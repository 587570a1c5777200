/**
 * Team accounts, their server-side sessions and the sign-in failure counters (issue 15; tables of
 * migration 0004). Plain data access: the rules (hashing, time-outs, throttling) live in
 * server/auth/. All times are ISO 8601 UTC strings in and out.
 */
import type { Kysely } from 'kysely';
import { isUniqueViolation } from './database-errors';
import { toIso } from './contact-repository';
import type { Database } from './schema';

/** A team member as the CLI lists them. */
export interface AdminUser {
  id: number;
  email: string;
  createdAt: string;
  passwordChangedAt: string;
}

/** A stored session with its user. */
export interface AdminSession {
  userId: number;
  email: string;
  createdAt: string;
  lastSeenAt: string;
}

/** Data access for accounts and sessions. Every method may reject with the driver's error. */
export interface AdminAccounts {
  /** Adds a user. @returns false when the e-mail is taken */
  createUser(email: string, passwordHash: string, now: string): Promise<boolean>;
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
   * Failures per key since `since`, and the oldest of them (which decides Retry-After).
   * Keys without failures are absent.
   */
  failures(
    keyHashes: readonly string[],
    since: string,
  ): Promise<Map<string, { count: number; oldest: string }>>;
  /** Records one failure for each key, and forgets failures older than `forgetBefore`. */
  recordFailure(keyHashes: readonly string[], now: string, forgetBefore: string): Promise<void>;
  /** Forgets a key's failures (an account after a successful sign-in). */
  clearFailures(keyHash: string): Promise<void>;
}

/** Creates the data access over an open, migrated database. */
export function createAdminAccounts(db: Kysely<Database>): AdminAccounts {
  const toUser = (row: {
    id: number;
    email: string;
    created_at: Date | string;
    password_changed_at: Date | string;
  }): AdminUser => ({
    id: Number(row.id),
    email: row.email,
    createdAt: toIso(row.created_at),
    passwordChangedAt: toIso(row.password_changed_at),
  });
  return {
    async createUser(email, passwordHash, now) {
      try {
        await db
          .insertInto('admin_users')
          .values({ email, password_hash: passwordHash, created_at: now, password_changed_at: now })
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

    async listUsers() {
      const rows = await db.selectFrom('admin_users').selectAll().orderBy('email').execute();
      return rows.map(toUser);
    },

    async removeUser(email) {
      const result = await db
        .deleteFrom('admin_users')
        .where('email', '=', email)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

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
          'admin_sessions.created_at',
          'admin_sessions.last_seen_at',
        ])
        .where('admin_sessions.token_hash', '=', tokenHash)
        .executeTakeFirst();
      return (
        row && {
          userId: Number(row.user_id),
          email: row.email,
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

    async deleteExpiredSessions(idleCutoff, absoluteCutoff) {
      const result = await db
        .deleteFrom('admin_sessions')
        .where((eb) =>
          eb.or([eb('last_seen_at', '<', idleCutoff), eb('created_at', '<', absoluteCutoff)]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async failures(keyHashes, since) {
      if (keyHashes.length === 0) return new Map();
      const rows = await db
        .selectFrom('admin_sign_in_failures')
        .select((eb) => [
          'key_hash',
          eb.fn.countAll<number | string | bigint>().as('n'),
          eb.fn.min('failed_at').as('oldest'),
        ])
        .where('key_hash', 'in', [...keyHashes])
        .where('failed_at', '>', since)
        .groupBy('key_hash')
        .execute();
      return new Map(
        rows.map((row) => [
          row.key_hash,
          { count: Number(row.n), oldest: toIso(row.oldest as Date | string) },
        ]),
      );
    },

    async recordFailure(keyHashes, now, forgetBefore) {
      await db
        .deleteFrom('admin_sign_in_failures')
        .where('failed_at', '<=', forgetBefore)
        .execute();
      if (keyHashes.length === 0) return;
      await db
        .insertInto('admin_sign_in_failures')
        .values(keyHashes.map((key_hash) => ({ key_hash, failed_at: now })))
        .execute();
    },

    async clearFailures(keyHash) {
      await db.deleteFrom('admin_sign_in_failures').where('key_hash', '=', keyHash).execute();
    },
  };
}
