/**
 * Migration 0024: the insights' weekly e-mailed report (DESIGN §8 "Site insights: e-mailed
 * report"; docs/decisions/0048-insights-weekly-report.md).
 *
 * - `insights_reports`: one row per ISO week reported, keyed by the week's Monday (`YYYY-MM-DD`,
 *   UTC). The instance that inserts it (insert-or-nothing on the key) queues the report's e-mails
 *   in the same transaction, so however many instances tick at once a week is e-mailed once.
 *   `queued_at` is when, `recipients` how many e-mails were queued, `trigger` `schedule` (the
 *   insights job) or `command` (`npm run insights -- report`). Aggregates only: no address.
 *
 * In backups as every table is (the SQLite online backup, pg_dump of the schema).
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';

/** Builds the migration for one dialect. */
export function insightsReportsMigration(dialect: SqlDialect): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('insights_reports')
        .addColumn('week', 'text', (col) => col.primaryKey())
        .addColumn('queued_at', timestamp, (col) => col.notNull())
        .addColumn('recipients', 'integer', (col) => col.notNull())
        .addColumn('trigger', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('insights_reports').execute();
    },
  };
}
