/**
 * Migration 0018 on SQLite and PostgreSQL: up, a row inserted with status `spam` gets no
 * notification row while any other status gets one, and `spam_reason` takes only its two
 * values; down, the column goes and the trigger queues every insert again, as 0003 made it.
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../../server/db/migrate';
import { describeOnEachOpenDatabase } from '../helpers/each-database';

describeOnEachOpenDatabase('migration 0018 on $name', (database) => {
  it('holds back the notification of spam, and gives it back when rolled back', async () => {
    const { db, dialect } = database();
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => allMigrations(dialect) },
    });
    expect(await migrateToLatest(db, dialect)).toContain('0018-spam-folder');
    const at = '2026-01-02T03:04:05.000Z';
    const insert = (subject: string, status: string, extra: Record<string, string> = {}) =>
      sql`insert into contact_messages (name, email, subject, message, status, created_at, received_at${sql.raw(
        Object.keys(extra)
          .map((key) => `, ${key}`)
          .join(''),
      )}) values ('Ada', 'ada@example.com', ${subject}, 'Hi', ${status}, ${at}, ${at}${sql.join(
        Object.values(extra).map((value) => sql`, ${value}`),
        sql``,
      )})`.execute(db);
    const queued = async () =>
      (
        await sql<{
          subject: string;
        }>`select m.subject from notification_outbox o join contact_messages m on m.id = o.message_id order by m.id`.execute(
          db,
        )
      ).rows.map((row) => row.subject);

    await insert('spam up', 'spam', { spam_reason: 'honeypot' });
    await insert('new up', 'new');
    expect(await queued()).toEqual(['new up']);
    await expect(insert('bad reason', 'spam', { spam_reason: 'bots' })).rejects.toThrow();

    expect((await migrator.migrateTo('0016-lead-desk')).error).toBeUndefined();
    const columns = (
      await sql<{
        name: string;
      }>`select column_name as name from information_schema.columns where table_name = 'contact_messages'`
        .execute(db)
        .catch(() =>
          sql<{ name: string }>`select name from pragma_table_info('contact_messages')`.execute(db),
        )
    ).rows.map((row) => row.name);
    expect(columns).not.toContain('spam_reason');
    await insert('spam down', 'spam');
    expect(await queued()).toEqual(['new up', 'spam down']);

    expect(await migrateToLatest(db, dialect)).toEqual(
      Object.keys(allMigrations(dialect)).filter((name) => name > '0016-lead-desk'),
    );
    await insert('spam again', 'spam');
    expect(await queued()).toEqual(['new up', 'spam down']);
  });
});
