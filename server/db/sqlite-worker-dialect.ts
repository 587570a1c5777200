/**
 * The SQLite dialect of the server: Node's built-in `node:sqlite` in a worker thread
 * (./sqlite-worker.mjs), through `kysely-generic-sqlite`'s worker dialect.
 *
 * Why a worker: `node:sqlite` is synchronous, so on the main thread every statement — and the
 * fsync of every commit under `synchronous=FULL` — would block the event loop (DESIGN §6: inserts
 * must reach half a bare route's req/s). Here the event loop only posts messages.
 *
 * Kysely lends the one connection to one caller at a time (SQLite's adapter does not support
 * several), so transactions started together run one after the other. If the worker dies,
 * every pending and later query rejects (the library's "Worker exited with code N"; answered 500,
 * the process manager restarts the server).
 */
import { Worker } from 'node:worker_threads';
import { GenericSqliteWorkerDialect } from 'kysely-generic-sqlite/worker';
import { createNodeWorkerExecutor } from 'kysely-generic-sqlite/worker-helper-node';

/** Options of {@link SqliteWorkerDialect}; passed to the worker as they are. */
export interface SqliteWorkerDialectConfig extends Record<string, unknown> {
  /** Database file (absolute path) or ':memory:'. */
  file: string;
  /** PRAGMA statements run once on open, e.g. 'journal_mode = WAL'. */
  pragmas: readonly string[];
  /** Prepared statements kept per connection (cleared when full). */
  statementCacheSize: number;
  /** Open read-only (`SQLITE_OPEN_READONLY`): every write fails with `SQLITE_READONLY`. */
  readOnly?: boolean;
}

/**
 * Kysely dialect: SQLite's compiler, adapter and introspector, statements in a worker thread.
 * The worker starts with the first query, which rejects with the open error if the file cannot
 * be opened.
 * @example new Kysely<Database>({ dialect: new SqliteWorkerDialect({ file, pragmas, statementCacheSize: 100 }) })
 */
export class SqliteWorkerDialect extends GenericSqliteWorkerDialect<
  Worker,
  SqliteWorkerDialectConfig
> {
  constructor(config: SqliteWorkerDialectConfig) {
    super(
      createNodeWorkerExecutor({
        // The worker is plain JavaScript: it needs none of the parent's loaders (tsx, Vitest).
        worker: () => new Worker(new URL('./sqlite-worker.mjs', import.meta.url), { execArgv: [] }),
        data: { ...config, pragmas: [...config.pragmas] },
      }),
    );
  }
}
