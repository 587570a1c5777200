/**
 * Migrations 0010 (content revisions) and 0011 (publish jobs) both ways on SQLite and
 * PostgreSQL: up creates `content_revisions`, `content_heads`, `content_publishes.release_id` and
 * `content_publish_jobs`;
 * down removes them and keeps the publishes recorded before; up again works.
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../../server/db/migrate';
import { describeOnEachOpenDatabase } from '../helpers/each-database';

describeOnEachOpenDatabase('migrations 0010 and 0011 on $name', (database) => {
  it('goes up, down and up again', async () => {
    const { db, dialect } = database();
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => allMigrations(dialect) },
    });
    await migrateToLatest(db, dialect);
    await db
      .insertInto('content_publishes')
      .values({
        published_at: new Date().toISOString(),
        published_by: 'editor@example.com',
        kind: 'publish',
        reverts_id: null,
        changes: '[]',
        git_commit: null,
        release_id: 'r1',
      })
      .execute();
    const tables = async () =>
      (await db.introspection.getTables())
        .map((table) => table.name)
        .filter((name) => name.startsWith('content_'));
    expect((await tables()).sort()).toEqual([
      'content_heads',
      'content_presence',
      'content_publish_jobs',
      'content_publishes',
      'content_revisions',
      'content_schedules',
    ]);

    const down = await migrator.migrateTo('0009-content-editing');
    expect(down.error).toBeUndefined();
    // Every migration after 0009, newest first (later features' included).
    expect(down.results?.map((result) => result.migrationName)).toEqual(
      Object.keys(allMigrations(dialect))
        .filter((name) => name > '0009-content-editing')
        .reverse(),
    );
    expect(down.results?.map((result) => result.migrationName)).toContain('0010-content-revisions');
    expect(await tables()).toEqual(['content_publishes']);
    const kept = await sql<{ n: number }>`select count(*) as n from content_publishes`.execute(db);
    expect(Number(kept.rows[0]!.n)).toBe(1);

    expect(await migrateToLatest(db, dialect)).toContain('0010-content-revisions');
    expect((await tables()).sort()).toEqual([
      'content_heads',
      'content_presence',
      'content_publish_jobs',
      'content_publishes',
      'content_revisions',
      'content_schedules',
    ]);
  });
});
