/**
 * Opens the database named by `DATABASE_URL` (DESIGN §2, §3): `file:PATH` is SQLite through
 * Node's built-in `node:sqlite`, `postgres://…` / `postgresql://…` is PostgreSQL through a `pg` pool.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  Kysely,
  PostgresDialect,
  type LogEvent,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import {
  PG_CONNECTION_TIMEOUT_MS,
  PG_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  PG_POOL_MAX,
  PG_QUERY_TIMEOUT_MS,
  PG_STATEMENT_TIMEOUT_MS,
  SQLITE_BUSY_TIMEOUT_MS,
  SQLITE_STATEMENT_CACHE_SIZE,
} from './limits';
import { redactUrlPassword } from '../env';
import type { Database } from './schema';
import { queryTimeoutScope } from './query-timeout';
import { SqliteWorkerDialect } from './sqlite-worker-dialect';

/** The two supported SQL dialects. */
export type SqlDialect = 'sqlite' | 'postgres';

/** An open database: the Kysely instance, its dialect, and where it lives (for logs). */
export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: SqlDialect;
  /** SQLite: absolute file path (or ':memory:'); PostgreSQL: the URL without its password. */
  location: string;
}

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /**
   * Called with every connection-level PostgreSQL error (server restart, network loss) that
   * the pool absorbed; the queries involved have already been rejected. Default: one line on
   * stderr. Never throw from it.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * Kysely's `log` callback: every statement's duration and every failed statement (the metrics
   * of server/metrics.ts). Never throw from it.
   */
  log?: (event: LogEvent) => void;
  /** Called when no PostgreSQL connection could be had (refused, time-out); no statement ran. */
  onConnectFailure?: (error: unknown) => void;
}

/**
 * Which dialect a `DATABASE_URL` selects, and for SQLite the file path.
 * @throws Error for any other scheme
 */
export function parseDatabaseUrl(
  url: string,
): { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; url: string } {
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
    if (!path) throw new Error(`DATABASE_URL '${url}' names no file`);
    return { dialect: 'sqlite', path };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { dialect: 'postgres', url };
  throw new Error(`DATABASE_URL must start with file: or postgres://, got '${url}'`);
}

/**
 * Opens (and for SQLite creates, with its parent folder) the database. Does not migrate:
 * call `migrateToLatest` next. Close with `db.destroy()`.
 *
 * SQLite runs in WAL mode with `synchronous=FULL`, so a committed row survives `kill -9`
 * and power loss (DESIGN §6), and waits up to {@link SQLITE_BUSY_TIMEOUT_MS} for other writers.
 * Its statements run in a worker thread (./sqlite-worker-dialect.ts) so that waiting never
 * blocks the event loop; the open itself completes on the first query (e.g. the migration).
 */
export function openDatabase(databaseUrl: string, options: OpenDatabaseOptions = {}): OpenDatabase {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.dialect === 'sqlite') {
    const memory = target.path === ':memory:';
    const file = memory ? ':memory:' : resolve(target.path);
    if (!memory) mkdirSync(dirname(file), { recursive: true });
    const pragmas = [
      `busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`,
      ...(memory ? [] : ['journal_mode = WAL']),
      'synchronous = FULL',
      'foreign_keys = ON',
    ];
    const dialect = new SqliteWorkerDialect({
      file,
      pragmas,
      statementCacheSize: SQLITE_STATEMENT_CACHE_SIZE,
    });
    const db = new Kysely<Database>({ dialect, log: options.log });
    if (!memory) sqliteFiles.set(db, file);
    return { db, dialect: 'sqlite', location: file };
  }
  const pool = createPostgresPool(target.url, options.onConnectionError);
  const location = redactUrlPassword(target.url);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: discardingBrokenClients(pool, options.onConnectFailure),
    }),
    log: options.log,
  });
  postgresPools.set(db, pool);
  return { db, dialect: 'postgres', location };
}

/** The file behind each SQLite Kysely instance {@link openDatabase} made (not `:memory:`). */
const sqliteFiles = new WeakMap<Kysely<Database>, string>();

/**
 * A second, read-only connection to the SQLite file under `db`, in a worker thread of its own,
 * for long reads (the insights roll-up's aggregations, 0.5–0.6 s each at 333,000 views a day)
 * that would otherwise hold the server's one connection, and with it contact inserts and the
 * readiness check (500 ms time-out). In WAL mode a reader and the writer do not block each other
 * (sqlite.org/wal.html "Concurrency"); the reader sees the last commit before each statement.
 * The caller destroys it. Undefined for PostgreSQL (a pool already), `:memory:` (a private
 * database no second connection can open), and a Kysely made elsewhere.
 * @param db a Kysely instance {@link openDatabase} made
 * @param options Kysely's `log` callback, as for {@link openDatabase}
 */
export function openSqliteReader(
  db: Kysely<Database>,
  options: Pick<OpenDatabaseOptions, 'log'> = {},
): Kysely<Database> | undefined {
  const file = sqliteFiles.get(db);
  if (!file) return undefined;
  const dialect = new SqliteWorkerDialect({
    file,
    pragmas: [`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`],
    statementCacheSize: SQLITE_STATEMENT_CACHE_SIZE,
    readOnly: true,
  });
  return new Kysely<Database>({ dialect, log: options.log });
}

/** The pg pool behind each PostgreSQL Kysely instance {@link openDatabase} made. */
const postgresPools = new WeakMap<Kysely<Database>, pg.Pool>();

/**
 * The `pg` pool under a Kysely instance {@link openDatabase} opened on PostgreSQL, for the few
 * callers that must speak `pg` itself (rate-limiter-flexible's `RateLimiterPostgres`, whose named
 * prepared statements Kysely cannot send); undefined for SQLite or a Kysely made elsewhere.
 * Same pool, limits and time-outs as the app's queries.
 */
export function postgresPoolOf(db: Kysely<Database>): pg.Pool | undefined {
  return postgresPools.get(db);
}

/** Whether an error came from the PostgreSQL server as an ErrorResponse (it has a SQLSTATE). */
function hasSqlState(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code)
  );
}

/**
 * A `pg` pool that never lets a lost connection crash the process (DESIGN §8 "Faults": a
 * PostgreSQL stopped under load must not end the server through an unhandled `'error'` event of
 * a checked-out client).
 *
 * - `pool.on('error')` covers idle clients; a listener on every client covers checked-out ones,
 *   which pg-pool leaves without a listener while they are in use (pg's documented pitfall).
 * - `connectionTimeoutMillis` bounds connecting and waiting for a free client, `query_timeout`
 *   (client side) bounds a query on a frozen server, `statement_timeout` (server side) a slow
 *   one: a stuck database answers 503 within seconds instead of holding requests without limit.
 */
function createPostgresPool(url: string, onConnectionError?: (error: Error) => void): pg.Pool {
  const report =
    onConnectionError ??
    ((error: Error) => console.error(`PostgreSQL connection error: ${error.message}`));
  const pool = new pg.Pool({
    connectionString: url,
    max: PG_POOL_MAX,
    connectionTimeoutMillis: PG_CONNECTION_TIMEOUT_MS,
    query_timeout: PG_QUERY_TIMEOUT_MS,
    statement_timeout: PG_STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: PG_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', report);
  });
  return pool;
}

/**
 * Kysely's view of the pool: a client whose query failed without a SQLSTATE (connection lost,
 * client-side query time-out) is destroyed on release instead of going back to the pool, where
 * the next query would queue behind the unanswered one. The pool opens a fresh connection when
 * PostgreSQL is back, so the server recovers by itself. A failed checkout goes to
 * `onConnectFailure` (Kysely's `log` sees statements only, never the wait for a connection).
 */
function discardingBrokenClients(
  pool: pg.Pool,
  onConnectFailure?: (error: unknown) => void,
): PostgresPool {
  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        onConnectFailure?.(error);
        throw error;
      }
      let broken: Error | undefined;
      const query = (sql: string, parameters: readonly unknown[]) => {
        const timeoutMs = queryTimeoutScope.getStore();
        const config: pg.QueryConfig & { query_timeout?: number } = {
          text: sql,
          values: parameters as unknown[],
          ...(timeoutMs === undefined ? {} : { query_timeout: timeoutMs }),
        };
        return client.query(config).catch((error: unknown) => {
          if (!hasSqlState(error))
            broken = error instanceof Error ? error : new Error(String(error));
          throw error;
        });
      };
      return {
        query,
        release: () => client.release(broken),
      } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
    options: pool.options,
  };
}
