/**
 * Migration 0021: the goals of site insights (DESIGN §8 "Site insights: goals";
 * docs/decisions/0042-insights-goals.md).
 *
 * - `goal_events`: one row per goal the site's beacon reported and the server counted (a PDF
 *   download, a search, the external platform opened): the goal's name, the page path and
 *   language, and the day's `visitor_hash` as `page_views` has it. No address, no user agent, no
 *   cookie id. Kept `PAGE_VIEWS_RETENTION_DAYS` with the raw page views.
 * - `insights_goals_daily`: the roll-up of one UTC day per goal, page path and language: how
 *   often it was reached (`events`) and by how many distinct visitor hashes (`visitors`).
 *   `contact` rows are rolled up from `contact_messages` (visitors 0: a message has no hash).
 *   Kept `INSIGHTS_RETENTION_DAYS` with the other roll-ups; counts only.
 *
 * Both are in backups as every table is (the SQLite online backup, pg_dump of the schema).
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { createIndex } from './ddl';

/** Builds the migration for one dialect. */
export function insightsGoalsMigration(dialect: SqlDialect): Migration {
  const { timestamp, createTableWithId, nowDefault } = columnTypes(dialect);
  const count = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, 'goal_events')
        .addColumn('occurred_at', timestamp, (col) => col.notNull().defaultTo(nowDefault))
        .addColumn('goal', 'text', (col) => col.notNull())
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('visitor_hash', 'text')
        .execute();
      await createIndex(db, 'goal_events_occurred_at', 'goal_events', ['occurred_at']);
      await db.schema
        .createTable('insights_goals_daily')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('goal', 'text', (col) => col.notNull())
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('events', count, (col) => col.notNull())
        .addColumn('visitors', count, (col) => col.notNull())
        .addPrimaryKeyConstraint('insights_goals_daily_pk', ['day', 'goal', 'path', 'language'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('insights_goals_daily').execute();
      await db.schema.dropTable('goal_events').execute();
    },
  };
}
