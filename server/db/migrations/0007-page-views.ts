/**
 * Migration 0007: privacy-first audience measurement (DESIGN §8 "Site insights").
 *
 * - `page_views`: one row per counted document load or client navigation. No IP address, no
 *   user agent, no cookie id: the only per-visitor value is `visitor_hash`, a hash of address
 *   and user agent under the day's salt, which cannot be joined across days once the salt is
 *   deleted (Plausible's published "data policy" method). Kept `PAGE_VIEWS_RETENTION_DAYS`.
 * - `insights_salts`: the day's random salt, shared by every instance through the database and
 *   deleted once its day is over.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { createIndex } from './ddl';

/** Builds the migration for one dialect. */
export function pageViewsMigration(dialect: SqlDialect): Migration {
  const { timestamp, createTableWithId, nowDefault } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, 'page_views')
        .addColumn('viewed_at', timestamp, (col) => col.notNull().defaultTo(nowDefault))
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('referrer_host', 'text')
        .addColumn('utm_source', 'text')
        .addColumn('utm_medium', 'text')
        .addColumn('utm_campaign', 'text')
        .addColumn('viewport', 'text', (col) => col.notNull())
        .addColumn('navigation_type', 'text', (col) => col.notNull())
        .addColumn('visitor_hash', 'text')
        .execute();
      await createIndex(db, 'page_views_viewed_at', 'page_views', ['viewed_at']);
      await db.schema
        .createTable('insights_salts')
        .addColumn('day', 'text', (col) => col.primaryKey())
        .addColumn('salt', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('insights_salts').execute();
      await db.schema.dropTable('page_views').execute();
    },
  };
}
