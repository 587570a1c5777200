/**
 * Online backup and restore of the SQLite database (DESIGN §1 `npm run backup` / `npm run
 * restore`; docs/decisions/0003-backup-and-restore.md).
 *
 * - **Backup** copies the live database with SQLite's online backup API (`node:sqlite`
 *   `backup()`) in one step: one read transaction, so the copy is the database as of one commit
 *   while the server keeps writing (WAL: readers never block the writer).
 * - **Restore** copies a backup into a temporary file beside the target, checks it
 *   (`pragma integrity_check`, this site's migrations), switches it to WAL, fsyncs it and renames
 *   it over the target, so the target is either the old database or the whole new one, never a
 *   half-written file (rename(2) is atomic within a file system, POSIX).
 *
 * Every refusal is a {@link BackupError} whose message tells the operator what to do.
 */
import {
  closeSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { DatabaseSync, backup } from 'node:sqlite';
import { SQLITE_BUSY_TIMEOUT_MS } from './limits';
import { fsyncPath, publish, temporaryBeside } from './atomic-file';
import { allMigrations } from './migrate';

/** A refusal or failure the operator can act on; the CLI prints its message and exits 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * Pages copied per `sqlite3_backup_step`: all of them. SQLite restarts a stepwise backup when
 * another connection writes to the source between steps (sqlite.org/c3ref/backup_finish.html,
 * "sqlite3_backup_step()"), so under the server's inserts Node's default of 100 pages per step
 * starts over and over, and against a writer committing between every two steps may never finish
 * (measured in docs/decisions/0003-backup-and-restore.md). One step is one read transaction. The
 * largest int32, which `node:sqlite` requires `rate` to be.
 */
export const BACKUP_ALL_PAGES = 2 ** 31 - 1;

/** The 16 bytes every SQLite 3 database starts with (sqlite.org/fileformat.html §1.3.1). */
const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
/** The 5 bytes a pg_dump custom-format archive starts with (pg_dump's `PGDMP` magic). */
const PGDUMP_MAGIC = Buffer.from('PGDMP', 'latin1');

/** SQLite's primary result codes this module tells apart (sqlite.org/rescode.html). */
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_NOTADB = 26;

/** The first `length` bytes of a file (fewer when it is shorter). */
function readHead(file: string, length: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(length);
    const read = readSync(fd, head, 0, length, 0);
    return head.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/**
 * What a backup file holds, told by its first bytes: a SQLite 3 database (`npm run backup` on
 * SQLite), a pg_dump custom-format archive (on PostgreSQL), or neither (an empty file too).
 * Both restores use it to say which `DATABASE_URL` a backup of the other kind needs.
 * @throws the file system's error when `file` cannot be read
 */
export function backupFileKind(file: string): 'sqlite' | 'pg_dump' | 'other' {
  const head = readHead(file, SQLITE_MAGIC.length);
  if (head.equals(SQLITE_MAGIC)) return 'sqlite';
  return head.subarray(0, PGDUMP_MAGIC.length).equals(PGDUMP_MAGIC) ? 'pg_dump' : 'other';
}

/**
 * Refuses a backup target that is a folder, or a file that exists unless `force` allows
 * replacing it (`npm run backup -- PATH --force`).
 * @throws {BackupError}
 */
export function assertBackupTarget(target: string, force: boolean | undefined): void {
  if (!existsSync(target)) return;
  if (statSync(target).isDirectory()) throw new BackupError(`${target} is a folder; name a file.`);
  if (!force) throw new BackupError(`${target} already exists; pass --force to replace it.`);
}

/**
 * Refuses a path that is not an existing SQLite 3 database file, saying why: missing, a folder,
 * empty, a pg_dump archive, or any other file (checked by its header, so nothing is opened or
 * created).
 * @param what how the message names the file, e.g. 'The backup' or 'DATABASE_URL's database'
 * @throws {BackupError}
 */
export function assertSqliteFile(file: string, what: string): void {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new BackupError(`${what} ${file} is not a file.`);
    size = stat.size;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${what} ${file} does not exist.`);
  }
  if (size === 0) throw new BackupError(`${what} ${file} is empty: not a SQLite database.`);
  const kind = backupFileKind(file);
  if (kind === 'pg_dump') {
    throw new BackupError(
      `${what} ${file} is a PostgreSQL dump (pg_dump), not a SQLite database; restore it with DATABASE_URL=postgres://…`,
    );
  }
  if (kind !== 'sqlite') {
    throw new BackupError(
      `${what} ${file} is not a SQLite database (it does not start with "SQLite format 3").`,
    );
  }
}

/**
 * The absolute paths of a copy between SQLite files (a backup: the database to the backup; a
 * restore: the backup to the database), once they are known to be two files and the source an
 * existing SQLite database.
 * @param refusals the sentence when both name one file, and how {@link assertSqliteFile} names
 *   the source
 * @throws {BackupError} one file named twice; the source missing or not SQLite
 */
function sqliteCopyPaths(
  source: string,
  target: string,
  refusals: { sameFile: string; sourceName: string },
): { from: string; to: string } {
  const from = resolve(source);
  const to = resolve(target);
  if (from === to) throw new BackupError(refusals.sameFile);
  assertSqliteFile(from, refusals.sourceName);
  return { from, to };
}

/** SQLite's numeric result code of a `node:sqlite` error, or undefined. */
function sqliteCode(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'errcode' in error) {
    return typeof error.errcode === 'number' ? error.errcode & 0xff : undefined;
  }
  return undefined;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Deletes a temporary database and the journal files SQLite may have left beside it. */
function removeTemporary(file: string): void {
  for (const suffix of ['', '-journal', '-wal', '-shm'])
    rmSync(`${file}${suffix}`, { force: true });
}

/**
 * Runs `write` with `folder` created (with its parents) when missing; when `write` fails, removes
 * the folders this call created, where they are still empty, so a refused copy leaves nothing.
 * @returns what `write` returns
 * @throws what `write` throws
 */
async function inFolder<T>(folder: string, write: () => Promise<T>): Promise<T> {
  const first = mkdirSync(folder, { recursive: true });
  try {
    return await write();
  } catch (error) {
    if (first) {
      for (let dir = folder; dir.length >= first.length; dir = dirname(dir)) {
        try {
          rmdirSync(dir);
        } catch {
          break;
        }
      }
    }
    throw error;
  }
}

/** What a copy checked and found. */
export interface CopyFacts {
  /** Rows of `contact_messages` in the copy, or null when the table is missing. */
  messages: number | null;
  /** The copy's size. Bytes. */
  bytes: number;
  /** Migrations recorded in the copy (`kysely_migration`), in order; empty when none. */
  migrations: string[];
  /** Time spent copying pages. Milliseconds. */
  copyMs: number;
  /** Time spent on `pragma integrity_check` of the copy. Milliseconds. */
  checkMs: number;
}

/**
 * Copies `source` into the new file `target` with the backup API in one step, then runs
 * `pragma integrity_check` on the copy. Removes `target` when anything fails.
 * @param source an open connection to the database to copy
 * @param label how errors name the source
 * @throws {BackupError} the copy failed or the copy is damaged
 */
async function copyAndCheck(source: DatabaseSync, target: string, label: string) {
  const started = performance.now();
  try {
    await backup(source, target, { rate: BACKUP_ALL_PAGES });
  } catch (error) {
    removeTemporary(target);
    throw new BackupError(`Could not copy ${label}: ${message(error)}`);
  }
  const copied = performance.now();
  const copy = new DatabaseSync(target);
  try {
    const problems = (copy.prepare('pragma integrity_check').all() as { integrity_check: string }[])
      .map((row) => row.integrity_check)
      .filter((line) => line !== 'ok');
    if (problems.length > 0) {
      throw new BackupError(
        `${label} is damaged; pragma integrity_check reported:\n  ${problems.slice(0, 5).join('\n  ')}`,
      );
    }
    const checkMs = performance.now() - copied;
    const hasTable = (name: string) =>
      copy.prepare(`select 1 from sqlite_schema where type = 'table' and name = ?`).get(name) !==
      undefined;
    const messages = hasTable('contact_messages')
      ? Number(
          (copy.prepare('select count(*) as n from contact_messages').get() as { n: number }).n,
        )
      : null;
    const migrations = hasTable('kysely_migration')
      ? (
          copy.prepare('select name from kysely_migration order by name').all() as {
            name: string;
          }[]
        ).map((row) => row.name)
      : [];
    return { copy, facts: { messages, migrations, copyMs: copied - started, checkMs } };
  } catch (error) {
    copy.close();
    removeTemporary(target);
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${label} is damaged: ${message(error)}`);
  }
}

/** Options of {@link backupSqlite} and {@link restoreSqlite}. */
export interface CopyOptions {
  /** Replace an existing target (restore: only when no connection holds it). */
  force?: boolean;
}

/**
 * Writes a consistent copy of the live database `source` to `target` (DESIGN §1
 * `npm run backup`): the backup API in one step (one read transaction; the server keeps
 * writing), `pragma integrity_check` on the copy, fsync, then rename into place. The copy is a
 * single file in rollback-journal mode (`journal_mode=DELETE`), readable by any SQLite 3.
 * @param source the database file (`DATABASE_URL`'s path); never created or modified
 * @param target the backup file to write; its folder is created when missing
 * @throws {BackupError} source missing or not SQLite, target exists (without `force`), copy
 *   damaged; nothing is left at `target` then
 */
export async function backupSqlite(
  source: string,
  target: string,
  options: CopyOptions = {},
): Promise<CopyFacts> {
  const { from, to } = sqliteCopyPaths(source, target, {
    sameFile: 'The backup cannot be written over the database itself.',
    sourceName: "DATABASE_URL's database",
  });
  assertBackupTarget(to, options.force);
  return inFolder(dirname(to), () => writeBackup(from, to));
}

/** The copy of {@link backupSqlite}, once the arguments are checked. */
async function writeBackup(from: string, to: string): Promise<CopyFacts> {
  const temporary = temporaryBeside(to);
  // Read-write like the server (not readOnly): a read-only connection cannot rebuild the WAL
  // index after a crash. Nothing is written; the busy timeout waits out a checkpoint's lock.
  const database = new DatabaseSync(from);
  let result;
  try {
    database.exec(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    result = await copyAndCheck(database, temporary, `DATABASE_URL's database ${from}`);
  } finally {
    database.close();
  }
  try {
    // The backup API copies the live file's header, WAL flag included; a backup is one
    // self-contained file that read-only tools can open without creating -wal and -shm.
    result.copy.exec('pragma journal_mode = DELETE');
    result.copy.close();
    publish(temporary, to);
  } catch (error) {
    if (result.copy.isOpen) result.copy.close();
    removeTemporary(temporary);
    throw new BackupError(`Could not write ${to}: ${message(error)}`);
  }
  return { ...result.facts, bytes: statSync(to).size };
}

/** What {@link takeOver} found. */
type TakeOver = 'held' | 'not-a-database' | 'free';

/**
 * Whether another connection (a running server) has the database open, and when none does,
 * checkpoints its WAL into the file so that nothing of it remains in `-wal`.
 *
 * In WAL mode every open connection keeps a SHARED lock on the database file between
 * transactions (sqlite.org/wal.html; sqlite.org/lockingv3.html), so an EXCLUSIVE lock —
 * `locking_mode=EXCLUSIVE` then `BEGIN EXCLUSIVE` with no busy timeout — is granted only when
 * no other connection, in any process, has it open.
 */
function takeOver(file: string): TakeOver {
  const db = new DatabaseSync(file);
  try {
    db.exec('pragma busy_timeout = 0');
    db.exec('pragma locking_mode = exclusive');
    db.exec('begin exclusive');
    db.exec('commit');
    db.exec('pragma wal_checkpoint(TRUNCATE)');
    return 'free';
  } catch (error) {
    const code = sqliteCode(error);
    if (code === SQLITE_BUSY || code === SQLITE_LOCKED) return 'held';
    if (code === SQLITE_NOTADB) return 'not-a-database';
    throw error;
  } finally {
    db.close();
  }
}

/** The target's database file or a WAL with content beside it. */
function targetExists(target: string): boolean {
  return existsSync(target) || (existsSync(`${target}-wal`) && statSync(`${target}-wal`).size > 0);
}

const IN_USE =
  'is in use by another process (a running server?); stop it first, then restore. --force does not override this: replacing a database under an open connection loses what it writes next.';

/** What {@link restoreSqlite} did. */
export interface RestoreFacts extends CopyFacts {
  /** Where the database that was replaced is kept (a hard link or copy), when there was one. */
  keptAs: string | undefined;
}

/** Options of {@link restoreSqlite}. */
export interface RestoreOptions extends CopyOptions {
  /** Clock for the name of the kept database. Default `Date.now`. */
  now?: () => number;
}

/**
 * Restores the backup `source` as the database `target` (DESIGN §1 `npm run restore`).
 *
 * "Live" target: the file (or a WAL with content beside it) exists. Without `force` that is
 * refused; with `force` it is replaced, unless a connection still has it open (a running
 * server: see {@link takeOver}), which is always refused. The replaced database is kept as
 * `<target>.before-restore-<time>` (a hard link: no copy, no gap), because a wrong `--force`
 * must not lose the live data.
 *
 * The backup is copied to a temporary file beside the target and checked there (integrity_check
 * clean, a `kysely_migration` table, no migration this version does not know), switched to
 * WAL, fsynced, and renamed over the target; the folder is fsynced after. The server migrates it
 * to the latest version when it starts.
 * @throws {BackupError} source missing, not SQLite, damaged, not this site's, or from a newer
 *   version; target exists (without `force`) or is in use; the target is then unchanged
 */
export async function restoreSqlite(
  source: string,
  target: string,
  options: RestoreOptions = {},
): Promise<RestoreFacts> {
  const { from, to } = sqliteCopyPaths(source, target, {
    sameFile: 'The backup and the database are the same file.',
    sourceName: 'The backup',
  });
  if (existsSync(to) && statSync(to).isDirectory()) {
    throw new BackupError(`DATABASE_URL names ${to}, which is a folder.`);
  }
  const exists = targetExists(to);
  if (exists && !options.force) {
    throw new BackupError(
      `The database ${to} already exists; pass --force to replace it (it is kept as ${basename(to)}.before-restore-…).`,
    );
  }
  if (existsSync(to) && takeOverQuietly(to) === 'held')
    throw new BackupError(`The database ${to} ${IN_USE}`);
  return inFolder(dirname(to), () => replaceWithBackup(from, to, options));
}

/** The copy, checks and swap of {@link restoreSqlite}, once the arguments are checked. */
async function replaceWithBackup(
  from: string,
  to: string,
  options: RestoreOptions,
): Promise<RestoreFacts> {
  const temporary = temporaryBeside(to);
  let result;
  const backupFile = new DatabaseSync(from, { readOnly: true });
  try {
    result = await copyAndCheck(backupFile, temporary, `The backup ${from}`);
  } finally {
    backupFile.close();
  }
  try {
    const known = Object.keys(allMigrations('sqlite'));
    if (!result.facts.migrations.length) {
      throw new BackupError(
        `The backup ${from} is a SQLite database but not one of this site (it has no kysely_migration table).`,
      );
    }
    const unknown = result.facts.migrations.filter((name) => !known.includes(name));
    if (unknown.length > 0) {
      throw new BackupError(
        `The backup ${from} was made by a newer version of the site (migration ${unknown.join(', ')} is unknown here); restore it with that version.`,
      );
    }
    // Persistent in the file header (sqlite.org/wal.html §3.3): the server opens it in WAL too.
    result.copy.exec('pragma journal_mode = WAL');
  } catch (error) {
    result.copy.close();
    removeTemporary(temporary);
    throw error;
  }
  // The last connection's close checkpoints the WAL into the file and deletes it.
  result.copy.close();

  let keptAs: string | undefined;
  try {
    fsyncPath(temporary);
    if (existsSync(to)) {
      // Checked again right before the swap: a server may have started during the copy.
      const state = takeOver(to);
      if (state === 'held') throw new BackupError(`The database ${to} ${IN_USE}`);
      if (state === 'free' && existsSync(`${to}-wal`) && statSync(`${to}-wal`).size > 0) {
        throw new BackupError(`Could not checkpoint ${to}-wal into ${to}; nothing was replaced.`);
      }
      keptAs = keepAside(to, options.now?.() ?? Date.now());
    } else {
      // A WAL without its database belongs to nothing now; it must not be applied to the backup.
      rmSync(`${to}-wal`, { force: true });
    }
    // A stale -shm needs no care: the first connection to open the database rebuilds it.
    renameSync(temporary, to);
    fsyncPath(dirname(to));
  } catch (error) {
    removeTemporary(temporary);
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Could not replace ${to}: ${message(error)}`);
  }
  return { ...result.facts, bytes: statSync(to).size, keptAs };
}

/** {@link takeOver}, with a target SQLite cannot open at all counted as not held. */
function takeOverQuietly(file: string): TakeOver {
  try {
    return takeOver(file);
  } catch {
    return 'not-a-database';
  }
}

/**
 * Keeps the database about to be replaced as `<file>.before-restore-<UTC time>`: a hard link
 * (the same inode, so the rename that follows leaves it intact), or a copy where the file
 * system has no hard links.
 * @returns the kept file's path
 */
function keepAside(file: string, now: number): string {
  const stamp = new Date(now).toISOString().replace(/[:.]/g, '-');
  const kept = `${file}.before-restore-${stamp}`;
  try {
    linkSync(file, kept);
  } catch {
    copyFileSync(file, kept);
    fsyncPath(kept);
  }
  return kept;
}
