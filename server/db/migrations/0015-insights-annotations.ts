/**
 * Migration 0015: the insights dashboard's annotations and its UTM source and medium lists
 * (DESIGN §8 "Site insights"; docs/decisions/0036-insights-annotations-realtime.md).
 *
 * - `insights_annotations`: a team member's note on one UTC day of the daily chart (`day`,
 *   `text` of at most 200 characters, `author` the account's e-mail address, `created_at`).
 *   Publishes of the copy are marked from `content_publishes` and are not copied here. Notes go
 *   with the roll-ups of their day (`INSIGHTS_RETENTION_DAYS`).
 * - Every rolled-up day is marked not final, so the insights job's next run recomputes the days
 *   whose raw page views are still kept with the new `utm_source` and `utm_medium` dimensions
 *   (the roll-up writes absolute values, so a recomputed day is the same day plus the two new
 *   dimensions). Older days keep what they had: their raw rows are gone.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { createIndex } from './ddl';

/** Builds the migration for one dialect. */
export function insightsAnnotationsMigration(dialect: SqlDialect): Migration {
  const { timestamp, createTableWithId, nowDefault } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, 'insights_annotations')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('author', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(nowDefault))
        .execute();
      await createIndex(db, 'insights_annotations_day', 'insights_annotations', ['day']);
      await sql`update insights_rollup_days set final = 0`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('insights_annotations').execute();
    },
  };
}
