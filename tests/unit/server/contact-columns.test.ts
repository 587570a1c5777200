/**
 * The stored columns of a contact message are listed once (common/contact-schema.ts
 * `CONTACT_MESSAGE_COLUMNS`): the CSV export's header and the repository's insert follow that
 * list. The list is given here in another order, and both must follow it.
 */
import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type * as ContactSchema from '../../../common/contact-schema';
import type { Database } from '../../../server/db/schema';

vi.mock('../../../common/contact-schema', async (importOriginal) => {
  const actual = await importOriginal<typeof ContactSchema>();
  return { ...actual, CONTACT_MESSAGE_COLUMNS: [...actual.CONTACT_MESSAGE_COLUMNS].reverse() };
});

const { CONTACT_MESSAGE_COLUMNS } = await import('../../../common/contact-schema');
const { CSV_COLUMNS, toCsv } = await import('../../../server/messages-csv');
const { createContactRepository } = await import('../../../server/contact/repository');

/**
 * A Kysely driver that records each query and answers an insert's `RETURNING *` with the rows it
 * was given (ids from 1), as a database would.
 */
function recordingDatabase() {
  const queries: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      queries.push(query);
      const columns = /\(([^)]*)\)\s+values/i.exec(query.sql)?.[1]?.split(',') ?? [];
      const names = columns.map((column) => column.trim().replace(/^"|"$/g, ''));
      const rows: Record<string, unknown>[] = [];
      for (let at = 0; at + names.length <= query.parameters.length && names.length > 0;) {
        const row: Record<string, unknown> = { id: rows.length + 1 };
        for (const name of names) row[name] = query.parameters[at++];
        rows.push(row);
      }
      return { rows: rows as R[] };
    },
    // eslint-disable-next-line require-yield
    async *streamQuery() {
      throw new Error('not used');
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new SqliteIntrospector(kysely),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  return { db, queries };
}

const row = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Engines',
  message: 'Hello',
  status: 'new' as const,
  created_at: '2026-01-02T03:04:05.000Z',
};

describe('the one column list of a contact message', () => {
  it('drives the CSV header: the leading columns, then the rest in the list’s order', () => {
    expect(CONTACT_MESSAGE_COLUMNS[0]).toBe('received_at');
    expect(CSV_COLUMNS).toEqual([
      'id',
      'received_at',
      'created_at',
      'status',
      'message',
      'subject',
      'email',
      'name',
    ]);
    const header = toCsv([]).split('\r\n')[0];
    expect(header).toBe(
      '"id","received_at","created_at","status","message","subject","email","name"',
    );
  });

  it('drives the repository insert: every listed column but id, in the list’s order', async () => {
    const { db, queries } = recordingDatabase();
    const repository = createContactRepository(db);
    const receivedAt = new Date('2026-01-02T03:04:06.000Z');
    const [stored] = await repository.insert([row], receivedAt);
    const insert = queries.find((query) => /^insert/i.test(query.sql));
    expect(insert?.sql).toMatch(
      /^insert into "contact_messages" \("received_at", "created_at", "status", "message", "subject", "email", "name", "language", "page", "spam_reason"\) values/,
    );
    expect(insert?.parameters).toEqual([
      '2026-01-02T03:04:06.000Z',
      row.created_at,
      'new',
      'Hello',
      'Engines',
      'ada@example.com',
      'Ada Lovelace',
      // The page language (migration 0008) and page (migration 0019), after the listed
      // columns; none sent here.
      null,
      null,
      // The spam reason (migration 0018); not spam.
      null,
    ]);
    expect(stored).toMatchObject({ ...row, id: 1, received_at: '2026-01-02T03:04:06.000Z' });
    await db.destroy();
  });
});
