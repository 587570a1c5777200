/**
 * Opens the database named by `DATABASE_URL` (DESIGN §2, §3): `file:PATH` is SQLite through
 * better-sqlite3, `postgres://…` / `postgresql://…` is PostgreSQL through a `pg` pool.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PG_POOL_MAX, SQLITE_BUSY_TIMEOUT_MS, SQLITE_STATEMENT_CACHE_SIZE } from '../limits';
import type { Database } from './schema';
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
export function openDatabase(databaseUrl: string): OpenDatabase {
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
    return {
      db: new Kysely<Database>({ dialect }),
      dialect: 'sqlite',
      location: file,
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: PG_POOL_MAX });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const location = target.url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    dialect: 'postgres',
    location,
  };
}
