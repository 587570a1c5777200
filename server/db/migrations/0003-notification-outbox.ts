/**
 * Migration 0003: the notification outbox (DESIGN §8 "Notifications"). One row per
 * stored message, written by an AFTER INSERT trigger on `contact_messages`, so the row is part of
 * the very transaction (the group commit's one INSERT statement) that stores the message: a `201`
 * means "stored and its notification queued", and nothing is lost if the process dies before the
 * send. The trigger also covers rows inserted by any other path. Messages stored before this
 * migration get no row (nobody is mailed about old messages on upgrade).
 *
 * `state`: 'queued' (waiting, or being sent while `locked_until` is in the future), 'sent',
 * 'failed' (gave up; `last_error` says why). `queued_at` starts the give-up clock, `attempts`
 * counts claims. Timestamps as in 0001: ISO 8601 text in SQLite, timestamptz in PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { createIndex, dropContactTrigger, outboxColumns, uniqueCascadeReference } from './ddl';
import { NOTIFICATION_STATES } from '../schema';

/** Builds the migration for one dialect. */
export function notificationOutboxMigration(dialect: SqlDialect): Migration {
  const { isPg, timestamp, createTableWithId } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, 'notification_outbox')
        .addColumn('message_id', 'integer', uniqueCascadeReference('contact_messages.id'))
        .$call(outboxColumns(timestamp, NOTIFICATION_STATES.map((s) => `'${s}'`).join(', ')))
        .execute();
      // The sender's claim: due queued rows, oldest first.
      await createIndex(db, 'notification_outbox_due_idx', 'notification_outbox', [
        'state',
        'next_attempt_at',
      ]);
      if (isPg) {
        // One INSERT … SELECT per statement (a whole group commit), from its transition table.
        await sql`
          create function contact_messages_enqueue_notification() returns trigger
          language plpgsql as $$
          begin
            insert into notification_outbox (message_id, queued_at, next_attempt_at)
            select id, received_at, received_at from inserted_messages;
            return null;
          end
          $$`.execute(db);
        await sql`
          create trigger contact_messages_enqueue_notification
          after insert on contact_messages
          referencing new table as inserted_messages
          for each statement execute function contact_messages_enqueue_notification()`.execute(db);
      } else {
        // SQLite has row triggers only; they run inside the inserting statement's transaction.
        await sql`
          create trigger contact_messages_enqueue_notification
          after insert on contact_messages
          begin
            insert into notification_outbox (message_id, queued_at, next_attempt_at)
            values (new.id, new.received_at, new.received_at);
          end`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await dropContactTrigger(db, isPg, 'contact_messages_enqueue_notification');
      await db.schema.dropTable('notification_outbox').execute();
    },
  };
}
