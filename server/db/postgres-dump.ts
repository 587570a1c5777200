/**
 * Backup and restore of the PostgreSQL database (DESIGN §1 `npm run backup` / `npm run restore`
 * with `DATABASE_URL=postgres://…`; docs/decisions/0003-backup-and-restore.md): thin
 * wrappers around PostgreSQL's own `pg_dump` and `pg_restore`, which own the dump logic.
 *
 * - Backup: `pg_dump --format=custom` (compressed, restorable selectively, one consistent
 *   snapshot: pg_dump runs in one repeatable-read transaction, so inserts go on meanwhile;
 *   postgresql.org/docs/current/app-pgdump.html), written to a temporary file beside the target,
 *   fsynced and renamed into place.
 * - Restore: `pg_restore --no-owner --no-privileges --single-transaction --exit-on-error` into
 *   an empty database: all of it or nothing (app-pgrestore.html). Objects belong to the role of
 *   `DATABASE_URL`; GRANTs naming roles of the old server are skipped.
 *
 * The password of `DATABASE_URL` goes to the tools in `PGPASSWORD`, never on their command line
 * (visible in `ps` to every user of the machine).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, delimiter, join, resolve } from 'node:path';
import pg from 'pg';
import { publish, temporaryBeside } from './atomic-file';
import { assertBackupTarget, BackupError, backupFileKind } from './sqlite-backup';

/** Where Debian installs each PostgreSQL version's client tools. */
const DEBIAN_PG_ROOT = '/usr/lib/postgresql';

/**
 * The path of `pg_dump` or `pg_restore`: `POSTGRES_BIN` (as for the tests), then PATH, then
 * Debian's `/usr/lib/postgresql/<version>/bin`, newest first.
 * @returns an absolute path, or undefined when the tool is not installed
 */
export function findPgTool(
  tool: 'pg_dump' | 'pg_restore',
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const dirs = [env.POSTGRES_BIN ?? '', ...(env.PATH ?? '').split(delimiter)].filter(Boolean);
  if (existsSync(DEBIAN_PG_ROOT)) {
    const versions = readdirSync(DEBIAN_PG_ROOT).sort((a, b) => Number(b) - Number(a));
    dirs.push(...versions.map((version) => join(DEBIAN_PG_ROOT, version, 'bin')));
  }
  for (const dir of dirs) {
    const path = join(dir, tool);
    if (existsSync(path)) return path;
  }
  return undefined;
}

/**
 * `DATABASE_URL` split for the tools: the URL without its password (for `--dbname`, which takes
 * a connection URI) and the password for `PGPASSWORD` (libpq, "Environment Variables").
 */
export function toolConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** The exact commands, for the docs and for machines without the tools. */
export const PG_DUMP_COMMAND = 'pg_dump --format=custom --file=site.dump "$DATABASE_URL"';
export const PG_RESTORE_COMMAND =
  'pg_restore --no-owner --no-privileges --single-transaction --exit-on-error --dbname="$DATABASE_URL" site.dump';

/** Options of {@link dumpPostgres} and {@link restorePostgres}. */
export interface PgToolOptions {
  /** Replace an existing target (see each function for what that means). */
  force?: boolean;
  /** The environment the tool runs in (PATH, POSTGRES_BIN, PG* variables). Default `process.env`. */
  env?: Record<string, string | undefined>;
}

/**
 * The path of `tool` ({@link findPgTool}).
 * @param command the exact command, quoted for machines without the tool
 * @throws {BackupError} the tool is not installed, saying how to install it
 */
function requirePgTool(
  tool: 'pg_dump' | 'pg_restore',
  command: string,
  env: Record<string, string | undefined> | undefined,
): string {
  const path = findPgTool(tool, env);
  if (!path) {
    throw new BackupError(
      `${tool} is not installed (Debian: apt-get install postgresql-client). Its command is:\n  ${command}`,
    );
  }
  return path;
}

/**
 * Runs a PostgreSQL client tool to completion against the database `url` names: `--dbname`
 * without the password, the password in `PGPASSWORD` ({@link toolConnection}).
 * @param args the tool's other arguments, after `--dbname`
 * @throws {BackupError} with its standard error when it fails
 */
function runPgTool(
  path: string,
  url: string,
  args: string[],
  env: Record<string, string | undefined> | undefined,
): Promise<void> {
  const connection = toolConnection(url);
  return new Promise((resolveRun, reject) => {
    const child = spawn(path, [`--dbname=${connection.dbname}`, ...args], {
      env: { ...process.env, ...env, ...connection.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(new BackupError(`Could not run ${path}: ${error.message}`)),
    );
    child.on('close', (code, signal) => {
      if (code === 0) return resolveRun();
      reject(
        new BackupError(
          `${basename(path)} failed (${code ?? signal}):\n${stderr.trim() || '(no output)'}`,
        ),
      );
    });
  });
}

/**
 * `pg_dump --format=custom` of `DATABASE_URL` into `target` (temporary file, fsync, rename).
 * @param env the environment the tool runs in (PATH, POSTGRES_BIN, PG* variables)
 * @returns the archive's size (bytes) and the dump's duration (ms)
 * @throws {BackupError} pg_dump missing or failing, target exists without `force`
 */
export async function dumpPostgres(
  url: string,
  target: string,
  options: PgToolOptions = {},
): Promise<{ bytes: number; dumpMs: number }> {
  const to = resolve(target);
  assertBackupTarget(to, options.force);
  const tool = requirePgTool('pg_dump', PG_DUMP_COMMAND, options.env);
  const temporary = temporaryBeside(to);
  const started = performance.now();
  try {
    await runPgTool(tool, url, ['--format=custom', `--file=${temporary}`], options.env);
    publish(temporary, to);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return { bytes: statSync(to).size, dumpMs: performance.now() - started };
}

/** What the target database holds before a restore. */
async function inspectTarget(url: string): Promise<{ tables: number; otherSessions: number }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Cannot connect to DATABASE_URL's database: ${error instanceof Error ? error.message : String(error)}. Create it first (createdb).`,
    );
  }
  try {
    const { rows } = await client.query<{ tables: number; sessions: number }>(
      `select (select count(*)::int from pg_catalog.pg_tables where schemaname = 'public') as tables,
              (select count(*)::int from pg_catalog.pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()) as sessions`,
    );
    return { tables: rows[0]?.tables ?? 0, otherSessions: rows[0]?.sessions ?? 0 };
  } finally {
    await client.end();
  }
}

/**
 * `pg_restore` of the custom-format archive `source` into `DATABASE_URL`'s database, in one
 * transaction. "Live" target: its `public` schema has tables. Without `force` that is refused
 * (restore into a fresh database: `createdb`); with `force` the archive's objects are dropped
 * and recreated (`--clean --if-exists`), unless other sessions are connected to it (a running
 * server), which is always refused.
 * @returns rows of `contact_messages` after the restore, and the restore's duration (ms)
 * @throws {BackupError} archive missing or not custom format, tool missing, target not empty
 *   (without `force`) or in use, pg_restore failing (nothing is restored then)
 */
export async function restorePostgres(
  source: string,
  url: string,
  options: PgToolOptions = {},
): Promise<{ messages: number; restoreMs: number }> {
  const from = resolve(source);
  if (!existsSync(from) || !statSync(from).isFile()) {
    throw new BackupError(`The backup ${from} does not exist.`);
  }
  const kind = backupFileKind(from);
  if (kind !== 'pg_dump') {
    throw new BackupError(
      kind === 'sqlite'
        ? `The backup ${from} is a SQLite database; DATABASE_URL names PostgreSQL. Restore it with DATABASE_URL=file:…`
        : `The backup ${from} is not a pg_dump custom-format archive (make one with npm run backup or pg_dump --format=custom).`,
    );
  }
  const tool = requirePgTool('pg_restore', PG_RESTORE_COMMAND, options.env);
  const target = await inspectTarget(url);
  if (target.tables > 0) {
    if (!options.force) {
      throw new BackupError(
        `DATABASE_URL's database already has ${target.tables} table(s); restore into a fresh database (createdb, then point DATABASE_URL at it), or pass --force to drop and replace what the backup contains.`,
      );
    }
    if (target.otherSessions > 0) {
      throw new BackupError(
        `DATABASE_URL's database is in use by ${target.otherSessions} other session(s) (a running server?); stop them first. --force does not override this.`,
      );
    }
  }
  const started = performance.now();
  await runPgTool(
    tool,
    url,
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...(target.tables > 0 ? ['--clean', '--if-exists'] : []),
      from,
    ],
    options.env,
  );
  const restoreMs = performance.now() - started;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from contact_messages',
    );
    return { messages: rows[0]?.n ?? 0, restoreMs };
  } finally {
    await client.end();
  }
}
