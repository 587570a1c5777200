/**
 * Migration 0006: `rate_limit_counters`, where several instances on one PostgreSQL keep the
 * contact and web-vitals rate-limit counters (server/rate-limit.ts, docs/architecture.md "Scaling out").
 *
 * The shape is the one rate-limiter-flexible's `RateLimiterPostgres` creates for itself (its
 * `_getCreateTableStmt`: `key varchar(255) primary key, points integer, expire bigint`, expiry in
 * epoch milliseconds); we create it here, with the other tables, and tell the library
 * `tableCreated: true`, so no request ever runs DDL. Keys are `<route>:<hex SHA-256 of the
 * client address>`, never the address itself. SQLite keeps its counters in memory (one
 * instance), so the table exists on PostgreSQL only.
 *
 * UNLOGGED (PostgreSQL docs, CREATE TABLE): its writes skip the WAL, so counting a request costs
 * no WAL flush (a logged table made every request wait for an fsync of its own); a crash empties
 * the table and standbys do not have it, which at worst gives each client a fresh one-minute
 * window.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { createIndexesSql } from './ddl';

/** Builds the migration for one dialect (nothing to do on SQLite). */
export function rateLimitCountersMigration(dialect: SqlDialect): Migration {
  const isPg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      if (!isPg) return;
      await sql`create unlogged table rate_limit_counters (
          key varchar(255) primary key,
          points integer not null default 0,
          expire bigint
        )`.execute(db);
      // rate-limiter-flexible deletes rows that expired an hour ago every 5 minutes by this column.
      await createIndexesSql(db, 'rate_limit_counters', {
        rate_limit_counters_expire_idx: 'expire',
      });
    },
    async down(db: Kysely<unknown>) {
      if (!isPg) return;
      await db.schema.dropTable('rate_limit_counters').execute();
    },
  };
}
