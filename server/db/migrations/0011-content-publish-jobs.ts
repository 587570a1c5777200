/**
 * Migration 0011: publishes asked for without waiting (docs/editing.md "Publishing", DESIGN §8
 * "Content editor"). `content_publish_jobs` holds one row per publish an editor queued with
 * `Prefer: respond-async` (RFC 7240): who asked and when, where it is (`stage`: queued →
 * rendering → recorded → live, or failed with `message`), when that last changed, and the
 * publish it made (`content_publishes.id`). Any instance reads it, so the editor's page can
 * follow a publish whichever instance its next request reaches.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { setNullReference } from './ddl';

/** Builds the migration for one dialect. */
export function contentPublishJobsMigration(dialect: SqlDialect): Migration {
  const { timestamp, createTableWithId } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, 'content_publish_jobs')
        .addColumn('requested_by', 'text', (col) => col.notNull())
        .addColumn('requested_at', timestamp, (col) => col.notNull())
        .addColumn('stage', 'text', (col) =>
          col.notNull().check(sql`stage in ('queued', 'rendering', 'recorded', 'live', 'failed')`),
        )
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .addColumn('publish_id', 'integer', setNullReference('content_publishes.id'))
        .addColumn('message', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_publish_jobs').execute();
    },
  };
}
