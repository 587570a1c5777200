/**
 * Migration 0002: `web_vitals` (spec §7 web-vitals reporter): one row per metric a
 * consenting visitor's browser reports. No IP, no user agent, no identifier beyond the
 * metric's own random id.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';

/** Builds the migration for one dialect. */
export function webVitalsMigration(dialect: SqlDialect): Migration {
  const { isPg, timestamp, createTableWithId, nowDefault } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, 'web_vitals')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('value', isPg ? 'double precision' : 'real', (col) => col.notNull())
        .addColumn('rating', 'text', (col) => col.notNull())
        .addColumn('metric_id', 'text', (col) => col.notNull())
        .addColumn('navigation_type', 'text', (col) => col.notNull())
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('received_at', timestamp, (col) => col.notNull().defaultTo(nowDefault))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('web_vitals').execute();
    },
  };
}
