/**
 * Migration 0023 on SQLite and PostgreSQL: `webhook_outbox` and `webhook_settings` appear (the
 * setting off), the trigger queues a stored message only while the setting is on and never one
 * filed as spam, a message's row goes with it, and everything goes again on the way down, the
 * notification outbox and its trigger left as they were.
 */
import { Migrator } from 'kysely/migration';
import { expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../../server/db/migrate';
import { describeOnEachOpenDatabase } from '../helpers/each-database';

const NAME = '0023-chat-webhook';

describeOnEachOpenDatabase('migration 0023 on $name', (database) => {
  it('queues non-spam messages while enabled, and drops its tables on the way down', async () => {
    const { db, dialect } = database();
    expect(await migrateToLatest(db, dialect)).toContain(NAME);
    const names = Object.keys(allMigrations(dialect));
    const after = names.slice(names.indexOf(NAME));
    const insert = (name: string, status: 'new' | 'spam' = 'new') =>
      db
        .insertInto('contact_messages')
        .values({
          name,
          email: 'a@example.com',
          subject: 's',
          message: 'm',
          status,
          created_at: '2026-12-01T09:00:00.000Z',
          received_at: '2026-12-01T09:00:01.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const queued = async () =>
      (await db.selectFrom('webhook_outbox').select('message_id').orderBy('id').execute()).map(
        (row) => Number(row.message_id),
      );

    expect(await db.selectFrom('webhook_settings').selectAll().execute()).toEqual([
      { id: 1, enabled: 0 },
    ]);
    await insert('off');
    expect(await queued()).toEqual([]);
    await db.updateTable('webhook_settings').set({ enabled: 1 }).execute();
    const on = Number((await insert('on')).id);
    await insert('spam', 'spam');
    expect(await queued()).toEqual([on]);
    const row = await db
      .selectFrom('webhook_outbox')
      .select(['state', 'attempts', 'queued_at', 'next_attempt_at'])
      .executeTakeFirstOrThrow();
    expect({
      ...row,
      attempts: Number(row.attempts),
      queued_at: new Date(row.queued_at).toISOString(),
      next_attempt_at: new Date(row.next_attempt_at).toISOString(),
    }).toEqual({
      state: 'queued',
      attempts: 0,
      queued_at: '2026-12-01T09:00:01.000Z',
      next_attempt_at: '2026-12-01T09:00:01.000Z',
    });
    await expect(
      db.updateTable('webhook_outbox').set({ state: 'lost' }).execute(),
    ).rejects.toThrow();
    await expect(
      db.insertInto('webhook_settings').values({ id: 2, enabled: 1 }).execute(),
    ).rejects.toThrow();
    await db.deleteFrom('contact_messages').where('id', '=', on).execute();
    expect(await queued()).toEqual([]);
    const notifications = Number(
      (
        await db
          .selectFrom('notification_outbox')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => allMigrations(dialect) },
    });
    const before = names[names.indexOf(NAME) - 1]!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    await expect(db.selectFrom('webhook_outbox').selectAll().execute()).rejects.toThrow();
    await expect(db.selectFrom('webhook_settings').selectAll().execute()).rejects.toThrow();
    // 0003's trigger still queues notifications; nothing names the dropped tables.
    await insert('after down');
    expect(
      Number(
        (
          await db
            .selectFrom('notification_outbox')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(notifications + 1);
    expect(await migrateToLatest(db, dialect)).toEqual(after);
  });
});
