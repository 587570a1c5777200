/**
 * Migration 0023: the chat webhook's outbox (docs/inbox.md "Chat webhook";
 * docs/decisions/0047-chat-webhook-outbox.md).
 *
 * - `webhook_outbox`: one row per message the team's chat is told about, with the notification
 *   outbox's columns (migration 0003), so the same claim, lease, back-off and outcome code
 *   (server/db/outbox-outcomes.ts, server/notifications/sender.ts) drains it. `message_id` is
 *   unique (a message is posted at most once per queueing) and goes with its message (ON DELETE
 *   CASCADE: retention, spam purge).
 * - `webhook_settings`: one row (`id` 1) whose `enabled` (0/1) the server writes at start from
 *   `WEBHOOK_URL`: the trigger queues only while it is 1, so a server without a webhook queues
 *   nothing, and one with it queues in the very statement that stores the message.
 * - An AFTER INSERT trigger on `contact_messages` like 0003's (as 0018 left it: no row for a
 *   message filed as spam). "Not spam" queues the row itself (server/db/inbox-repository.ts).
 *
 * Needs 0003's shape and 0018's statuses; no other table. In backups as every table is.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { createIndex, dropContactTrigger, outboxColumns, uniqueCascadeReference } from './ddl';

/** The outbox states, as 0003 has them (kept literal: migrations never change). */
const STATES_0023 = "'queued', 'sent', 'failed'";

/** The trigger's (and on PostgreSQL its function's) name. */
const TRIGGER = 'contact_messages_enqueue_webhook';

/** Builds the migration for one dialect. */
export function chatWebhookMigration(dialect: SqlDialect): Migration {
  const { isPg, timestamp, createTableWithId } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, 'webhook_outbox')
        .addColumn('message_id', 'integer', uniqueCascadeReference('contact_messages.id'))
        .$call(outboxColumns(timestamp, STATES_0023))
        .execute();
      await createIndex(db, 'webhook_outbox_due_idx', 'webhook_outbox', [
        'state',
        'next_attempt_at',
      ]);
      await db.schema
        .createTable('webhook_settings')
        .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('enabled', 'integer', (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`enabled in (0, 1)`),
        )
        .execute();
      await sql`insert into webhook_settings (id, enabled) values (1, 0)`.execute(db);
      if (isPg) {
        await sql`
          create function ${sql.raw(TRIGGER)}() returns trigger
          language plpgsql as $$
          begin
            insert into webhook_outbox (message_id, queued_at, next_attempt_at)
            select m.id, m.received_at, m.received_at from inserted_messages m
            where m.status <> 'spam'
              and exists (select 1 from webhook_settings where enabled = 1);
            return null;
          end
          $$`.execute(db);
        await sql`
          create trigger ${sql.raw(TRIGGER)}
          after insert on contact_messages
          referencing new table as inserted_messages
          for each statement execute function ${sql.raw(TRIGGER)}()`.execute(db);
      } else {
        await sql`
          create trigger ${sql.raw(TRIGGER)}
          after insert on contact_messages
          when new.status <> 'spam'
          begin
            insert into webhook_outbox (message_id, queued_at, next_attempt_at)
            select new.id, new.received_at, new.received_at from webhook_settings where enabled = 1;
          end`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await dropContactTrigger(db, isPg, TRIGGER);
      await db.schema.dropTable('webhook_settings').execute();
      await db.schema.dropTable('webhook_outbox').execute();
    },
  };
}
