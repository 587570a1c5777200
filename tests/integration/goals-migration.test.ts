/**
 * Migration 0021 on SQLite and PostgreSQL: `goal_events` and `insights_goals_daily` appear with
 * their keys (the roll-up's primary key refuses a second row of one day, goal, page and language)
 * and go again on the way down, leaving the page views' tables as they were.
 */
import { Migrator } from 'kysely/migration';
import { expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../../server/db/migrate';
import { describeOnEachOpenDatabase } from '../helpers/each-database';

describeOnEachOpenDatabase('migration 0021 on $name', (database) => {
  it('creates the goal tables with their keys, and drops them on the way down', async () => {
    const { db, dialect } = database();
    expect(await migrateToLatest(db, dialect)).toContain('0021-insights-goals');
    await db
      .insertInto('goal_events')
      .values({ goal: 'search', path: '/search', language: 'en', visitor_hash: 'a' })
      .execute();
    const row = { day: '2026-05-10', goal: 'search', path: '/search', language: 'en' };
    await db
      .insertInto('insights_goals_daily')
      .values({ ...row, events: 1, visitors: 1 })
      .execute();
    await expect(
      db
        .insertInto('insights_goals_daily')
        .values({ ...row, events: 2, visitors: 2 })
        .execute(),
    ).rejects.toThrow();
    const event = await db.selectFrom('goal_events').selectAll().executeTakeFirstOrThrow();
    // The time defaults to now, as a page view's.
    expect(Date.now() - new Date(event.occurred_at).getTime()).toBeLessThan(60_000);

    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => allMigrations(dialect) },
    });
    const names = Object.keys(allMigrations(dialect));
    const before = names[names.indexOf('0021-insights-goals') - 1]!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    await expect(db.selectFrom('goal_events').selectAll().execute()).rejects.toThrow();
    await expect(db.selectFrom('insights_goals_daily').selectAll().execute()).rejects.toThrow();
    expect(await db.selectFrom('page_views').selectAll().execute()).toEqual([]);
    // Every migration after the one before comes back, 0021 first.
    expect(await migrateToLatest(db, dialect)).toEqual(names.slice(names.indexOf(before) + 1));
  });
});
