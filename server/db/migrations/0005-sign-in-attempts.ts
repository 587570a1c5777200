/**
 * Migration 0005: sign-in throttling by counters that are reserved atomically.
 *
 * `admin_sign_in_failures` (0004) held one row per failure, read before the password check and
 * written after it, so attempts that arrived together all read zero and were all checked. Its
 * replacement keeps one row per throttling key — the hex SHA-256 of `pair:<e-mail> <address>`,
 * `ip:<address>` or `account:<e-mail>` (server/auth/sessions.ts) — with the attempts of the
 * current fixed window and the window's start, so one `INSERT … ON CONFLICT DO UPDATE …
 * RETURNING` statement both counts an attempt and tells whether it is allowed, on SQLite and
 * PostgreSQL alike. The old rows are dropped: they only throttled the last 15 minutes.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { createIndexesSql } from './ddl';
import { createSignInFailures } from './0004-team-inbox';

/** Builds the migration for one dialect. */
export function signInAttemptsMigration(dialect: SqlDialect): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table admin_sign_in_attempts (
          key_hash text primary key,
          attempts integer not null check (attempts >= 0),
          window_started_at ${sql.raw(timestamp)} not null
        )`.execute(db);
      await createIndexesSql(db, 'admin_sign_in_attempts', {
        admin_sign_in_attempts_window_idx: 'window_started_at',
      });
      await db.schema.dropTable('admin_sign_in_failures').execute();
    },
    async down(db: Kysely<unknown>) {
      await createSignInFailures(db, dialect);
      await db.schema.dropTable('admin_sign_in_attempts').execute();
    },
  };
}
