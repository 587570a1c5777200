/**
 * Migration 0008: the roll-ups of site insights (DESIGN §8 "Site insights", decision 0025).
 *
 * - `insights_daily`: page views and visitors of one UTC day per dimension and key
 *   (`all` / '' for the day's totals, `path`, `language`, `referrer`, `utm_campaign`,
 *   `viewport`, and `contact` for messages stored per language, counted in `views`). Visitors
 *   are the day's distinct visitor hashes; a period's visitors are their sum over its days,
 *   the method's definition (the hash's salt changes every day).
 * - `insights_vitals_daily`: real-user web vitals of one day, page and metric: sample count,
 *   band counts, and a log-scale histogram (server/insights/histogram.ts) from which a period's
 *   p75 is read within the histogram's stated resolution.
 * - `insights_rollup_days`: which days are rolled up for good (`final` = rolled up after the
 *   day ended), so the job redoes only today, yesterday and days not yet final.
 * - `contact_messages.language`: the page language a message was sent from (nullable: older
 *   messages and old clients have none).
 * - an index on `web_vitals.received_at`, which the roll-up reads one day at a time.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { createIndexesSql } from './ddl';

/** Builds the migration for one dialect. */
export function insightsRollUpsMigration(dialect: SqlDialect): Migration {
  const isPg = dialect === 'postgres';
  const count = isPg ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('insights_daily')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('dimension', 'text', (col) => col.notNull())
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('views', count, (col) => col.notNull())
        .addColumn('visitors', count, (col) => col.notNull())
        .addPrimaryKeyConstraint('insights_daily_pk', ['dimension', 'day', 'key'])
        .execute();
      await db.schema
        .createTable('insights_vitals_daily')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('metric', 'text', (col) => col.notNull())
        .addColumn('samples', count, (col) => col.notNull())
        .addColumn('good', count, (col) => col.notNull())
        .addColumn('needs_improvement', count, (col) => col.notNull())
        .addColumn('poor', count, (col) => col.notNull())
        .addColumn('histogram', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('insights_vitals_daily_pk', ['day', 'path', 'metric'])
        .execute();
      await db.schema
        .createTable('insights_rollup_days')
        .addColumn('day', 'text', (col) => col.primaryKey())
        .addColumn('final', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.alterTable('contact_messages').addColumn('language', 'text').execute();
      await createIndexesSql(db, 'web_vitals', { web_vitals_received_at_idx: 'received_at' });
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index web_vitals_received_at_idx`.execute(db);
      await db.schema.alterTable('contact_messages').dropColumn('language').execute();
      await db.schema.dropTable('insights_rollup_days').execute();
      await db.schema.dropTable('insights_vitals_daily').execute();
      await db.schema.dropTable('insights_daily').execute();
    },
  };
}
