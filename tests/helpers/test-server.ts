/**
 * Starts the real app (server/app.ts) on 127.0.0.1 with a free port and a fresh database —
 * a SQLite file in a temporary folder by default, or any {@link TestDatabase} (PostgreSQL), for
 * integration tests that speak real HTTP. Reads the database over its own connection, to check
 * what was (not) stored independently of the API.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { DEV_ANON_KEY, parseEnv, type ServerEnv } from '../../server/env';
import type { StoredMessage } from '../../server/db/schema';
import { createSqliteDatabase, type TestDatabase } from './test-database';

/** A running test server. */
export interface TestServer {
  /** Base URL without trailing slash, e.g. 'http://127.0.0.1:41234'. */
  url: string;
  /**
   * Base URL of the internal metrics listener when the environment set `METRICS_PORT` (`'0'`
   * picks a free port), e.g. 'http://127.0.0.1:41235'; undefined otherwise.
   */
  metricsUrl: string | undefined;
  app: FastifyInstance;
  env: ServerEnv;
  /** The key the server accepts. */
  anonKey: string;
  /** The database behind it. */
  database: TestDatabase;
  /** Every stored row, read straight from the database (a separate connection). */
  rows(): Promise<StoredMessage[]>;
  /** Number of stored rows, read straight from the database. */
  count(): Promise<number>;
  /** Runs SQL on the database directly (e.g. to break the schema on purpose). */
  exec(sql: string): Promise<void>;
  /** Closes the server and its database connections and deletes temporary files. */
  close(): Promise<void>;
}

/** Options of {@link startTestServer}. */
export interface TestServerOptions {
  /** Extra environment variables (strings, as in process.env). */
  env?: Record<string, string>;
  /** Built site to serve; default none (API only). */
  clientDir?: string | null;
  /** The database; default a new SQLite file. The server takes ownership (disposes it on close). */
  database?: TestDatabase;
  /** The notification sender's test hooks (clock, poll interval): see `BuildAppOptions`. */
  notifications?: BuildAppOptions['notifications'];
  /** The team inbox's test hooks (built app folder, clock, retention job): see `BuildAppOptions`. */
  admin?: BuildAppOptions['admin'];
  /** Fastify's logger option, e.g. `captureLogs().logger` (tests/helpers/log-capture.ts); default silent. */
  logger?: BuildAppOptions['logger'];
  /** The app's metrics (server/metrics.ts `createMetrics`, e.g. with a shorter cache); default new ones. */
  metrics?: BuildAppOptions['metrics'];
  /** The content editor (catalogue, drafts, releases, builder): see `BuildAppOptions`; default off. */
  content?: BuildAppOptions['content'];
}

/** Default test environment: silent logs, a generous rate limit, one known foreign origin allowed. */
export const TEST_ALLOWED_ORIGIN = 'http://allowed.example';

/** Starts a server; always pair with `close()` (e.g. in afterAll). */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await createSqliteDatabase());
  const env = parseEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '10000',
    // Tests reach loopback only: the LinkedIn card serves its defaults.
    COMPANY_PROFILE_URL: 'off',
    ALLOWED_ORIGINS: TEST_ALLOWED_ORIGIN,
    // In-process apps share the test worker's event loop with the tests themselves and with
    // other suites' CPU on a shared host: the overload check would refuse their requests at
    // random. tests/integration/overload.test.ts turns it on.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const app = await buildApp({
    env,
    clientDir: options.clientDir ?? null,
    notifications: options.notifications,
    admin: { adminDir: null, ...options.admin },
    logger: options.logger,
    metrics: options.metrics,
    content: options.content ?? null,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const metricsAddress = app.metricsServer?.server.address() as AddressInfo | null | undefined;

  return {
    url: `http://127.0.0.1:${port}`,
    metricsUrl: metricsAddress ? `http://127.0.0.1:${metricsAddress.port}` : undefined,
    app,
    env,
    anonKey: env.anonKey,
    database,
    rows: () => database.rows(),
    count: () => database.count(),
    exec: (sql) => database.exec(sql),
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

/**
 * POSTs rows to the server's contact endpoint with its key, as JSON.
 * @param body rows (serialised with JSON.stringify) or a raw string body
 */
export function postRows(
  server: Pick<TestServer, 'url' | 'anonKey'>,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
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
