/**
 * Migration 0017 on SQLite and PostgreSQL: `mail_outbox` and `message_replies` appear and go;
 * `message_history` accepts kind `reply` with a `reply_id` after it and refuses it after the
 * rollback, keeping every earlier row and id both ways (SQLite rebuilds that table); the erasure
 * audit gains its `replies` and `mail` counts.
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../../server/db/migrate';
import { describeOnEachOpenDatabase } from '../helpers/each-database';

describeOnEachOpenDatabase('migration 0017 on $name', (database) => {
  it('adds the mail outbox and replies, and the reply history kind, both ways', async () => {
    const { db, dialect } = database();
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => allMigrations(dialect) },
    });
    expect((await migrator.migrateTo('0016-lead-desk')).error).toBeUndefined();
    const at = '2026-01-02T03:04:05.000Z';
    const message = await db
      .insertInto('contact_messages')
      .values({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Hi',
        message: 'Text',
        created_at: at,
        received_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const messageId = Number(message.id);
    const event = { message_id: messageId, at, actor: 'a@example.com', note_id: null };
    await db
      .insertInto('message_history')
      .values([
        { ...event, kind: 'status', from_value: 'new', to_value: 'open' },
        { ...event, kind: 'owner', from_value: null, to_value: 'a@example.com' },
      ])
      .execute();
    const history = async () =>
      (
        await db
          .selectFrom('message_history')
          .select(['id', 'kind', 'from_value', 'to_value'])
          .orderBy('id')
          .execute()
      ).map((row) => ({ ...row, id: Number(row.id) }));
    const before = await history();

    expect(await migrateToLatest(db, dialect)).toContain('0017-mail-outbox-and-replies');
    expect(await history()).toEqual(before);
    const mail = await db
      .insertInto('mail_outbox')
      .values({
        kind: 'reply',
        contact_message_id: messageId,
        recipient: 'ada@example.com',
        from_header: '"noreply@example.com"',
        to_header: '[{"address":"ada@example.com"}]',
        reply_to_header: null,
        subject: 'Re: Hi',
        text_body: 'Thanks',
        html_body: null,
        message_id: '<reply.1@example.com>',
        in_reply_to: null,
        references_header: null,
        extra_headers: null,
        queued_at: at,
        next_attempt_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reply = await db
      .insertInto('message_replies')
      .values({
        message_id: messageId,
        author: 'a@example.com',
        created_at: at,
        body: 'Thanks',
        outbox_id: Number(mail.id),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('message_history')
      .values({
        ...event,
        kind: 'reply',
        from_value: null,
        to_value: null,
        reply_id: Number(reply.id),
      })
      .execute();
    // The Message-ID is unique; an unknown state is refused.
    await expect(
      sql`insert into mail_outbox (kind, recipient, from_header, to_header, subject, text_body, message_id, queued_at, next_attempt_at)
          values ('reply', 'x', '""', '[]', 's', 't', '<reply.1@example.com>', ${at}, ${at})`.execute(
        db,
      ),
    ).rejects.toThrow();
    await expect(db.updateTable('mail_outbox').set({ state: 'lost' }).execute()).rejects.toThrow();
    const audit = await db
      .insertInto('erasure_audit')
      .values({
        erased_at: at,
        erased_by: 'cli',
        address_hash: 'h',
        key_id: 'k',
        messages: 1,
        notes: 0,
        history: 0,
        outbox: 0,
      })
      .returning(['replies', 'mail'])
      .executeTakeFirstOrThrow();
    expect({ replies: Number(audit.replies), mail: Number(audit.mail) }).toEqual({
      replies: 0,
      mail: 0,
    });
    // A message erased takes its reply, the reply's mail and the history event with it.
    const other = await db
      .insertInto('contact_messages')
      .values({
        name: 'Ben',
        email: 'ben@example.com',
        subject: 'Hi',
        message: 'Text',
        created_at: at,
        received_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('contact_messages').where('id', '=', Number(other.id)).execute();

    expect((await migrator.migrateTo('0016-lead-desk')).error).toBeUndefined();
    expect(await history()).toEqual(before);
    await expect(sql`select 1 from mail_outbox`.execute(db)).rejects.toThrow();
    await expect(sql`select 1 from message_replies`.execute(db)).rejects.toThrow();
    await expect(
      db
        .insertInto('message_history')
        .values({ ...event, kind: 'reply', from_value: null, to_value: null })
        .execute(),
    ).rejects.toThrow();

    expect(await migrateToLatest(db, dialect)).toContain('0017-mail-outbox-and-replies');
    expect(await history()).toEqual(before);
  });
});
