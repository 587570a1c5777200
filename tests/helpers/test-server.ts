/**
 * Starts the real app (server/app.ts) on 127.0.0.1 with a free port and a fresh SQLite file in a
 * temporary folder, for integration tests that speak real HTTP. Also reads the file directly with
 * better-sqlite3, to check what was (not) stored independently of the API.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { DEV_ANON_KEY, parseEnv, type ServerEnv } from '../../server/env';
import type { StoredMessage } from '../../server/db/schema';

/** A running test server. */
export interface TestServer {
  /** Base URL without trailing slash, e.g. 'http://127.0.0.1:41234'. */
  url: string;
  app: FastifyInstance;
  env: ServerEnv;
  /** The key the server accepts. */
  anonKey: string;
  /** Absolute path of the SQLite file. */
  dbFile: string;
  /** Every stored row, read straight from the file (a separate connection). */
  rows(): StoredMessage[];
  /** Number of stored rows, read straight from the file. */
  count(): number;
  /** Runs SQL on the file directly (e.g. to break the schema on purpose). */
  exec(sql: string): void;
  /** Closes the server and its database and deletes the temporary folder. */
  close(): Promise<void>;
}

/** Options of {@link startTestServer}. */
export interface TestServerOptions {
  /** Extra environment variables (strings, as in process.env). */
  env?: Record<string, string>;
  /** Built site to serve; default none (API only). */
  clientDir?: string | null;
}

/** Default test environment: silent logs, a generous rate limit, one known foreign origin allowed. */
export const TEST_ALLOWED_ORIGIN = 'http://allowed.example';

/** Starts a server; always pair with `close()` (e.g. in afterAll). */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'site-test-'));
  const dbFile = join(dir, 'site.db');
  const env = parseEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${dbFile}`,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '10000',
    // Tests reach loopback only: the LinkedIn card serves its defaults.
    COMPANY_PROFILE_URL: 'off',
    ALLOWED_ORIGINS: TEST_ALLOWED_ORIGIN,
    ...options.env,
  });
  const app = await buildApp({ env, clientDir: options.clientDir ?? null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  const withFile = <T>(fn: (db: Database.Database) => T): T => {
    const db = new Database(dbFile);
    try {
      return fn(db);
    } finally {
      db.close();
    }
  };

  return {
    url: `http://127.0.0.1:${port}`,
    app,
    env,
    anonKey: env.anonKey,
    dbFile,
    rows: () =>
      withFile(
        (db) => db.prepare('select * from contact_messages order by id').all() as StoredMessage[],
      ),
    count: () =>
      withFile(
        (db) => (db.prepare('select count(*) as n from contact_messages').get() as { n: number }).n,
      ),
    exec: (sql) => withFile((db) => void db.exec(sql)),
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A valid row as the site sends it (spec §7), with overrides. */
export function validRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Optimus pricing',
    message: 'Hello, I would like a quote.',
    status: 'new',
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export { DEV_ANON_KEY };
