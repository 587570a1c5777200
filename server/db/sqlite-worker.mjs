// @ts-check
/**
 * The SQLite worker thread of `sqlite-worker-dialect.ts`: owns the one better-sqlite3
 * connection and runs every statement, so SQLite's CPU work and the fsync of each commit
 * (`synchronous=FULL`) never block the server's event loop (DESIGN §6: insert throughput).
 *
 * Plain JavaScript on purpose: Node 20 cannot load TypeScript loaders (tsx) in worker threads,
 * and this file must run the same under `tsx`, Vitest and the CLI.
 *
 * Messages in:  `{ id, sql, parameters }` or `{ id, close: true }`.
 * Messages out: `{ ready: true }` once open; `{ id, result }` with Kysely's QueryResult shape, or
 *               `{ id, error: { message, code, name } }` (the driver's `code`, e.g.
 *               'SQLITE_CONSTRAINT_CHECK', survives, unlike a cloned Error's own properties).
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @typedef {{ file: string, pragmas: string[], statementCacheSize: number }} WorkerOptions */

const port = parentPort;
if (!port) throw new Error('sqlite-worker.mjs must run in a worker thread');

const options = /** @type {WorkerOptions} */ (workerData);
// An error here ends the worker with an 'error' event: the driver's init rejects with it.
const db = new Database(options.file);
for (const pragma of options.pragmas) db.pragma(pragma);
port.postMessage({ ready: true });

/** Prepared statements by SQL text: grouped inserts repeat a few shapes thousands of times. */
const statements = new Map();

/** @param {string} sql */
function prepare(sql) {
  let statement = statements.get(sql);
  if (!statement) {
    if (statements.size >= options.statementCacheSize) statements.clear();
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}

/**
 * Runs one statement as Kysely's SqliteConnection does (kysely/dist/esm/dialect/sqlite).
 * @param {string} sql
 * @param {unknown[]} parameters
 */
function execute(sql, parameters) {
  const statement = prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

port.on(
  'message',
  (
    /** @type {{ id: number, sql?: string, parameters?: unknown[], close?: boolean }} */ message,
  ) => {
    const { id } = message;
    try {
      if (message.close) {
        statements.clear();
        db.close();
        port.postMessage({ id, result: { rows: [] } });
        port.close();
        return;
      }
      port.postMessage({ id, result: execute(message.sql ?? '', message.parameters ?? []) });
    } catch (caught) {
      const error = /** @type {{ message?: unknown, code?: unknown, name?: unknown }} */ (
        caught ?? {}
      );
      port.postMessage({
        id,
        error: {
          message: String(error.message ?? caught),
          code: typeof error.code === 'string' ? error.code : undefined,
          name: typeof error.name === 'string' ? error.name : 'Error',
        },
      });
    }
  },
);
