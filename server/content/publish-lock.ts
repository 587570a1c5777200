/**
 * One publish at a time across server instances that share a PostgreSQL database (docs/editing.md
 * "Several instances"): a session-level advisory lock, taken with `pg_try_advisory_lock` so a
 * second publish is refused at once (409) instead of queueing behind a minute-long build
 * (PostgreSQL manual, "Advisory Locks" and "Advisory Lock Functions"). The lock belongs to one
 * pooled connection held for the publish; releasing it closes that connection, which frees the
 * lock even if the unlock query failed, and a crashed instance's lock goes with its connection.
 * SQLite needs none of this: its database is one host's file, and the release folder's lock file
 * (./releases.ts) covers that host.
 */
import type pg from 'pg';

/** A lock every instance on the database sees; `tryAcquire` answers null when another holds it. */
export interface SharedPublishLock {
  /**
   * @returns a release function, or null when another session holds the lock
   * @throws when the database cannot be reached
   */
  tryAcquire(): Promise<(() => Promise<void>) | null>;
}

/**
 * The advisory-lock key of content publishing: one fixed bigint in the database-wide key space
 * of advisory locks (the first eight bytes of SHA-256("content-publish"), as a signed int8).
 */
export const CONTENT_PUBLISH_LOCK_KEY = '7932161678669381581';

/** The publish lock on `pool`'s database. */
export function postgresPublishLock(pool: pg.Pool): SharedPublishLock {
  return {
    async tryAcquire() {
      const client = await pool.connect();
      let locked = false;
      try {
        const result = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1::bigint) AS locked',
          [CONTENT_PUBLISH_LOCK_KEY],
        );
        locked = result.rows[0]?.locked === true;
      } catch (error) {
        client.release(true);
        throw error;
      }
      if (!locked) {
        client.release();
        return null;
      }
      return async () => {
        try {
          await client.query('SELECT pg_advisory_unlock($1::bigint)', [CONTENT_PUBLISH_LOCK_KEY]);
        } finally {
          // Closed rather than pooled: the session's end frees the lock whatever happened above.
          client.release(true);
        }
      };
    },
  };
}
