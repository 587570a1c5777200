/**
 * Reads and writes `contact_messages` (DESIGN §3, §4) with dialect-agnostic Kysely queries,
 * so SQLite and PostgreSQL behave the same. Rows come back as {@link StoredMessage}
 * with timestamps as ISO 8601 UTC strings on both dialects. Inserts go through a group committer
 * (server/db/group-commit.ts): concurrent requests share one transaction and one durable commit.
 *
 * The database-generic parts stay in server/db/ (the group committer, the error mapping, the row
 * conversion the inbox shares); this module is the contact feature's own use of them.
 */
import { CompiledQuery, PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import { fieldWithRole, type ContactFieldOf } from '../../common/contact-fields';
import {
  CONTACT_MESSAGE_COLUMNS,
  type ContactMessageColumn,
  type ContactRow,
} from '../../common/contact-schema';
import { isDatabaseUnavailable } from '../db/database-errors';
import { createGroupCommitter } from '../db/group-commit';
import { toIso, toStoredMessage } from '../db/rows';
import type { SpamReason } from '../../common/admin-api';
import type { ContactMessagesTable, Database, MessageStatus, StoredMessage } from '../db/schema';
import type { Autoresponder } from './autoresponder';
import { INSERT_SQL_CACHE_MAX_ROWS } from './limits';
import { GROUP_COMMIT_MAX_ROWS, PG_POOL_MAX } from '../db/limits';

/** Options of {@link ContactRepository.list}. */
export interface ListOptions {
  /** Only messages with this status. */
  status?: MessageStatus;
  /** At most this many rows, oldest first. */
  limit?: number;
}

/** Data access for contact messages. Every method may reject with the driver's error. */
export interface ContactRepository {
  /**
   * Inserts rows in one transaction; resolves only after the commit (DESIGN §4: 201 after commit).
   * Either every row is stored or none.
   * @param rows validated rows (see `contactRowSchema`); `created_at` any ISO 8601 timestamp
   * @param receivedAt the server's receipt time, stored as `received_at` for every row
   * @returns the stored rows in insertion order, with `id` and `received_at`
   */
  insert(rows: readonly InsertRow[], receivedAt?: Date): Promise<StoredMessage[]>;
  /** Messages ordered by id (oldest first), optionally filtered. */
  list(options?: ListOptions): Promise<StoredMessage[]>;
  /** Number of stored messages, optionally with one status. */
  count(status?: MessageStatus): Promise<number>;
}

/**
 * A row to insert: a validated row (its `status` `new`, or `spam` as the service filed it), its
 * page language, and why it is spam (migration 0018; null or absent when it is not).
 */
export type InsertRow = Omit<ContactRow, 'status'> & {
  status: 'new' | 'spam';
  language?: string | null;
  page?: string | null;
  spam_reason?: SpamReason | null;
};

/**
 * The columns an insert writes, in the order of the SQL's parameters: every stored column
 * (common/contact-schema.ts) but `id`, which the database generates.
 */
export const INSERT_COLUMNS = CONTACT_MESSAGE_COLUMNS.filter(
  (column): column is Exclude<ContactMessageColumn, 'id'> => column !== 'id',
);
/** A column an insert writes. */
export type InsertColumn = (typeof INSERT_COLUMNS)[number];

/**
 * One row as inserted: every column given by {@link toInsertValues} (an optional field's `''`
 * when left empty; others may leave it to its default); `language` and `page` as the client sent
 * them, or null; `spam_reason` as the service filed it, or null.
 */
export type InsertValues = Record<Exclude<InsertColumn, OptionalColumn>, string> &
  Partial<Record<OptionalColumn, string>> & {
    language?: string | null;
    page?: string | null;
    spam_reason?: string | null;
  };
/** The column of an optional field (common/contact-fields.ts). */
type OptionalColumn = Extract<ContactFieldOf, { required: false }>['column'];

/**
 * Columns written by the insert, in parameter order: {@link INSERT_COLUMNS}, `language` and
 * `page`, `spam_reason`.
 */
const WRITTEN_COLUMNS = [...INSERT_COLUMNS, 'language', 'page', 'spam_reason'] as const;

/**
 * The one mapping from a validated submission to the stored row: the client's columns as
 * validated, `created_at` normalised to ISO 8601 UTC, `received_at` the server's receipt time.
 * @param row a row from `validateInsertPayload` (./payload.ts), as the service filed it
 * @param receivedAt the server's receipt time, ISO 8601 UTC
 */
export function toInsertValues(row: InsertRow, receivedAt: string): InsertValues {
  const values = {} as InsertValues;
  for (const column of INSERT_COLUMNS) {
    values[column] =
      column === 'received_at'
        ? receivedAt
        : column === 'created_at'
          ? toIso(row.created_at)
          : (row[column] ?? '');
  }
  // Last, as in WRITTEN_COLUMNS: Kysely orders the parameters by the keys' order.
  values.language = row.language ?? null;
  values.page = row.page ?? null;
  values.spam_reason = row.spam_reason ?? null;
  return values;
}

/**
 * Builds `INSERT … VALUES (…), … RETURNING *` for a group of rows. Kysely writes the SQL once per
 * row count (up to {@link INSERT_SQL_CACHE_MAX_ROWS}); later groups of that size only flatten
 * their values into the parameters, which keeps Kysely's compiler off the insert path.
 * @throws Error if Kysely ever orders parameters differently from INSERT_COLUMNS (checked per shape)
 */
function createInsertCompiler(db: Kysely<Database>) {
  const sqlByRows = new Map<number, string>();
  const parametersOf = (values: readonly InsertValues[]) =>
    values.flatMap((row) => WRITTEN_COLUMNS.map((column) => row[column] ?? null));
  return (values: readonly InsertValues[]): CompiledQuery<Selectable<ContactMessagesTable>> => {
    const cached = sqlByRows.get(values.length);
    if (cached) return CompiledQuery.raw(cached, parametersOf(values));
    const compiled = db
      .insertInto('contact_messages')
      .values([...values])
      .returningAll()
      .compile();
    const parameters = parametersOf(values);
    if (
      compiled.parameters.length !== parameters.length ||
      compiled.parameters.some((value, index) => value !== parameters[index])
    ) {
      throw new Error('Kysely ordered the insert parameters unexpectedly');
    }
    if (values.length <= INSERT_SQL_CACHE_MAX_ROWS) sqlByRows.set(values.length, compiled.sql);
    return compiled;
  };
}

const SENDER = fieldWithRole('sender');
const REPLY_TO = fieldWithRole('replyTo');

/** Options of {@link createContactRepository}. */
export interface ContactRepositoryOptions {
  /**
   * The autoresponder (`AUTORESPONDER=on` with e-mail configured): each group's insert then runs
   * in a transaction that also queues the acknowledgements of its `new` rows (./autoresponder.ts).
   * Absent: the insert stays one autocommit statement.
   */
  autoresponder?: Autoresponder | null;
}

/** Creates the repository over an open, migrated database. */
export function createContactRepository(
  db: Kysely<Database>,
  options: ContactRepositoryOptions = {},
): ContactRepository {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const compileInsert = createInsertCompiler(db);
  const { autoresponder } = options;
  // RETURNING order is unspecified; ids grow in VALUES order on both dialects.
  const inOrder = (rows: Selectable<ContactMessagesTable>[]) =>
    rows.map(toStoredMessage).sort((a, b) => a.id - b.id);
  const insertGrouped = createGroupCommitter(
    async (values: readonly InsertValues[]) => {
      if (!autoresponder) {
        // One multi-row INSERT is atomic and, in autocommit, one durable commit: no explicit
        // transaction (and no begin/commit round trips) needed.
        return inOrder((await db.executeQuery(compileInsert(values))).rows);
      }
      // The rows and their acknowledgements commit together (DESIGN §8 "Mail outbox").
      return db.transaction().execute(async (trx) => {
        const { rows } = await trx.executeQuery(compileInsert(values));
        await autoresponder.acknowledge(
          trx,
          [...rows]
            .sort((a, b) => Number(a.id) - Number(b.id))
            .filter((row) => row.status === 'new')
            .map((row) => ({
              id: Number(row.id),
              name: row[SENDER.column],
              email: row[REPLY_TO.column],
              language: row.language ?? null,
            })),
        );
        const stored = inOrder(rows);
        return stored;
      });
    },
    // SQLite runs one statement at a time anyway; PostgreSQL can use the whole pool.
    {
      maxRows: GROUP_COMMIT_MAX_ROWS,
      maxConcurrent: isPostgres ? PG_POOL_MAX : 1,
      failsEveryone: isDatabaseUnavailable,
    },
  );

  return {
    async insert(rows, receivedAt = new Date()) {
      if (rows.length === 0) return [];
      const received = receivedAt.toISOString();
      return insertGrouped(rows.map((row) => toInsertValues(row, received)));
    },

    async list(options = {}) {
      let query = db.selectFrom('contact_messages').selectAll().orderBy('id', 'asc');
      if (options.status) query = query.where('status', '=', options.status);
      if (options.limit !== undefined) query = query.limit(options.limit);
      return (await query.execute()).map(toStoredMessage);
    },

    async count(status) {
      let query = db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'));
      if (status) query = query.where('status', '=', status);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
