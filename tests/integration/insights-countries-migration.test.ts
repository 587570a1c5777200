/**
 * Migration 0020 on SQLite and PostgreSQL (decision 0041): `page_views.country` appears and
 * goes; every day rolled up before it gets a `country` / `unknown` row with the day's totals
 * (none for a day without views), so older periods still add up, and the down migration removes
 * them again.
 */
import { Migrator } from 'kysely/migration';
import { expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../../server/db/migrate';
import { describeOnEachOpenDatabase } from '../helpers/each-database';

describeOnEachOpenDatabase('migration 0020 on $name', (database) => {
  it('adds the country column and an unknown row per rolled-up day, and takes both back', async () => {
    const { db, dialect } = database();
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => allMigrations(dialect) },
    });
    expect((await migrator.migrateTo('0016-lead-desk')).error).toBeUndefined();
    await db
      .insertInto('insights_daily')
      .values([
        { day: '2026-10-01', dimension: 'all', key: '', views: 40, visitors: 12 },
        { day: '2026-10-01', dimension: 'path', key: '/', views: 40, visitors: 12 },
        { day: '2026-10-02', dimension: 'all', key: '', views: 0, visitors: 0 },
        { day: '2026-10-03', dimension: 'all', key: '', views: 7, visitors: 3 },
      ])
      .execute();
    const countryRows = async () =>
      (
        await db
          .selectFrom('insights_daily')
          .select(['day', 'key', 'views', 'visitors'])
          .where('dimension', '=', 'country')
          .orderBy('day')
          .execute()
      ).map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) }));

    expect(await migrateToLatest(db, dialect)).toContain('0020-insights-countries');
    expect(await countryRows()).toEqual([
      { day: '2026-10-01', key: 'unknown', views: 40, visitors: 12 },
      { day: '2026-10-03', key: 'unknown', views: 7, visitors: 3 },
    ]);
    await db
      .insertInto('page_views')
      .values({
        path: '/',
        language: 'en',
        viewport: 'desktop',
        navigation_type: 'navigate',
        country: 'US',
      })
      .execute();
    expect(await db.selectFrom('page_views').select('country').execute()).toEqual([
      { country: 'US' },
    ]);

    expect((await migrator.migrateTo('0016-lead-desk')).error).toBeUndefined();
    expect(await countryRows()).toEqual([]);
    await expect(db.selectFrom('page_views').select('country').execute()).rejects.toThrow();
    expect(await db.selectFrom('page_views').select('path').execute()).toEqual([{ path: '/' }]);
  });
});
