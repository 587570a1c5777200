/**
 * Migration 0020: countries in site insights, without addresses (DESIGN §8 "Site insights";
 * docs/decisions/0041-insights-countries.md).
 *
 * - `page_views.country`: the ISO 3166-1 alpha-2 country of the client address, looked up at
 *   collection in a local database (server/insights/country.ts) and the address thrown away;
 *   null when unknown. Views stored before this migration have none.
 * - `insights_daily` dimension `country` (key: the code, or `unknown`): the roll-up counts it
 *   from now on. Every day already rolled up gets one `unknown` row with its totals, so a
 *   period that reaches back before countries were looked up still adds up to its page views
 *   (and a recomputed day with older raw rows gives the same row: their country is null).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Builds the migration (the same on SQLite and PostgreSQL). */
export function insightsCountriesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('page_views').addColumn('country', 'text').execute();
      await sql`insert into insights_daily (day, dimension, key, views, visitors)
        select day, 'country', 'unknown', views, visitors from insights_daily
        where dimension = 'all' and views > 0`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from insights_daily where dimension = 'country'`.execute(db);
      await db.schema.alterTable('page_views').dropColumn('country').execute();
    },
  };
}
