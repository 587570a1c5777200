/**
 * Migration 0016 on SQLite and PostgreSQL: the statuses of 0004 move to the lead desk's
 * (`read` → `open`, `archived` → `closed`) and back (`replied` → `read`), every row, id and
 * notification kept; the owner column, notes, history, erasure audit and the erasure key appear
 * and go; on SQLite the rebuilt table keeps its search and its notification trigger.
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../../server/db/migrate';
import { createInboxRepository } from '../../server/db/inbox-repository';
import { describeOnEachOpenDatabase } from '../helpers/each-database';

describeOnEachOpenDatabase('migration 0016 on $name', (database) => {
  it('maps the statuses both ways and keeps rows, ids, notifications and search', async () => {
    const { db, dialect } = database();
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => allMigrations(dialect) },
    });
    expect((await migrator.migrateTo('0013-site-rollback')).error).toBeUndefined();

    const at = '2026-01-02T03:04:05.000Z';
    const statuses = ['new', 'read', 'archived', 'spam'];
    for (const [index, status] of statuses.entries()) {
      await db
        .insertInto('contact_messages')
        .values({
          name: `Person ${index}`,
          email: `person${index}@example.com`,
          subject: `Subject ${status}`,
          message: `Text about gpus ${index}`,
          status,
          created_at: at,
          received_at: at,
        })
        .execute();
    }
    const statusOf = async () =>
      (
        await db.selectFrom('contact_messages').select(['id', 'status']).orderBy('id').execute()
      ).map((row) => [Number(row.id), row.status] as const);
    const ids = (await statusOf()).map(([id]) => id);

    expect(await migrateToLatest(db, dialect)).toContain('0016-lead-desk');
    expect(await statusOf()).toEqual([
      [ids[0], 'new'],
      [ids[1], 'open'],
      [ids[2], 'closed'],
      [ids[3], 'spam'],
    ]);
    const outbox = await db.selectFrom('notification_outbox').select('message_id').execute();
    expect(outbox.map((row) => Number(row.message_id)).sort()).toEqual(ids);
    const inbox = createInboxRepository(db);
    expect((await inbox.page({ q: 'gpus' }, 10)).messages).toHaveLength(4);
    expect((await inbox.page({ ownerId: null }, 10)).messages).toHaveLength(4);
    const key = await db.selectFrom('app_secrets').select('value').executeTakeFirstOrThrow();
    expect(key.value).toMatch(/^[0-9a-f]{64}$/);
    await expect(
      db
        .updateTable('contact_messages')
        .set({ status: 'read' })
        .where('id', '=', ids[0]!)
        .execute(),
    ).rejects.toThrow();

    // A new message still gets its notification and its search entry on the rebuilt table.
    await db
      .insertInto('contact_messages')
      .values({
        name: 'Late',
        email: 'late@example.com',
        subject: 'After',
        message: 'Searchable words',
        created_at: at,
        received_at: at,
      })
      .execute();
    expect((await inbox.page({ q: 'searchable' }, 10)).messages).toHaveLength(1);
    expect(await db.selectFrom('notification_outbox').select('id').execute()).toHaveLength(5);
    await db
      .updateTable('contact_messages')
      .set({ status: 'replied' })
      .where('id', '=', ids[1]!)
      .execute();
    await db
      .insertInto('message_notes')
      .values({ message_id: ids[1]!, author: 'a@example.com', created_at: at, body: 'n' })
      .execute();

    expect((await migrator.migrateTo('0013-site-rollback')).error).toBeUndefined();
    expect((await statusOf()).slice(0, 4)).toEqual([
      [ids[0], 'new'],
      [ids[1], 'read'],
      [ids[2], 'archived'],
      [ids[3], 'spam'],
    ]);
    const columns =
      dialect === 'postgres'
        ? (
            await sql<{
              name: string;
            }>`select column_name as name from information_schema.columns where table_name = 'contact_messages'`.execute(
              db,
            )
          ).rows
        : (
            await sql<{
              name: string;
            }>`select name from pragma_table_info('contact_messages')`.execute(db)
          ).rows;
    expect(columns.map((column) => column.name)).not.toContain('owner_id');
    await expect(sql`select 1 from message_notes`.execute(db)).rejects.toThrow();
    if (dialect === 'sqlite') {
      const found =
        await sql`select rowid from contact_messages_fts where contact_messages_fts match 'gpus'`.execute(
          db,
        );
      expect(found.rows).toHaveLength(4);
    }
    // And up again, as a deploy after a rollback does.
    expect(await migrateToLatest(db, dialect)).toContain('0016-lead-desk');
    expect((await statusOf()).slice(0, 4).map(([, status]) => status)).toEqual([
      'new',
      'open',
      'closed',
      'spam',
    ]);
  });
});
