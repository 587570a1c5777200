/**
 * `npm run backup -- PATH [--force]` and `npm run restore -- PATH [--force]` (DESIGN §1;
 * docs/backup.md; docs/decisions/0003-backup-and-restore.md), on the database
 * `DATABASE_URL` names (same default as the server, `file:data/site.db`):
 *
 * - SQLite: backup is an online, consistent copy while the server writes (server/db/sqlite-backup.ts);
 *   restore replaces the database file atomically and refuses while a server has it open.
 * - PostgreSQL: backup runs `pg_dump --format=custom`, restore `pg_restore --no-owner
 *   --no-privileges --single-transaction` into an empty database (server/db/postgres-dump.ts).
 *
 * Exit codes (./command-line.ts): 0 done, 1 refused or failed (the message says why and what to
 * do), 2 usage error.
 * The restore entry point is ./restore.ts.
 */
import { parseDatabaseUrl } from '../db/database';
import { dumpPostgres, restorePostgres } from '../db/postgres-dump';
import { BackupError, backupSqlite, restoreSqlite } from '../db/sqlite-backup';
import { parseEnv, redactUrlPassword } from '../env';
import {
  parseCommandArgs,
  reportError,
  runIfMain,
  UsageError,
  type CliIo,
  type CliMain,
} from './command-line';

/** Usage text of `npm run backup`. */
export const BACKUP_USAGE = `Usage: npm run backup -- PATH [--force]

  Writes a consistent copy of the database to PATH while the server runs.
  --force   replace PATH when it exists

SQLite: a single SQLite file. PostgreSQL: a pg_dump custom-format archive (pg_dump must be
installed). The database is DATABASE_URL (default file:data/site.db), as for the server.`;

/** Usage text of `npm run restore`. */
export const RESTORE_USAGE = `Usage: npm run restore -- PATH [--force]

  Replaces the database with the backup at PATH (made by npm run backup).
  --force   replace a database that exists (SQLite: kept as <file>.before-restore-<time>;
            PostgreSQL: the backup's tables are dropped and recreated)

Refused while a server uses the database: stop it first, restore, start it (it migrates the
restored database to this version). The database is DATABASE_URL (default file:data/site.db).`;

/** `PATH [--force]`. @throws {UsageError} no path, two paths, an unknown option */
function parsePathArguments(argv: readonly string[]): { path: string; force: boolean } {
  const parsed = parseCommandArgs(argv, {
    force: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  const [path, extra] = parsed.positionals;
  if (parsed.values.help) throw new UsageError('');
  if (!path) throw new UsageError('Name the backup file: PATH');
  if (extra !== undefined) throw new UsageError(`Unexpected argument ${extra}`);
  return { path, force: parsed.values.force === true };
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Runs backup or restore; every error becomes a message and an exit code. */
async function runCli(
  kind: 'backup' | 'restore',
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  const usage = kind === 'backup' ? BACKUP_USAGE : RESTORE_USAGE;
  try {
    const { path, force } = parsePathArguments(argv);
    const { databaseUrl } = parseEnv(env);
    const target = parseDatabaseUrl(databaseUrl);
    const started = performance.now();
    if (target.dialect === 'sqlite') {
      if (target.path === ':memory:') {
        throw new BackupError(
          'DATABASE_URL names an in-memory database: nothing to back up or restore.',
        );
      }
      if (kind === 'backup') {
        const facts = await backupSqlite(target.path, path, { force });
        io.out(
          `Backed up ${target.path} to ${path}: ${facts.messages ?? 0} message(s), ${megabytes(facts.bytes)}, in ${seconds(performance.now() - started)} (copy ${Math.round(facts.copyMs)} ms, integrity_check ${Math.round(facts.checkMs)} ms).\n`,
        );
      } else {
        const facts = await restoreSqlite(path, target.path, { force });
        io.out(
          `Restored ${path} as ${target.path}: ${facts.messages ?? 0} message(s), integrity_check ok, WAL mode, migrations up to ${facts.migrations.at(-1)}, in ${seconds(performance.now() - started)}.\n` +
            (facts.keptAs
              ? `The database it replaced is kept as ${facts.keptAs}; delete it when you no longer need it.\n`
              : '') +
            'Start the server: it applies any migration newer than the backup.\n',
        );
      }
      return 0;
    }
    if (kind === 'backup') {
      const facts = await dumpPostgres(target.url, path, { force, env });
      io.out(
        `Dumped ${redactUrlPassword(target.url)} to ${path} (pg_dump custom format): ${megabytes(facts.bytes)} in ${seconds(facts.dumpMs)}.\n`,
      );
    } else {
      const facts = await restorePostgres(path, target.url, { force, env });
      io.out(
        `Restored ${path} into ${redactUrlPassword(target.url)} (pg_restore, one transaction): ${facts.messages} message(s) in ${seconds(facts.restoreMs)}.\n`,
      );
    }
    return 0;
  } catch (error) {
    return reportError(kind, usage, io, error);
  }
}

/**
 * `npm run backup -- PATH [--force]`.
 * @param argv the arguments after the script name
 * @param env the environment (`DATABASE_URL`; for PostgreSQL also `PATH` / `POSTGRES_BIN` to
 *   find pg_dump)
 * @returns the exit code: 0 done, 1 refused or failed, 2 usage error
 */
export const runBackupCli: CliMain = (argv, env, io) => runCli('backup', argv, env, io);

/**
 * `npm run restore -- PATH [--force]`.
 * @returns the exit code: 0 done, 1 refused or failed, 2 usage error
 */
export const runRestoreCli: CliMain = (argv, env, io) => runCli('restore', argv, env, io);

await runIfMain(import.meta.url, runBackupCli);
