/**
 * Migration 0025: read-only links to the insights dashboard (DESIGN §8 "Site insights: shared
 * links"; docs/decisions/0049-insights-share-links-and-deploys.md).
 *
 * `insights_shares`: one link a team member made. `token_hash` is the SHA-256 of the link's
 * random token (hex, unique; the token itself is shown once and never stored, OWASP Session
 * Management Cheat Sheet: store only a hash of a bearer secret). `period` is one of the
 * dashboard's periods (`today`, `7d`, `30d`, `90d`, resolved against the day the link is
 * opened; or `custom` with `range_from`–`range_to`, fixed days). `created_by` is the team
 * member's e-mail address; `expires_at` the end of the link's life; `revoked_at` null until a
 * team member revokes it. Expired and revoked rows are kept for the list's history and purged
 * with nothing else (a handful of rows a year).
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';

/** Builds the migration for one dialect. */
export function insightsSharesMigration(dialect: SqlDialect): Migration {
  const { timestamp, createTableWithId, nowDefault } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, 'insights_shares')
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('period', 'text', (col) => col.notNull())
        .addColumn('range_from', 'text')
        .addColumn('range_to', 'text')
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(nowDefault))
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .addColumn('revoked_at', timestamp)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('insights_shares').execute();
    },
  };
}
