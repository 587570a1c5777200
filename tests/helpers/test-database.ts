/**
 * The databases the integration suites run against (DESIGN §1): a fresh SQLite file, and a fresh
 * database on a private PostgreSQL cluster when `initdb` is available. Each {@link DatabaseKind}
 * has a suite-level lifecycle (`setup` / `teardown`, e.g. the PostgreSQL cluster) and creates
 * empty databases; each {@link TestDatabase} reads the stored rows over its own connection, to
 * check what was (not) stored independently of the API.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import type { StoredMessage } from '../../server/db/schema';
import { postgresSkipReason, startPostgres, type PrivatePostgres } from '../../support/postgres';

/** One empty database for one test server. */
export interface TestDatabase {
  /** The DATABASE_URL to give the server. */
  url: string;
  /** Every stored row in id order, timestamps as ISO strings, read over a separate connection. */
  rows(): Promise<StoredMessage[]>;
  /** Number of stored rows. */
  count(): Promise<number>;
  /** Runs SQL directly (e.g. to break the schema on purpose). */
  exec(sql: string): Promise<void>;
  /** Deletes the database's files (SQLite); PostgreSQL databases go with their cluster. */
  dispose(): Promise<void>;
}

/** A database engine the suites are parametrised over. */
export interface DatabaseKind {
  name: 'sqlite' | 'postgres';
  /** Why this kind cannot run here (suite skipped), or undefined. */
  skipReason: string | undefined;
  /** Suite-level start (beforeAll). */
  setup(): Promise<void>;
  /** Suite-level stop (afterAll); always safe to call. */
  teardown(): Promise<void>;
  /** A new, empty database (not migrated: the server migrates at start). */
  create(): Promise<TestDatabase>;
}

/** Normalises a row read straight from either database to the API shape. */
function normalise(row: Record<string, unknown>): StoredMessage {
  const iso = (value: unknown) =>
    value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
  return {
    ...(row as unknown as StoredMessage),
    id: Number(row.id),
    created_at: iso(row.created_at),
    received_at: iso(row.received_at),
  };
}

/** A SQLite file in a fresh temporary folder. */
export async function createSqliteDatabase(): Promise<TestDatabase & { file: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'site-test-'));
  const file = join(dir, 'site.db');
  const withFile = <T>(fn: (db: DatabaseSync) => T): T => {
    const db = new DatabaseSync(file, { timeout: 5_000 });
    try {
      return fn(db);
    } finally {
      db.close();
    }
  };
  return {
    url: `file:${file}`,
    file,
    rows: async () =>
      withFile((db) =>
        (
          db.prepare('select * from contact_messages order by id').all() as Record<
            string,
            unknown
          >[]
        ).map(normalise),
      ),
    count: async () =>
      withFile(
        (db) => (db.prepare('select count(*) as n from contact_messages').get() as { n: number }).n,
      ),
    exec: async (sql) => withFile((db) => void db.exec(sql)),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A database on a running private cluster. */
export async function createPostgresDatabase(cluster: PrivatePostgres): Promise<TestDatabase> {
  const url = await cluster.createDatabase();
  const withClient = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  return {
    url,
    rows: () =>
      withClient(async (client) =>
        (await client.query('select * from contact_messages order by id')).rows.map(normalise),
      ),
    count: () =>
      withClient(async (client) =>
        Number((await client.query('select count(*) as n from contact_messages')).rows[0]?.n),
      ),
    exec: (sql) => withClient(async (client) => void (await client.query(sql))),
    dispose: async () => {},
  };
}

/** SQLite: nothing to start. */
export const sqliteKind: DatabaseKind = {
  name: 'sqlite',
  skipReason: undefined,
  setup: async () => {},
  teardown: async () => {},
  create: createSqliteDatabase,
};

/** PostgreSQL: one private cluster per suite (per test file), one database per `create()`. */
export function postgresKind(): DatabaseKind {
  let cluster: PrivatePostgres | undefined;
  return {
    name: 'postgres',
    skipReason: postgresSkipReason(),
    async setup() {
      cluster = await startPostgres();
    },
    async teardown() {
      await cluster?.stop();
      cluster = undefined;
    },
    async create() {
      if (!cluster) throw new Error('postgresKind: setup() was not called');
      return createPostgresDatabase(cluster);
    },
  };
}

/** Both kinds, for `describe.each(databaseKinds())`. */
export function databaseKinds(): DatabaseKind[] {
  return [sqliteKind, postgresKind()];
}
