/**
 * Migration 0018: the Spam folder (docs/inbox.md "Spam", docs/decisions/0039-spam-folder.md).
 *
 * - `contact_messages.spam_reason`: why the server filed a message as `spam` — `honeypot` (the
 *   hidden field was filled) or `score` (the content score of server/contact/spam.ts) — or null
 *   (not spam, or marked spam by hand). Nullable, so adding it rewrites no row on either dialect.
 * - The notification trigger of migration 0003 now skips rows inserted with status `spam`: a
 *   message filed as spam is not mailed. "Not spam" (server/db/inbox-repository.ts) queues the
 *   outbox row itself, once (`notification_outbox.message_id` is unique).
 *
 * Needs only 0003's trigger and 0016's statuses; no table of any other migration.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { sqliteImmediateTransaction } from './ddl';

/** The reasons the server files a message as spam (kept literal: migrations never change). */
const SPAM_REASONS_0018 = "'honeypot', 'score'";

/** The trigger's name, as migration 0003 created it. */
const TRIGGER = 'contact_messages_enqueue_notification';

/** Builds the migration for one dialect. */
export function spamFolderMigration(dialect: SqlDialect): Migration {
  const isPg = dialect === 'postgres';

  /** Recreates 0003's trigger, with or without the spam filter. */
  const writeTrigger = async (db: Kysely<unknown>, skipSpam: boolean) => {
    if (isPg) {
      // Same trigger (statement-level, on the transition table); only the function's body changes.
      await sql`
        create or replace function contact_messages_enqueue_notification() returns trigger
        language plpgsql as $$
        begin
          insert into notification_outbox (message_id, queued_at, next_attempt_at)
          select id, received_at, received_at from inserted_messages
          ${sql.raw(skipSpam ? "where status <> 'spam'" : '')};
          return null;
        end
        $$`.execute(db);
      return;
    }
    await sql`drop trigger if exists ${sql.raw(TRIGGER)}`.execute(db);
    await sql`
      create trigger ${sql.raw(TRIGGER)}
      after insert on contact_messages
      ${sql.raw(skipSpam ? "when new.status <> 'spam'" : '')}
      begin
        insert into notification_outbox (message_id, queued_at, next_attempt_at)
        values (new.id, new.received_at, new.received_at);
      end`.execute(db);
  };

  /** Runs `steps` in one transaction: PostgreSQL's migration has one; SQLite's adapter opens none for DDL. */
  const atomically = async (db: Kysely<unknown>, steps: () => Promise<void>) => {
    if (isPg) return steps();
    await sqliteImmediateTransaction(db, steps);
  };

  return {
    async up(db: Kysely<unknown>) {
      await atomically(db, async () => {
        await sql`alter table contact_messages add column spam_reason text check (spam_reason in (${sql.raw(SPAM_REASONS_0018)}))`.execute(
          db,
        );
        await writeTrigger(db, true);
      });
    },
    async down(db: Kysely<unknown>) {
      await atomically(db, async () => {
        await writeTrigger(db, false);
        // SQLite (3.35+) drops a column whose only constraint is its own CHECK; no index or
        // trigger names it.
        await sql`alter table contact_messages drop column spam_reason`.execute(db);
      });
    },
  };
}
