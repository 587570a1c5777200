/**
 * Column types that differ between the two dialects, shared by the migrations.
 *
 * Frozen like the migrations themselves: a migration that has run must build the same schema
 * forever, so change nothing here; a new type for a new migration gets a new name.
 * - identity key: `generated always as identity` in PostgreSQL, `autoincrement` in SQLite (so
 *   ids are never reused after a delete in either);
 * - timestamps: `timestamptz` in PostgreSQL, ISO 8601 text in SQLite.
 */
import {
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type RawBuilder,
} from 'kysely';
import type { SqlDialect } from '../database';

/** The dialect's column types, as raw SQL for `sql` templates and as builders for `db.schema`. */
export interface ColumnTypes {
  isPg: boolean;
  /** `timestamptz` or `text` (ISO 8601). */
  timestamp: 'timestamptz' | 'text';
  /** The identity primary key, for a `create table` written in SQL. */
  identitySql: RawBuilder<unknown>;
  /** The identity primary key, for `.addColumn('id', 'integer', identityKey)`. */
  identityKey: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** The current time as the column's default (`now()`, or ISO 8601 text with milliseconds). */
  nowDefault: RawBuilder<unknown>;
  /**
   * `create table <table>` whose first column is `id`, the identity primary key
   * (`.addColumn('id', 'integer', identityKey)`): the start of every table whose rows the
   * database numbers. The other columns follow on the builder returned, in the table's order.
   */
  createTableWithId: (db: Kysely<unknown>, table: string) => CreateTableBuilder<string, 'id'>;
}

/** The column types of `dialect`. */
export function columnTypes(dialect: SqlDialect): ColumnTypes {
  const isPg = dialect === 'postgres';
  const identityKey = (col: ColumnDefinitionBuilder) =>
    isPg ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement();
  return {
    isPg,
    timestamp: isPg ? 'timestamptz' : 'text',
    identitySql: sql.raw(
      isPg
        ? 'integer generated always as identity primary key'
        : 'integer primary key autoincrement',
    ),
    identityKey,
    nowDefault: isPg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    createTableWithId: (db, table) =>
      db.schema.createTable(table).addColumn('id', 'integer', identityKey),
  };
}
