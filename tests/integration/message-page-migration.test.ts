/**
 * Migration 0019 on SQLite and PostgreSQL: `contact_messages.page` and
 * `admin_sign_in_attempts.next_check_ms` appear, hold what the code writes (an epoch-ms turn
 * past 2^31 included), and go again on the way down with every row kept.
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { expect, it } from 'vitest';
import { createAdminAccounts } from '../../server/db/admin-accounts';
import { allMigrations, migrateToLatest } from '../../server/db/migrate';
import { describeOnEachOpenDatabase } from '../helpers/each-database';

describeOnEachOpenDatabase('migration 0019 on $name', (database) => {
  it('adds the page and the sign-in turn, and takes them away again', async () => {
    const { db, dialect } = database();
    expect(await migrateToLatest(db, dialect)).toContain('0019-message-page-and-sign-in-turns');
    const at = '2026-11-29T10:00:00.000Z';
    await db
      .insertInto('contact_messages')
      .values({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'S',
        message: 'M',
        status: 'new',
        created_at: at,
        received_at: at,
        language: 'fr',
        page: '/fr/contact',
      })
      .execute();
    const accounts = createAdminAccounts(db);
    const key = 'a'.repeat(64);
    await accounts.reserveAttempt(key, at, '2026-11-29T09:45:00.000Z', null);
    const now = Date.parse(at);
    expect(await accounts.takeCheckTurn(key, now, 1_000, 45_000)).toEqual({
      kind: 'turn',
      checkAtMs: now + 1_000,
    });
    expect(await accounts.takeCheckTurn(key, now, 16_000, 45_000)).toEqual({
      kind: 'turn',
      checkAtMs: now + 17_000,
    });
    expect(await accounts.takeCheckTurn(key, now, 16_000, 45_000)).toEqual({
      kind: 'turn',
      checkAtMs: now + 33_000,
    });
    expect(await accounts.takeCheckTurn(key, now, 16_000, 45_000)).toEqual({
      kind: 'full',
      lastCheckAtMs: now + 33_000,
    });
    expect(await accounts.takeCheckTurn('b'.repeat(64), now, 1_000, 45_000)).toEqual({
      kind: 'gone',
    });
    const stored = await db.selectFrom('contact_messages').select('page').execute();
    expect(stored).toEqual([{ page: '/fr/contact' }]);

    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => allMigrations(dialect) },
    });
    // Back to the schema before 0019, every later migration undone with it.
    expect((await migrator.migrateTo('0018-spam-folder')).error).toBeUndefined();
    const columns = async (table: string) =>
      (await db.introspection.getTables())
        .find((t) => t.name === table)
        ?.columns.map((c) => c.name);
    expect(await columns('contact_messages')).not.toContain('page');
    expect(await columns('admin_sign_in_attempts')).not.toContain('next_check_ms');
    const kept = await sql<{ n: number }>`select count(*) as n from contact_messages`.execute(db);
    expect(Number(kept.rows[0]?.n)).toBe(1);
    expect(await migrateToLatest(db, dialect)).toEqual(
      Object.keys(allMigrations(dialect)).filter((name) => name > '0018-spam-folder'),
    );
  });
});
