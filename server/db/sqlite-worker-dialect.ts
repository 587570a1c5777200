/**
 * A Kysely dialect that runs better-sqlite3 in a worker thread (./sqlite-worker.mjs).
 *
 * Why: better-sqlite3 is synchronous, so with Kysely's own SqliteDialect every statement — and
 * the fsync of every commit under `synchronous=FULL` — blocks the event loop. A CPU profile under
 * load (issue 6) put prepare + execute at about a fifth of the event loop's busy time (DESIGN §6:
 * inserts must reach half a bare route's req/s). Here the event loop only posts messages; it
 * keeps parsing the next requests, which the group committer then writes in the next statement.
 *
 * Not a library: `kysely-sqlite-worker` (0.4.7) targets Kysely ^0.26, hangs forever when its
 * worker dies and loses the driver's error `code` that mapDatabaseError needs; and
 * `kysely-generic-sqlite` needs Kysely ≥ 0.29, which needs Node ≥ 22.
 *
 * Same semantics as Kysely's SqliteDriver: one connection behind a mutex, transactions as
 * begin/commit/rollback statements. Errors: a failed statement rejects with an Error carrying
 * the driver's `code`; if the worker dies, every pending and later query rejects with
 * code 'SQLITE_WORKER_EXITED' (answered 500; the process manager restarts the server).
 */
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/** Options of {@link SqliteWorkerDialect}. */
export interface SqliteWorkerDialectConfig {
  /** Database file (absolute path) or ':memory:'. */
  file: string;
  /** PRAGMA statements run once on open, e.g. 'journal_mode = WAL'. */
  pragmas: readonly string[];
  /** Prepared statements kept per connection (cleared when full). */
  statementCacheSize: number;
}

interface WorkerError {
  message: string;
  code?: string;
  name: string;
}

interface WorkerReply {
  id?: number;
  ready?: boolean;
  result?: QueryResult<unknown>;
  error?: WorkerError;
}

interface PendingQuery {
  resolve(result: QueryResult<unknown>): void;
  reject(error: Error): void;
}

/** An Error with the driver's code (e.g. 'SQLITE_CONSTRAINT_CHECK'), as better-sqlite3 throws. */
function toError(error: WorkerError): Error & { code?: string } {
  return Object.assign(new Error(error.message), { name: error.name, code: error.code });
}

/** The one connection: each query is a message to the worker, answered by id. */
class WorkerConnection implements DatabaseConnection {
  readonly #worker: Worker;
  readonly #pending = new Map<number, PendingQuery>();
  #nextId = 1;
  #failure: Error | undefined;

  constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: WorkerReply) => {
      if (reply.id === undefined) return;
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (reply.error) pending.reject(toError(reply.error));
      else pending.resolve(reply.result ?? { rows: [] });
    });
  }

  /** Rejects every pending and later query (the worker is gone). */
  fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#failure);
    this.#pending.clear();
  }

  #post(message: { sql: string; parameters: readonly unknown[] } | { close: true }) {
    return new Promise<QueryResult<unknown>>((resolve, reject) => {
      if (this.#failure) return reject(this.#failure);
      const id = this.#nextId++;
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...message });
    });
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.#post({ sql: compiledQuery.sql, parameters: compiledQuery.parameters }) as Promise<
      QueryResult<R>
    >;
  }

  // eslint-disable-next-line require-yield -- the contract needs a generator; SQLite streams nothing here.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite worker driver does not stream query results');
  }

  close(): Promise<unknown> {
    return this.#post({ close: true });
  }
}

/** Waits for the single connection, as Kysely's SqliteDriver does. */
class ConnectionMutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => (this.#resolve = resolve));
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}

class SqliteWorkerDriver implements Driver {
  readonly #config: SqliteWorkerDialectConfig;
  readonly #mutex = new ConnectionMutex();
  #worker: Worker | undefined;
  #exited: Promise<unknown> | undefined;
  #connection: WorkerConnection | undefined;

  constructor(config: SqliteWorkerDialectConfig) {
    this.#config = config;
  }

  /** Starts the worker and waits until it has opened the file. @throws the open error */
  async init(): Promise<void> {
    const worker = new Worker(new URL('./sqlite-worker.mjs', import.meta.url), {
      // The worker is plain JavaScript; inherited loaders (tsx) cannot run in Node 20 workers.
      execArgv: [],
      workerData: {
        file: this.#config.file,
        pragmas: [...this.#config.pragmas],
        statementCacheSize: this.#config.statementCacheSize,
      },
    });
    this.#worker = worker;
    this.#exited = new Promise((resolve) => worker.once('exit', resolve));
    const connection = new WorkerConnection(worker);
    await new Promise<void>((resolve, reject) => {
      const onReady = (reply: WorkerReply) => {
        if (!reply.ready) return;
        worker.off('message', onReady);
        worker.off('error', reject);
        resolve();
      };
      worker.on('message', onReady);
      worker.once('error', reject);
    });
    worker.on('error', (error) => connection.fail(error));
    worker.on('exit', (code) =>
      connection.fail(
        Object.assign(new Error(`The SQLite worker exited (code ${code})`), {
          code: 'SQLITE_WORKER_EXITED',
        }),
      ),
    );
    this.#connection = connection;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    if (!this.#connection) throw new Error('The SQLite worker driver is not initialised');
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  /** Closes the database in the worker (checkpointing the WAL), then lets the worker end. */
  async destroy(): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    this.#worker = undefined;
    await this.#connection?.close().catch(() => undefined);
    await worker.terminate();
    await this.#exited;
  }
}

/**
 * Kysely dialect: SQLite's compiler, adapter and introspector, with the worker driver.
 * @example new Kysely<Database>({ dialect: new SqliteWorkerDialect({ file, pragmas, statementCacheSize: 100 }) })
 */
export class SqliteWorkerDialect implements Dialect {
  readonly #config: SqliteWorkerDialectConfig;

  constructor(config: SqliteWorkerDialectConfig) {
    this.#config = config;
  }

  createDriver(): Driver {
    return new SqliteWorkerDriver(this.#config);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
