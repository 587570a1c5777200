/**
 * Migrations 0025 and 0026 on SQLite and PostgreSQL: `insights_shares` refuses a second row with
 * one token hash and `insights_deploys` a second row with one build id; both go again on the way
 * down (to the migration before 0025), leaving the notes' table as it was, and come back up.
 */
import { Migrator } from 'kysely/migration';
import { expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../../server/db/migrate';
import { describeOnEachOpenDatabase } from '../helpers/each-database';

describeOnEachOpenDatabase('migrations 0025 and 0026 on $name', (database) => {
  it('creates the share and deploy tables with their unique keys, and drops them on the way down', async () => {
    const { db, dialect } = database();
    const applied = await migrateToLatest(db, dialect);
    expect(applied).toContain('0025-insights-shares');
    expect(applied).toContain('0026-insights-deploys');
    const share = {
      token_hash: 'a'.repeat(64),
      period: '30d',
      created_by: 'team@example.com',
      expires_at: '2026-12-01T00:00:00.000Z',
    };
    await db.insertInto('insights_shares').values(share).execute();
    await expect(db.insertInto('insights_shares').values(share).execute()).rejects.toThrow();
    const stored = await db.selectFrom('insights_shares').selectAll().executeTakeFirstOrThrow();
    expect(stored.revoked_at).toBeNull();
    expect(stored.range_from).toBeNull();
    await db.insertInto('insights_deploys').values({ build_id: '0123456789abcdef' }).execute();
    await expect(
      db.insertInto('insights_deploys').values({ build_id: '0123456789abcdef' }).execute(),
    ).rejects.toThrow();
    await db
      .insertInto('insights_annotations')
      .values({ day: '2026-11-20', text: 'kept', author: 'team@example.com' })
      .execute();

    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => allMigrations(dialect) },
    });
    const names = Object.keys(allMigrations(dialect));
    const before = names[names.indexOf('0025-insights-shares') - 1]!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    await expect(db.selectFrom('insights_shares').selectAll().execute()).rejects.toThrow();
    await expect(db.selectFrom('insights_deploys').selectAll().execute()).rejects.toThrow();
    expect(await db.selectFrom('insights_annotations').select('text').execute()).toEqual([
      { text: 'kept' },
    ]);
    // Every migration after the one before 0025 comes back, 0025 and 0026 among them.
    expect(await migrateToLatest(db, dialect)).toEqual(names.filter((name) => name > before));
    expect(await db.selectFrom('insights_shares').selectAll().execute()).toEqual([]);
  });
});
