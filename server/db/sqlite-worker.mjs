// @ts-check
/**
 * The SQLite worker thread (./sqlite-worker-dialect.ts): owns the one `node:sqlite` connection
 * and runs every statement, so SQLite's CPU work and the fsync of each commit
 * (`synchronous=FULL`) never block the server's event loop (DESIGN §6: insert throughput).
 * `kysely-generic-sqlite`'s Node helper carries the messages; this file is its executor.
 *
 * Plain JavaScript importing only packages: it runs as it is under `tsx`, Vitest and the CLI,
 * whatever loader the parent thread has.
 *
 * Errors: the worker protocol carries an error's name and message only, so a failed statement
 * throws an Error *named* after SQLite's result code (`SQLITE_CONSTRAINT_CHECK`,
 * `SQLITE_BUSY`, … from https://www.sqlite.org/rescode.html); server/db/database-errors.ts reads
 * the code from there.
 */
import { DatabaseSync } from 'node:sqlite';
import { createNodeOnMessageCallback } from 'kysely-generic-sqlite/worker-helper-node';

/** @typedef {{ file: string, pragmas: string[], statementCacheSize: number, readOnly?: boolean }} WorkerOptions */

/**
 * SQLite's primary result codes by number (sqlite.org/rescode.html, "Primary Result Code List").
 * @type {Record<number, string>}
 */
const PRIMARY_CODES = {
  1: 'SQLITE_ERROR',
  2: 'SQLITE_INTERNAL',
  3: 'SQLITE_PERM',
  4: 'SQLITE_ABORT',
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  7: 'SQLITE_NOMEM',
  8: 'SQLITE_READONLY',
  9: 'SQLITE_INTERRUPT',
  10: 'SQLITE_IOERR',
  11: 'SQLITE_CORRUPT',
  12: 'SQLITE_NOTFOUND',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  15: 'SQLITE_PROTOCOL',
  16: 'SQLITE_EMPTY',
  17: 'SQLITE_SCHEMA',
  18: 'SQLITE_TOOBIG',
  19: 'SQLITE_CONSTRAINT',
  20: 'SQLITE_MISMATCH',
  21: 'SQLITE_MISUSE',
  22: 'SQLITE_NOLFS',
  23: 'SQLITE_AUTH',
  24: 'SQLITE_FORMAT',
  25: 'SQLITE_RANGE',
  26: 'SQLITE_NOTADB',
  27: 'SQLITE_NOTICE',
  28: 'SQLITE_WARNING',
};

/**
 * The extended codes the server tells apart (sqlite.org/rescode.html, "Extended Result Code
 * List"); others fall back to their primary code, which is all the 503 rules need.
 * @type {Record<number, string>}
 */
const EXTENDED_CODES = {
  275: 'SQLITE_CONSTRAINT_CHECK',
  787: 'SQLITE_CONSTRAINT_FOREIGNKEY',
  1299: 'SQLITE_CONSTRAINT_NOTNULL',
  1555: 'SQLITE_CONSTRAINT_PRIMARYKEY',
  1811: 'SQLITE_CONSTRAINT_TRIGGER',
  2067: 'SQLITE_CONSTRAINT_UNIQUE',
  3091: 'SQLITE_CONSTRAINT_DATATYPE',
  261: 'SQLITE_BUSY_RECOVERY',
  517: 'SQLITE_BUSY_SNAPSHOT',
  773: 'SQLITE_BUSY_TIMEOUT',
};

/**
 * `node:sqlite`'s error (`code: 'ERR_SQLITE_ERROR'`, numeric `errcode`) as an Error named after
 * SQLite's code; any other error unchanged.
 * @param {unknown} caught
 * @returns {unknown}
 */
function namedAfterSqliteCode(caught) {
  if (!(caught instanceof Error) || !('errcode' in caught) || typeof caught.errcode !== 'number') {
    return caught;
  }
  const code = caught.errcode;
  const error = new Error(caught.message);
  error.name = EXTENDED_CODES[code] ?? PRIMARY_CODES[code & 0xff] ?? 'SQLITE_ERROR';
  return error;
}

/**
 * Opens the database and answers Kysely's queries from a cache of prepared statements (grouped
 * inserts repeat a few shapes thousands of times).
 * @param {WorkerOptions} options
 * @returns {import('kysely-generic-sqlite').IGenericSqlite<DatabaseSync>}
 */
function createExecutor(options) {
  // An error here rejects the dialect's first query with it (the open error).
  const db = new DatabaseSync(options.file, { readOnly: options.readOnly === true });
  for (const pragma of options.pragmas) db.exec(`pragma ${pragma}`);
  /** @type {Map<string, import('node:sqlite').StatementSync>} */
  const statements = new Map();
  /** @param {string} sql */
  const prepare = (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= options.statementCacheSize) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    db,
    query(_isSelect, sql, parameters) {
      try {
        const statement = prepare(sql);
        const values = /** @type {import('node:sqlite').SQLInputValue[]} */ (parameters ?? []);
        // Statements that return rows (SELECT, PRAGMA, … RETURNING) have result columns.
        if (statement.columns().length > 0) return { rows: statement.all(...values) };
        const { changes, lastInsertRowid } = statement.run(...values);
        return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
      } catch (caught) {
        throw namedAfterSqliteCode(caught);
      }
    },
    close() {
      statements.clear();
      db.close();
    },
  };
}

createNodeOnMessageCallback(
  /** @param {WorkerOptions} options */ (options) => {
    try {
      return createExecutor(options);
    } catch (caught) {
      throw namedAfterSqliteCode(caught);
    }
  },
);
