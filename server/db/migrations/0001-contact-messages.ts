/**
 * Migration 0001: the `contact_messages` table (spec §3, DESIGN §4), with CHECK constraints
 * mirroring `common/contact-schema.ts` so the database refuses what the API refuses.
 * Lengths: SQLite `length()` and PostgreSQL `char_length()` count characters, which never exceed
 * the UTF-16 units zod counts, so every row the schema accepts passes.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { CONTACT_MAX_LENGTH } from '../../../common/contact-schema';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { createIndex } from './ddl';

/** Builds the migration for one dialect (id and timestamp types differ). */
export function contactMessagesMigration(dialect: SqlDialect): Migration {
  const { isPg, timestamp, createTableWithId, nowDefault } = columnTypes(dialect);
  const len = isPg ? 'char_length' : 'length';
  const lengthCheck = (column: string, max: number) =>
    sql.raw(`${len}(${column}) between 1 and ${max}`);
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, 'contact_messages')
        .addColumn('name', 'text', (col) =>
          col.notNull().check(lengthCheck('name', CONTACT_MAX_LENGTH.name)),
        )
        .addColumn('email', 'text', (col) =>
          col
            .notNull()
            .check(
              sql.raw(
                `${len}(email) between 3 and ${CONTACT_MAX_LENGTH.email} and email like '%_@_%'`,
              ),
            ),
        )
        .addColumn('subject', 'text', (col) =>
          col.notNull().check(lengthCheck('subject', CONTACT_MAX_LENGTH.subject)),
        )
        .addColumn('message', 'text', (col) =>
          col.notNull().check(lengthCheck('message', CONTACT_MAX_LENGTH.message)),
        )
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .defaultTo('new')
            .check(sql`status in ('new', 'read')`),
        )
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('received_at', timestamp, (col) => col.notNull().defaultTo(nowDefault))
        .execute();
      await createIndex(db, 'contact_messages_status_received_at_idx', 'contact_messages', [
        'status',
        'received_at',
      ]);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('contact_messages').execute();
    },
  };
}
