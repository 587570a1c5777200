/**
 * Migration 0026: deploys marked on the insights dashboard's daily chart (DESIGN §8 "Site
 * insights"; docs/decisions/0049-insights-share-links-and-deploys.md).
 *
 * `insights_deploys`: one row per build of the code the server first started with
 * (server/content/releases.ts `CodeIdentity.buildId`, 16 hex digits), and when. `build_id` is
 * unique, so instances starting together with the same build write one row whatever their
 * order (`insert … on conflict do nothing`). Not purged: a row per deploy holds no personal
 * data, and a purged build id would be marked again if that build ever restarted.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { createIndex } from './ddl';

/** Builds the migration for one dialect. */
export function insightsDeploysMigration(dialect: SqlDialect): Migration {
  const { timestamp, createTableWithId, nowDefault } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, 'insights_deploys')
        .addColumn('build_id', 'text', (col) => col.notNull().unique())
        .addColumn('deployed_at', timestamp, (col) => col.notNull().defaultTo(nowDefault))
        .execute();
      await createIndex(db, 'insights_deploys_deployed_at', 'insights_deploys', ['deployed_at']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('insights_deploys').execute();
    },
  };
}
