/**
 * Reads and writes `contact_messages` (DESIGN §3, §4) with dialect-agnostic Kysely queries,
 * so SQLite and PostgreSQL behave the same. Rows come back as {@link StoredMessage}
 * with timestamps as ISO 8601 UTC strings on both dialects. Inserts go through a group committer
 * (./group-commit.ts): concurrent requests share one transaction and one durable commit.
 */
import { PostgresAdapter, type Insertable, type Kysely, type Selectable } from 'kysely';
import { GROUP_COMMIT_MAX_ROWS, PG_POOL_MAX } from '../limits';
import { createGroupCommitter } from './group-commit';
import type { ContactRow } from '../../common/contact-schema';
import type { ContactMessagesTable, Database, MessageStatus, StoredMessage } from './schema';

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
  insert(rows: readonly ContactRow[], receivedAt?: Date): Promise<StoredMessage[]>;
  /** Messages ordered by id (oldest first), optionally filtered. */
  list(options?: ListOptions): Promise<StoredMessage[]>;
  /** One message, or undefined. */
  get(id: number): Promise<StoredMessage | undefined>;
  /** Sets status 'read'. @returns whether a message with that id exists */
  markRead(id: number): Promise<boolean>;
  /** Number of stored messages, optionally with one status. */
  count(status?: MessageStatus): Promise<number>;
}

/** Converts a database row (Date or string timestamps) to the API shape. */
function toStored(row: Selectable<ContactMessagesTable>): StoredMessage {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status as MessageStatus,
    created_at: toIso(row.created_at),
    received_at: toIso(row.received_at),
  };
}

/** Already the normal form: returned as is (the common case, and this runs per row). */
const NORMAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Normalises a timestamp to ISO 8601 UTC with milliseconds, e.g. '2024-01-01T10:00:00.000Z'. */
export function toIso(value: Date | string): string {
  if (typeof value === 'string' && NORMAL_ISO.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** Creates the repository over an open, migrated database. */
export function createContactRepository(db: Kysely<Database>): ContactRepository {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const insertGrouped = createGroupCommitter(
    async (values: readonly Insertable<ContactMessagesTable>[]) => {
      const stored = await db.transaction().execute((trx) =>
        trx
          .insertInto('contact_messages')
          .values([...values])
          .returningAll()
          .execute(),
      );
      // RETURNING order is unspecified; ids grow in VALUES order on both dialects.
      return stored.map(toStored).sort((a, b) => a.id - b.id);
    },
    // better-sqlite3 runs one statement at a time anyway; PostgreSQL can use the whole pool.
    { maxRows: GROUP_COMMIT_MAX_ROWS, maxConcurrent: isPostgres ? PG_POOL_MAX : 1 },
  );

  return {
    async insert(rows, receivedAt = new Date()) {
      if (rows.length === 0) return [];
      const received = receivedAt.toISOString();
      const values = rows.map((row) => ({
        name: row.name,
        email: row.email,
        subject: row.subject,
        message: row.message,
        status: row.status,
        created_at: toIso(row.created_at),
        received_at: received,
      }));
      return insertGrouped(values);
    },

    async list(options = {}) {
      let query = db.selectFrom('contact_messages').selectAll().orderBy('id', 'asc');
      if (options.status) query = query.where('status', '=', options.status);
      if (options.limit !== undefined) query = query.limit(options.limit);
      return (await query.execute()).map(toStored);
    },

    async get(id) {
      const row = await db
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toStored(row);
    },

    async markRead(id) {
      const result = await db
        .updateTable('contact_messages')
        .set({ status: 'read' })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
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
