/**
 * Migration 0024 on SQLite and PostgreSQL: `insights_reports` appears with its key (a second row
 * of one week is refused, and insert-or-nothing on the key inserts nothing) and goes again on the
 * way down, leaving the roll-ups as they were.
 */
import { Migrator } from 'kysely/migration';
import { expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../../server/db/migrate';
import { describeOnEachOpenDatabase } from '../helpers/each-database';

describeOnEachOpenDatabase('migration 0024 on $name', (database) => {
  it('creates insights_reports keyed by week, and drops it on the way down', async () => {
    const { db, dialect } = database();
    expect(await migrateToLatest(db, dialect)).toContain('0024-insights-reports');
    const row = {
      week: '2026-11-16',
      queued_at: '2026-11-23T08:00:00.000Z',
      recipients: 2,
      trigger: 'schedule',
    };
    await db.insertInto('insights_reports').values(row).execute();
    await expect(
      db
        .insertInto('insights_reports')
        .values({ ...row, trigger: 'command' })
        .execute(),
    ).rejects.toThrow();
    const claimed = await db
      .insertInto('insights_reports')
      .values({ ...row, trigger: 'command' })
      .onConflict((conflict) => conflict.column('week').doNothing())
      .returning('week')
      .executeTakeFirst();
    expect(claimed).toBeUndefined();
    const stored = await db.selectFrom('insights_reports').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ week: '2026-11-16', recipients: 2, trigger: 'schedule' });
    expect(new Date(stored[0]!.queued_at).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    await db
      .insertInto('insights_daily')
      .values({ day: '2026-11-16', dimension: 'all', key: '', views: 3, visitors: 2 })
      .execute();

    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => allMigrations(dialect) },
    });
    const names = Object.keys(allMigrations(dialect));
    const before = names[names.indexOf('0024-insights-reports') - 1]!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    await expect(db.selectFrom('insights_reports').selectAll().execute()).rejects.toThrow();
    expect(await db.selectFrom('insights_daily').select('day').execute()).toEqual([
      { day: '2026-11-16' },
    ]);
    expect(await migrateToLatest(db, dialect)).toEqual(names.filter((name) => name > before));
  });
});
