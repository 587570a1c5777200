/**
 * Migration 0016: the lead desk (docs/inbox.md "Owner, status, notes", docs/privacy.md "Erasure by
 * address", docs/decisions/0037-lead-desk-statuses-and-erasure-key.md).
 *
 * - `contact_messages.status` becomes `new`, `open`, `replied`, `closed`, `spam`. Rows move as
 *   `read` → `open` and `archived` → `closed` (`new` and `spam` stay); rolled back, `open` and
 *   `replied` → `read`, `closed` → `archived`. PostgreSQL swaps the CHECK constraint around the
 *   update; SQLite cannot alter a constraint, so the table is rebuilt by SQLite's documented
 *   procedure (as migration 0004 did): foreign keys off, copy with the new statuses, drop, rename,
 *   recreate every index and trigger the old table had (search, notification), check the foreign
 *   keys, commit — one transaction.
 * - `contact_messages.owner_id`: the team account that owns the message, or null; an account
 *   removed leaves its messages without owner (`on delete set null`).
 * - `message_notes`: internal notes (author's e-mail, time, 1–2,000 characters); never sent to
 *   the visitor. `message_history`: one row per change of status or owner and per note (who, when,
 *   what, from → to). Both go with their message (`on delete cascade`).
 * - `erasure_audit`: one row per erasure by address (GDPR Art. 17): who, when, rows deleted per
 *   table and the address's HMAC-SHA-256 under the erasure key, never the address.
 * - `app_secrets`: the erasure key used when `ERASURE_HASH_KEY` is not set, random, made here.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { createIndexesSql, sqliteRebuildTable } from './ddl';

/** The status values of migration 0004 (kept literal: migrations never change). */
const STATUSES_0004 = "'new', 'read', 'archived', 'spam'";
/** The status values after this migration. */
const STATUSES_0016 = "'new', 'open', 'replied', 'closed', 'spam'";

/** Old status → new status, as SQL (a CASE over `status`). */
const STATUS_UP = `case status when 'read' then 'open' when 'archived' then 'closed' else status end`;
/** New status → old status, when rolled back (`replied` had no old name: it was read). */
const STATUS_DOWN = `case status when 'open' then 'read' when 'replied' then 'read' when 'closed' then 'archived' else status end`;

/** The owner column, as SQLite's rebuilt table and PostgreSQL's ALTER TABLE both write it. */
const OWNER_COLUMN = 'owner_id integer references admin_users (id) on delete set null';

/** The name of the fallback erasure key in `app_secrets`. */
export const ERASURE_KEY_SECRET = 'erasure_hash_key';

/** Builds the migration for one dialect. */
export function leadDeskMigration(dialect: SqlDialect): Migration {
  const { isPg, timestamp, identitySql } = columnTypes(dialect);

  const createTables = async (db: Kysely<unknown>) => {
    await sql`create table message_notes (
        id ${identitySql},
        message_id integer not null references contact_messages (id) on delete cascade,
        author text not null,
        created_at ${sql.raw(timestamp)} not null,
        body text not null check (length(body) between 1 and 2000)
      )`.execute(db);
    await createIndexesSql(db, 'message_notes', { message_notes_message_id_idx: 'message_id, id' });
    await sql`create table message_history (
        id ${identitySql},
        message_id integer not null references contact_messages (id) on delete cascade,
        at ${sql.raw(timestamp)} not null,
        actor text not null,
        kind text not null check (kind in ('status', 'owner', 'note')),
        from_value text,
        to_value text,
        note_id integer references message_notes (id) on delete cascade
      )`.execute(db);
    await createIndexesSql(db, 'message_history', {
      message_history_message_id_idx: 'message_id, id',
    });
    await createIndexesSql(db, 'contact_messages', {
      contact_messages_owner_id_idx: 'owner_id, id',
    });
    await sql`create table erasure_audit (
        id ${identitySql},
        erased_at ${sql.raw(timestamp)} not null,
        erased_by text not null,
        address_hash text not null,
        key_id text not null,
        messages integer not null,
        notes integer not null,
        history integer not null,
        outbox integer not null
      )`.execute(db);
    await sql`create table app_secrets (name text primary key, value text not null)`.execute(db);
    await sql`insert into app_secrets (name, value) values (${ERASURE_KEY_SECRET}, ${randomBytes(32).toString('hex')})`.execute(
      db,
    );
  };
  const dropTables = async (db: Kysely<unknown>) => {
    await sql`drop table app_secrets`.execute(db);
    await sql`drop table erasure_audit`.execute(db);
    await sql`drop table message_history`.execute(db);
    await sql`drop table message_notes`.execute(db);
  };

  return {
    async up(db: Kysely<unknown>) {
      if (isPg) {
        await sql`alter table contact_messages drop constraint contact_messages_status_check`.execute(
          db,
        );
        await sql`update contact_messages set status = ${sql.raw(STATUS_UP)} where status in ('read', 'archived')`.execute(
          db,
        );
        await sql`alter table contact_messages add constraint contact_messages_status_check check (status in (${sql.raw(STATUSES_0016)}))`.execute(
          db,
        );
        await sql`alter table contact_messages add column ${sql.raw(OWNER_COLUMN)}`.execute(db);
        await createTables(db);
        return;
      }
      await rebuildSqliteMessages(db, {
        table: (createSql) =>
          replaceOnce(
            createSql,
            `status in (${STATUSES_0004})`,
            `status in (${STATUSES_0016})`,
          ).replace(/\)\s*$/, `, ${OWNER_COLUMN})`),
        columns: (columns) => columns,
        status: STATUS_UP,
        after: createTables,
      });
    },
    async down(db: Kysely<unknown>) {
      if (isPg) {
        await dropTables(db);
        await sql`drop index contact_messages_owner_id_idx`.execute(db);
        await sql`alter table contact_messages drop column owner_id`.execute(db);
        await sql`alter table contact_messages drop constraint contact_messages_status_check`.execute(
          db,
        );
        await sql`update contact_messages set status = ${sql.raw(STATUS_DOWN)} where status in ('open', 'replied', 'closed')`.execute(
          db,
        );
        await sql`alter table contact_messages add constraint contact_messages_status_check check (status in (${sql.raw(STATUSES_0004)}))`.execute(
          db,
        );
        return;
      }
      await rebuildSqliteMessages(db, {
        before: dropTables,
        table: (createSql) =>
          replaceOnce(
            replaceOnce(createSql, `, ${OWNER_COLUMN}`, ''),
            `status in (${STATUSES_0016})`,
            `status in (${STATUSES_0004})`,
          ),
        columns: (columns) => columns.filter((column) => column !== 'owner_id'),
        status: STATUS_DOWN,
        skipIndex: (name) => name === 'contact_messages_owner_id_idx',
      });
    },
  };
}

/** `text` with `search` replaced once. @throws when `search` is not in it (a schema not ours) */
function replaceOnce(text: string, search: string, replacement: string): string {
  const at = text.indexOf(search);
  if (at < 0) throw new Error(`0016: contact_messages' schema lacks ${search}`);
  return text.slice(0, at) + replacement + text.slice(at + search.length);
}

/** How {@link rebuildSqliteMessages} changes the table. */
interface Rebuild {
  /** Runs first, inside the transaction. */
  before?: (db: Kysely<unknown>) => Promise<void>;
  /** The new CREATE TABLE statement from the old one. */
  table: (createSql: string) => string;
  /** The columns copied (the old table's, by name). */
  columns: (columns: string[]) => string[];
  /** The SQL expression of the copied `status`. */
  status: string;
  /** An index of the old table not to create again. */
  skipIndex?: (name: string) => boolean;
  /** Runs last, inside the transaction, before the foreign-key check. */
  after?: (db: Kysely<unknown>) => Promise<void>;
}

/**
 * SQLite: rebuilds `contact_messages` by `change`, keeping every row and id, its AUTOINCREMENT
 * high-water mark, the outbox rows that reference it, and every index and trigger it had (read
 * from `sqlite_master`, so the search triggers of 0004 and the notification trigger of 0003 come
 * back as they were). Runs outside Kysely's migration transaction (SQLite's adapter has none for
 * DDL) so it can turn foreign keys off, which SQLite ignores inside a transaction; without that,
 * dropping the old table would cascade to the outbox. Dropping a table fires no delete trigger, so
 * the FTS index (external content, keyed by the kept ids) stays valid.
 */
async function rebuildSqliteMessages(db: Kysely<unknown>, change: Rebuild): Promise<void> {
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'contact_messages'`.execute(db);
  const createSql = rows[0]?.sql;
  if (!createSql) throw new Error('0016: no contact_messages table');
  const newSql = change
    .table(createSql)
    .replace(/^create table "?contact_messages"?/i, 'create table "contact_messages_0016"');
  const dependents = (
    await sql<{
      type: string;
      name: string;
      sql: string;
    }>`select type, name, sql from sqlite_master where tbl_name = 'contact_messages' and type in ('index', 'trigger') and sql is not null order by type, name`.execute(
      db,
    )
  ).rows.filter((row) => !(row.type === 'index' && change.skipIndex?.(row.name)));
  const columns = change.columns(
    (
      await sql<{ name: string }>`select name from pragma_table_info('contact_messages')`.execute(
        db,
      )
    ).rows.map((row) => row.name),
  );
  const list = columns.map((column) => `"${column}"`).join(', ');
  const values = columns
    .map((column) => (column === 'status' ? change.status : `"${column}"`))
    .join(', ');
  await sqliteRebuildTable(
    db,
    '0016',
    'contact_messages',
    'contact_messages_0016',
    async () => {
      await change.before?.(db);
      await sql.raw(newSql).execute(db);
      await sql
        .raw(
          `insert into contact_messages_0016 (${list}) select ${values} from contact_messages order by id`,
        )
        .execute(db);
    },
    async () => {
      for (const dependent of dependents) await sql.raw(dependent.sql).execute(db);
      await change.after?.(db);
    },
  );
}
