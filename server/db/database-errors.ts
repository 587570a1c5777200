/**
 * Database failures as the API answers them (DESIGN §4, §8 "Faults"). Every driver
 * error a client can cause becomes PostgREST's 400; every error that says "the database is not
 * available right now" (connection lost, restart, time-out, lock, disk full) becomes `503` with
 * `Retry-After`, so clients retry instead of seeing a 500. Anything else stays a genuine fault.
 */
import { ApiError, UNAVAILABLE_MESSAGE, apiErrors } from '../api-error';
import { DATABASE_RETRY_AFTER_SECONDS } from './limits';

/**
 * The driver's code (PostgreSQL SQLSTATE, `SQLITE_*`, Node's `E*`), or ''. SQLite's errors cross
 * the worker thread with their name and message only, so the SQLite worker names them after the
 * code (server/db/sqlite-worker.mjs); that name counts as the code.
 */
export function databaseErrorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  if ('code' in error && error.code !== undefined) return String(error.code);
  if (error instanceof Error && /^SQLITE_[A-Z_]+$/.test(error.name)) return error.name;
  return '';
}

const errorCode = databaseErrorCode;

/**
 * SQLSTATE classes and codes that mean "try again later" (PostgreSQL appendix A): 08 connection
 * exception, 53 insufficient resources (disk full, out of memory, too many connections), 57P01–05
 * shutdown / crash / cannot connect now, 57014 statement time-out, 55P03 lock not available,
 * 40001 / 40P01 serialization failure / deadlock.
 */
const RETRYABLE_SQLSTATE = /^(08|53|57P0|57014$|55P03$|40001$|40P01$)/;

/**
 * SQLite result codes that mean the same: locked or busy past `busy_timeout`, disk
 * full, I/O errors (https://www.sqlite.org/rescode.html). SQLite recovers from SQLITE_FULL by
 * itself once space is freed, so these are temporary for the client too.
 */
const RETRYABLE_SQLITE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|PROTOCOL)/;

/** Node socket errors of a database connection. */
const RETRYABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
]);

/**
 * node-postgres raises these without a code (pg/lib/client.js, pg-pool/index.js): the
 * connection ended under a query, a client-side `query_timeout`, a connect or pool-wait time-out.
 */
const RETRYABLE_PG_MESSAGE =
  /^(Connection terminated|Query read timeout|timeout exceeded when trying to connect|timeout expired|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/** Whether the error means "the database is unavailable for now": worth a 503 and a retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = errorCode(error);
  if (RETRYABLE_SQLSTATE.test(code) || RETRYABLE_SQLITE.test(code) || RETRYABLE_SOCKET.has(code)) {
    return true;
  }
  return error instanceof Error && !code && RETRYABLE_PG_MESSAGE.test(error.message);
}

/** Whether the error is a full disk or an I/O failure: the operator must act (logged at error). */
export function isStorageFailure(error: unknown): boolean {
  return /^(53100$|SQLITE_(FULL|IOERR))/.test(errorCode(error));
}

/** Whether the error is a unique-constraint violation (PostgreSQL 23505, SQLite's own code). */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Translates a database failure into the error PostgREST would answer, when it is one a
 * client can cause or retry; undefined for genuine server faults (answered 500).
 * Covers PostgreSQL SQLSTATEs, SQLite's SQLITE_* codes and node-postgres' own errors.
 * @returns 400 (23502 / 23514) for input the database refused; 503 with `Retry-After`
 *   ({@link DATABASE_RETRY_AFTER_SECONDS} s) when it is unavailable; otherwise undefined
 */
export function mapDatabaseError(error: unknown): ApiError | undefined {
  const code = errorCode(error);
  if (code === '23502' || code === 'SQLITE_CONSTRAINT_NOTNULL') return apiErrors.notNull('unknown');
  // 22021 invalid byte sequence, 22P05 untranslatable character (e.g. NUL in text),
  // 22008 datetime field overflow, 22007 invalid datetime format.
  if (
    code === '23514' ||
    code === 'SQLITE_CONSTRAINT_CHECK' ||
    code === '22021' ||
    code === '22P05' ||
    code === '22008' ||
    code === '22007'
  ) {
    return apiErrors.checkViolation('Please check the form and try again', 'row');
  }
  if (isDatabaseUnavailable(error)) {
    return new ApiError(
      503,
      { code: code || null, message: UNAVAILABLE_MESSAGE },
      { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  }
  return undefined;
}
