/**
 * Schema statements the migrations repeat, shared by them (decision 0053).
 *
 * Frozen like the migrations themselves and like `column-types.ts`: a migration that has run must
 * build the same schema forever, so change nothing here; a new behaviour gets a new name.
 * `tests/integration/schema-snapshot.test.ts` compares the schema every migration builds, on
 * SQLite and PostgreSQL, with committed files, so a change here that alters any migration's output
 * fails there. Each helper is one statement or one fixed sequence, named for what it writes, so a
 * migration still reads as its tables, columns and types.
 */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * `create index <name> on <table> (<columns>)` through Kysely's schema builder (which quotes the
 * names: SQLite keeps the statement's text as written, so this is not the same schema as the
 * unquoted {@link createIndexesSql}).
 */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/**
 * One `create index <name> on <table> (<columns>)` per entry of `indexes`, in its order, as plain
 * SQL text with the names unquoted: the form of the migrations written in SQL (SQLite stores a
 * statement's text as it is, so this is not the same schema as {@link createIndex}).
 * @param indexes index name → its columns as written between the parentheses (`'status, id'`)
 */
export async function createIndexesSql(
  db: Kysely<unknown>,
  table: string,
  indexes: Record<string, string>,
): Promise<void> {
  for (const [name, columns] of Object.entries(indexes)) {
    await sql.raw(`create index ${name} on ${table} (${columns})`).execute(db);
  }
}

/**
 * Column modifier: `not null unique references <reference> on delete cascade`: one row per row it
 * points to, which goes with that row (an outbox's `message_id`).
 * @param reference `table.column`
 */
export function uniqueCascadeReference(
  reference: string,
): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return (col) => col.notNull().unique().references(reference).onDelete('cascade');
}

/**
 * Column modifier: nullable `references <reference> on delete set null` (a link that is
 * forgotten when the row it points to goes).
 * @param reference `table.column`
 */
export function setNullReference(
  reference: string,
): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return (col) => col.references(reference).onDelete('set null');
}

/**
 * The columns of an outbox table after its key and its reference (migration 0003's, which 0023
 * repeats), for `.$call`: `state text not null default 'queued' check (state in (<states>))`,
 * `attempts integer not null default 0`, `queued_at` and `next_attempt_at` (`timestamp`, not
 * null), `locked_until` and `sent_at` (`timestamp`), and `last_error text`.
 * @param timestamp the dialect's timestamp type (`columnTypes(dialect).timestamp`)
 * @param states the allowed states as an SQL list of literals: `'queued', 'sent', 'failed'`
 */
export function outboxColumns(
  timestamp: 'timestamptz' | 'text',
  states: string,
): (table: CreateTableBuilder<string, string>) => CreateTableBuilder<string, string> {
  return (table) =>
    table
      .addColumn('state', 'text', (col) =>
        col
          .notNull()
          .defaultTo('queued')
          .check(sql.raw(`state in (${states})`)),
      )
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('queued_at', timestamp, (col) => col.notNull())
      .addColumn('next_attempt_at', timestamp, (col) => col.notNull())
      .addColumn('locked_until', timestamp)
      .addColumn('sent_at', timestamp)
      .addColumn('last_error', 'text');
}

/**
 * Drops an insert trigger on `contact_messages` and, on PostgreSQL, the trigger function of the
 * same name that it runs (the migrations name both alike).
 */
export async function dropContactTrigger(
  db: Kysely<unknown>,
  isPg: boolean,
  name: string,
): Promise<void> {
  await sql`drop trigger if exists ${sql.raw(name)}${sql.raw(isPg ? ' on contact_messages' : '')}`.execute(
    db,
  );
  if (isPg) await sql`drop function if exists ${sql.raw(name)}()`.execute(db);
}

/**
 * SQLite: runs `body` in `begin immediate` … `commit`, and `rollback` when it throws (the error
 * is thrown again). For the table rebuilds that SQLite's `alter table` cannot do in place.
 */
export async function sqliteImmediateTransaction(
  db: Kysely<unknown>,
  body: () => Promise<void>,
): Promise<void> {
  await sql`begin immediate`.execute(db);
  try {
    await body();
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  }
}

/**
 * SQLite: runs `body` with `pragma foreign_keys = off`, and turns them on again whatever happens
 * (a rebuild drops a table other tables reference; SQLite's "making other kinds of table schema
 * changes" procedure).
 */
async function sqliteWithoutForeignKeys(
  db: Kysely<unknown>,
  body: () => Promise<void>,
): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await body();
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * SQLite: the last step of a rebuild: `drop table <table>`, then
 * `alter table <rebuilt> rename to <table>`.
 */
export async function sqliteReplaceTable(
  db: Kysely<unknown>,
  table: string,
  rebuilt: string,
): Promise<void> {
  await sql`drop table ${sql.raw(table)}`.execute(db);
  await sql`alter table ${sql.raw(rebuilt)} rename to ${sql.raw(table)}`.execute(db);
}

/**
 * SQLite: rebuilds `table` as `rebuilt` the way SQLite's "making other kinds of table schema
 * changes" procedure does, for what `alter table` cannot change (a CHECK, say): with foreign keys
 * off (so dropping the old table cascades to nothing), in one `begin immediate` transaction:
 * `fill` (create `rebuilt` and copy the rows), drop `table` and rename `rebuilt` to it, set its
 * AUTOINCREMENT high-water mark back (ids of deleted rows are never reused), `restore` (the
 * indexes and triggers that went with the old table), then `pragma foreign_key_check`.
 * Run outside Kysely's migration transaction (SQLite's adapter opens none for DDL): SQLite ignores
 * `pragma foreign_keys` inside a transaction.
 * @param label the migration's number, for the error
 * @throws Error `<label>: foreign key check failed after rebuild` (rolled back), or what a step
 *   threw (rolled back)
 */
export async function sqliteRebuildTable(
  db: Kysely<unknown>,
  label: string,
  table: string,
  rebuilt: string,
  fill: () => Promise<void>,
  restore: () => Promise<void>,
): Promise<void> {
  const sequence = await sql<{
    seq: number;
  }>`select seq from sqlite_sequence where name = ${table}`.execute(db);
  const highWater = sequence.rows[0]?.seq ?? 0;
  await sqliteWithoutForeignKeys(db, () =>
    sqliteImmediateTransaction(db, async () => {
      await fill();
      await sqliteReplaceTable(db, table, rebuilt);
      await sql`update sqlite_sequence set seq = max(seq, ${highWater}) where name = ${table}`.execute(
        db,
      );
      await restore();
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0)
        throw new Error(`${label}: foreign key check failed after rebuild`);
    }),
  );
}
