/**
 * Migration 0004: the team inbox (DESIGN §8 "Team inbox").
 *
 * - `contact_messages.status` may also be 'archived' and 'spam' (common/admin-api.ts
 *   INBOX_STATUSES). PostgreSQL swaps the CHECK constraint; SQLite cannot alter a constraint, so
 *   the table is rebuilt by SQLite's documented procedure ("Making Other Kinds Of Table Schema
 *   Changes", sqlite.org/lang_altertable.html): foreign keys off, copy, drop, rename, recreate
 *   the index and the notification trigger of 0003, check foreign keys, commit.
 * - Indexes for the inbox's keyset pages (`status, id`) and the retention purge (`received_at`).
 * - Full-text search over name, e-mail, subject and message: an FTS5 table with external
 *   content kept by triggers (SQLite), a GIN index over the {@link PG_SEARCH_VECTOR} expression
 *   (PostgreSQL; an expression index, so `select *` and the insert path carry no extra column).
 * - `admin_users` (argon2id PHC hashes), `admin_sessions` (SHA-256 of the session token, never
 *   the token; deleted with their user) and `admin_sign_in_failures` (SHA-256 of
 *   "account:<e-mail>" or "ip:<address>", kept 15 min) for sign-in throttling.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { createIndexesSql, sqliteRebuildTable } from './ddl';

/** The status values allowed after this migration (kept literal: migrations never change). */
const STATUSES_0004 = "'new', 'read', 'archived', 'spam'";

/**
 * The text search document of a message on PostgreSQL: 'simple' configuration (no stemming, no
 * stop words: names and addresses are not English) over the four fields with ASCII punctuation
 * turned into spaces first, so words split as in SQLite's unicode61 tokenizer: 'example' finds
 * 'ada@example.com', and '<script>' is the word 'script' (PostgreSQL's parser would otherwise
 * take e-mails, URLs and tags as single tokens, or drop tags). Queries must use this exact
 * expression for the GIN index to apply.
 */
export const PG_SEARCH_VECTOR = `to_tsvector('simple'::regconfig, regexp_replace(name || ' ' || email || ' ' || subject || ' ' || message, '[[:punct:]]+', ' ', 'g'))`;

/** Builds the migration for one dialect. */
export function teamInboxMigration(dialect: SqlDialect): Migration {
  const { isPg, timestamp, identitySql } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      if (isPg) {
        await sql`alter table contact_messages drop constraint contact_messages_status_check`.execute(
          db,
        );
        await sql`alter table contact_messages add constraint contact_messages_status_check check (status in (${sql.raw(STATUSES_0004)}))`.execute(
          db,
        );
        await sql`create index contact_messages_search_idx on contact_messages using gin (${sql.raw(PG_SEARCH_VECTOR)})`.execute(
          db,
        );
      } else {
        await rebuildSqliteMessages(db);
        await sql`create virtual table contact_messages_fts using fts5(name, email, subject, message, content='contact_messages', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
          db,
        );
        await sql`create trigger contact_messages_fts_insert after insert on contact_messages begin
            insert into contact_messages_fts (rowid, name, email, subject, message)
            values (new.id, new.name, new.email, new.subject, new.message);
          end`.execute(db);
        await sql`create trigger contact_messages_fts_delete after delete on contact_messages begin
            insert into contact_messages_fts (contact_messages_fts, rowid, name, email, subject, message)
            values ('delete', old.id, old.name, old.email, old.subject, old.message);
          end`.execute(db);
        // Only the searchable columns: a status change (the inbox's usual update) skips it.
        await sql`create trigger contact_messages_fts_update after update of name, email, subject, message on contact_messages begin
            insert into contact_messages_fts (contact_messages_fts, rowid, name, email, subject, message)
            values ('delete', old.id, old.name, old.email, old.subject, old.message);
            insert into contact_messages_fts (rowid, name, email, subject, message)
            values (new.id, new.name, new.email, new.subject, new.message);
          end`.execute(db);
        await sql`insert into contact_messages_fts (contact_messages_fts) values ('rebuild')`.execute(
          db,
        );
      }
      await createIndexesSql(db, 'contact_messages', {
        contact_messages_status_id_idx: 'status, id',
        contact_messages_received_at_idx: 'received_at',
      });

      await sql`create table admin_users (
          id ${identitySql},
          email text not null unique check (email = lower(email) and email like '%_@_%'),
          password_hash text not null,
          created_at ${sql.raw(timestamp)} not null,
          password_changed_at ${sql.raw(timestamp)} not null
        )`.execute(db);
      await sql`create table admin_sessions (
          token_hash text primary key,
          user_id integer not null references admin_users (id) on delete cascade,
          created_at ${sql.raw(timestamp)} not null,
          last_seen_at ${sql.raw(timestamp)} not null
        )`.execute(db);
      await createIndexesSql(db, 'admin_sessions', { admin_sessions_user_id_idx: 'user_id' });
      await createSignInFailures(db, dialect);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('admin_sign_in_failures').execute();
      await db.schema.dropTable('admin_sessions').execute();
      await db.schema.dropTable('admin_users').execute();
      await sql`drop index contact_messages_status_id_idx`.execute(db);
      await sql`drop index contact_messages_received_at_idx`.execute(db);
      if (isPg) await sql`drop index contact_messages_search_idx`.execute(db);
      else await sql`drop table contact_messages_fts`.execute(db);
    },
  };
}

/**
 * The sign-in failure log of this version (one row per failure), which migration 0005 replaced
 * and restores when it is rolled back.
 */
export async function createSignInFailures(
  db: Kysely<unknown>,
  dialect: SqlDialect,
): Promise<void> {
  const { timestamp, identitySql } = columnTypes(dialect);
  await sql`create table admin_sign_in_failures (
          id ${identitySql},
          key_hash text not null,
          failed_at ${sql.raw(timestamp)} not null
        )`.execute(db);
  await createIndexesSql(db, 'admin_sign_in_failures', {
    admin_sign_in_failures_key_idx: 'key_hash, failed_at',
  });
}

/**
 * SQLite: rebuilds `contact_messages` with the wider status CHECK, keeping every row, id,
 * constraint and the outbox rows that reference it. Runs outside Kysely's migration transaction
 * (SQLite's adapter has none for DDL), so it can turn foreign keys off, which SQLite ignores
 * inside a transaction; without that, dropping the old table would cascade to the outbox.
 */
async function rebuildSqliteMessages(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'contact_messages'`.execute(db);
  const createSql = rows[0]?.sql;
  const oldCheck = /status"? in \('new', 'read'\)/;
  if (!createSql || !oldCheck.test(createSql)) {
    throw new Error('0004: contact_messages does not have the status CHECK of migration 0001');
  }
  const newSql = createSql
    .replace(/^create table "?contact_messages"?/i, 'create table "contact_messages_0004"')
    .replace(oldCheck, `status in (${STATUSES_0004})`);
  // AUTOINCREMENT's high-water mark is kept: ids of deleted messages are never reused (0001's promise).
  await sqliteRebuildTable(
    db,
    '0004',
    'contact_messages',
    'contact_messages_0004',
    async () => {
      await sql.raw(newSql).execute(db);
      await sql`insert into contact_messages_0004 select * from contact_messages`.execute(db);
    },
    async () => {
      await createIndexesSql(db, 'contact_messages', {
        contact_messages_status_received_at_idx: 'status, received_at',
      });
      // Migration 0003's trigger, dropped with the old table.
      await sql`create trigger contact_messages_enqueue_notification
          after insert on contact_messages
          begin
            insert into notification_outbox (message_id, queued_at, next_attempt_at)
            values (new.id, new.received_at, new.received_at);
          end`.execute(db);
    },
  );
}
