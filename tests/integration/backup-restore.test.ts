/**
 * `npm run backup` / `npm run restore` (DESIGN §1; docs/backup.md), run as npm runs them
 * (`tsx server/cli/backup.ts`, `tsx server/cli/restore.ts`):
 *
 * - SQLite: a backup taken while a real server process stores contact messages sent through the
 *   API is restored into a fresh folder; every row acknowledged (201) before the backup started
 *   is there, every restored row is identical to the live one, `pragma integrity_check` is ok,
 *   the file is in WAL mode, and the server starts on it (migrations up to date) and stores.
 *   Restore refuses an existing target without --force, keeps the old one with --force, refuses
 *   a database a server has open even with --force, and refuses sources that are not a sound
 *   backup of this site.
 * - PostgreSQL: the same round trip through pg_dump / pg_restore on a private cluster.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ANON_KEY } from '../../common/anon-key';
import { startServerProcess } from '../../support/server-process';
import { runRestoreCli } from '../../server/cli/backup';
import { openDatabase } from '../../server/db/database';
import { allMigrations, migrateToLatest } from '../../server/db/migrate';
import { startInsertLoad } from '../../support/insert-load';
import { postgresSkipReason, startPostgres, type PrivatePostgres } from '../../support/postgres';
import { createPostgresDatabase } from '../helpers/test-database';
import { postRows, startTestServer, validRow } from '../helpers/test-server';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** Longest run of one CLI process. Milliseconds. */
const CLI_TIMEOUT_MS = 60_000;
/** Rows stored before the load, so that the copy is not instantaneous. */
const SEEDED = 20_000;

/** What a CLI process did. */
interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  startedAt: number;
  endedAt: number;
}

/**
 * Runs `tsx server/cli/<script>.ts ...args` as `npm run` does, without blocking the event loop
 * (the insert load and an in-process server keep running meanwhile).
 */
function runCli(
  script: 'backup' | 'restore',
  args: string[],
  databaseUrl: string,
): Promise<CliRun> {
  const startedAt = Date.now();
  return new Promise((done, fail) => {
    const child = spawn(
      join(ROOT, 'node_modules', '.bin', 'tsx'),
      [`server/cli/${script}.ts`, ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: CLI_TIMEOUT_MS,
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr, startedAt, endedAt: Date.now() }));
  });
}

/** Waits until `condition()` holds, polling every 50 ms. @throws after `timeoutMs` */
async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

/** Runs the restore CLI in-process (fast checks of refusals). */
async function restoreInProcess(databaseUrl: string, ...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runRestoreCli(
    argv,
    { DATABASE_URL: databaseUrl },
    {
      out: (text) => (out += text),
      err: (text) => (err += text),
    },
  );
  return { code, out, err };
}

/** The columns compared between the live database and the restored one. */
const COLUMNS = 'id, name, email, subject, message, status, created_at, received_at';

type Row = Record<string, unknown>;

/** Every message row of a SQLite file by id. */
function sqliteRows(file: string): Map<number, Row> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare(`select ${COLUMNS} from contact_messages`).all() as Row[];
    return new Map(rows.map((row) => [Number(row.id), { ...row }]));
  } finally {
    db.close();
  }
}

/** Stores `count` rows straight into a migrated SQLite file, in one transaction. */
function seedSqlite(file: string, count: number): void {
  const db = new DatabaseSync(file);
  const insert = db.prepare(
    `insert into contact_messages (name, email, subject, message, status, created_at, received_at)
     values (?, ?, ?, ?, 'new', ?, ?)`,
  );
  db.exec('begin');
  for (let i = 0; i < count; i++) {
    const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
    insert.run(
      `Seed ${i}`,
      `seed${i}@example.com`,
      `seed-${i}`,
      `Seeded message number ${i}.`,
      at,
      at,
    );
  }
  db.exec('commit');
  db.close();
}

/** Checks that rows acknowledged before `before` are all in `restored` and every restored row equals the live one. */
function expectConsistentCopy(
  restored: Map<number, Row>,
  live: Map<number, Row>,
  acknowledged: readonly { subject: string; at: number }[],
  before: number,
) {
  const restoredSubjects = new Set([...restored.values()].map((row) => row.subject));
  const mustBeThere = acknowledged.filter((ack) => ack.at < before);
  expect(mustBeThere.length).toBeGreaterThan(0);
  const missing = mustBeThere.filter((ack) => !restoredSubjects.has(ack.subject));
  expect(missing, 'rows acknowledged before the backup started').toEqual([]);
  for (const [id, row] of restored) expect(row, `row ${id}`).toEqual(live.get(id));
}

describe('backup and restore on SQLite', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'site-backup-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('a backup taken under write load restores into a fresh folder with every acknowledged row; the server runs on it', async () => {
    const live = join(dir, 'live', 'site.db');
    const liveUrl = `file:${live}`;
    const opened = openDatabase(liveUrl);
    await migrateToLatest(opened.db, opened.dialect);
    await opened.db.destroy();
    seedSqlite(live, SEEDED);

    const server = await startServerProcess({
      env: {
        DATABASE_URL: liveUrl,
        RATE_LIMIT_MAX: '0',
        ANON_KEY: DEV_ANON_KEY,
        COMPANY_PROFILE_URL: 'off',
      },
    });
    const backupFile = join(dir, 'backups', 'site-backup.db');
    let backup: CliRun;
    let acknowledged;
    try {
      const load = startInsertLoad(server.url, DEV_ANON_KEY, { loops: 8, prefix: 'sqlite-load' });
      await until(() => load.acknowledged.length >= 20, 30_000, '20 rows acknowledged');
      backup = await runCli('backup', [backupFile], liveUrl);
      const ackedDuringBackup = load.acknowledged.filter(
        (ack) => ack.at >= backup.startedAt && ack.at <= backup.endedAt,
      ).length;
      const done = load.acknowledged.length;
      await until(() => load.acknowledged.length >= done + 20, 30_000, '20 more rows');

      // "Live": a server holds the database; restore refuses it even with --force.
      const refused = await runCli('restore', [backupFile, '--force'], liveUrl);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/in use by another process.*stop it first/);

      await load.stop();
      acknowledged = load.acknowledged;
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/^Backed up .* message\(s\)/);
      // The writes went on while the backup ran (WAL: the copy's read transaction blocks nobody).
      expect(ackedDuringBackup).toBeGreaterThan(0);
      expect(load.others).toEqual({});
    } finally {
      await server.stop();
    }
    // A backup is one self-contained file.
    expect(existsSync(`${backupFile}-wal`)).toBe(false);

    const fresh = join(dir, 'fresh', 'site.db');
    const restore = await runCli('restore', [backupFile], `file:${fresh}`);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('integrity_check ok, WAL mode');

    const db = new DatabaseSync(fresh);
    expect(db.prepare('pragma integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    expect(db.prepare('pragma journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
    const restored = sqliteRows(fresh);
    expect(restored.size).toBeGreaterThanOrEqual(SEEDED);
    expectConsistentCopy(restored, sqliteRows(live), acknowledged, backup.startedAt);

    // The server opens the restored database, finds its migrations up to date, and stores.
    const restarted = await startServerProcess({
      env: { DATABASE_URL: `file:${fresh}`, ANON_KEY: DEV_ANON_KEY, COMPANY_PROFILE_URL: 'off' },
    });
    try {
      const response = await postRows({ url: restarted.url, anonKey: DEV_ANON_KEY }, [
        validRow({ subject: 'after restore' }),
      ]);
      expect(response.status).toBe(201);
    } finally {
      expect(await restarted.stop()).toEqual({ code: 0, signal: null });
    }
    const check = new DatabaseSync(fresh, { readOnly: true });
    const applied = (
      check.prepare('select name from kysely_migration order by name').all() as { name: string }[]
    ).map((row) => row.name);
    const after = check
      .prepare(`select count(*) as n from contact_messages where subject = 'after restore'`)
      .get();
    check.close();
    expect(applied).toEqual(Object.keys(allMigrations('sqlite')));
    expect(after).toEqual({ n: 1 });
  }, 180_000);

  it('the copy finishes while another connection commits without pause (one read transaction; a stepwise copy restarts at every commit)', async () => {
    const live = join(dir, 'busy', 'site.db');
    const opened = openDatabase(`file:${live}`);
    await migrateToLatest(opened.db, opened.dialect);
    await opened.db.destroy();
    seedSqlite(live, 1_000);
    // 64 MB of other pages (16,384 of 4 KiB): a stepwise copy of 100 pages takes 164 steps.
    const filler = new DatabaseSync(live);
    filler.exec(
      `create table filler (b blob);
       with recursive n(i) as (select 1 union all select i + 1 from n where i < 1024)
       insert into filler select randomblob(65536) from n`,
    );
    filler.close();
    // A writer with its own connection commits one row per turn of the event loop, so a commit
    // lands between any two steps of a stepwise copy (their completions pass through this loop).
    const writer = new DatabaseSync(live);
    writer.exec('pragma busy_timeout = 5000; pragma synchronous = normal');
    const insert = writer.prepare(
      `insert into contact_messages (name, email, subject, message, status, created_at, received_at)
       values ('W', 'w@example.com', ?, 'busy', 'new', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
    );
    let writing = true;
    let written = 0;
    const write = () => {
      if (!writing) return;
      insert.run(`busy-${++written}`);
      setImmediate(write);
    };
    setImmediate(write);
    const target = join(dir, 'busy', 'backup.db');
    let outcome: string;
    try {
      await until(() => written >= 100, 30_000, 'the writer');
      const { backupSqlite } = await import('../../server/db/sqlite-backup');
      outcome = await Promise.race([
        backupSqlite(live, target).then(() => 'done'),
        new Promise<string>((done) => setTimeout(() => done('still copying after 20 s'), 20_000)),
      ]);
    } finally {
      writing = false;
      writer.close();
    }
    expect(outcome).toBe('done');
    expect(written).toBeGreaterThan(100);
    const copied = sqliteRows(target).size;
    expect(copied).toBeGreaterThanOrEqual(1_000 + 100);
    expect(copied).toBeLessThanOrEqual(1_000 + written);
  }, 60_000);

  describe('refusals', () => {
    let backupFile: string;
    beforeAll(async () => {
      const source = join(dir, 'refusals', 'source.db');
      const opened = openDatabase(`file:${source}`);
      await migrateToLatest(opened.db, opened.dialect);
      await opened.db.destroy();
      seedSqlite(source, 50);
      backupFile = join(dir, 'refusals', 'backup.db');
      const { backupSqlite } = await import('../../server/db/sqlite-backup');
      await backupSqlite(source, backupFile);
    });

    it('restore refuses an existing database without --force; --force replaces it and keeps the old one', async () => {
      const target = join(dir, 'refusals', 'existing', 'site.db');
      const opened = openDatabase(`file:${target}`);
      await migrateToLatest(opened.db, opened.dialect);
      await opened.db.destroy();
      seedSqlite(target, 3);
      const before = readFileSync(target);

      const refused = await restoreInProcess(`file:${target}`, backupFile);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(
        `The database ${target} already exists; pass --force to replace it`,
      );
      expect(readFileSync(target).equals(before)).toBe(true);

      const forced = await restoreInProcess(`file:${target}`, backupFile, '--force');
      expect(forced.err).toBe('');
      expect(forced.code).toBe(0);
      expect(sqliteRows(target).size).toBe(50);
      const kept = /kept as (\S+);/.exec(forced.out)?.[1];
      expect(kept).toBeDefined();
      expect(sqliteRows(kept!).size).toBe(3);
      const db = new DatabaseSync(target, { readOnly: true });
      expect(db.prepare('pragma journal_mode').get()).toEqual({ journal_mode: 'wal' });
      db.close();
    });

    it('restore refuses a source that is missing, not SQLite, damaged, or not this site’s, and creates nothing', async () => {
      const target = join(dir, 'refusals', 'never', 'site.db');
      const url = `file:${target}`;
      const text = join(dir, 'refusals', 'notes.txt');
      writeFileSync(text, 'not a database\n');
      const empty = join(dir, 'refusals', 'empty.db');
      writeFileSync(empty, '');
      const foreign = join(dir, 'refusals', 'foreign.db');
      const other = new DatabaseSync(foreign);
      other.exec('create table notes (body text); insert into notes values (1)');
      other.close();
      // Damaged: every page after the first two overwritten (b-tree pages no longer parse).
      const damaged = join(dir, 'refusals', 'damaged.db');
      const bytes = readFileSync(backupFile);
      const pageSize = bytes.readUInt16BE(16);
      bytes.fill(0x5a, pageSize * 2);
      writeFileSync(damaged, bytes);

      const cases: [string, RegExp][] = [
        [join(dir, 'refusals', 'missing.db'), /The backup .*missing\.db does not exist\./],
        [text, /notes\.txt is not a SQLite database \(it does not start with "SQLite format 3"\)/],
        [empty, /empty\.db is empty: not a SQLite database/],
        [
          foreign,
          /foreign\.db is a SQLite database but not one of this site \(it has no kysely_migration table\)/,
        ],
        [damaged, /damaged\.db is damaged/],
      ];
      for (const [source, expected] of cases) {
        const result = await restoreInProcess(url, source);
        expect(result.code, source).toBe(1);
        expect(result.err, source).toMatch(expected);
        expect(existsSync(target), source).toBe(false);
      }
      // Nothing half-written is left beside the target either.
      expect(existsSync(join(dir, 'refusals', 'never'))).toBe(false);
    });

    it('backup refuses a missing or non-SQLite database and an existing target without --force', async () => {
      const { runBackupCli } = await import('../../server/cli/backup');
      const run = async (databaseUrl: string, ...argv: string[]) => {
        let out = '';
        let err = '';
        const code = await runBackupCli(
          argv,
          { DATABASE_URL: databaseUrl },
          {
            out: (t) => (out += t),
            err: (t) => (err += t),
          },
        );
        return { code, out, err };
      };
      const missing = join(dir, 'refusals', 'no-such.db');
      const target = join(dir, 'refusals', 'copies', 'copy.db');
      const gone = await run(`file:${missing}`, target);
      expect(gone).toMatchObject({ code: 1 });
      expect(gone.err).toMatch(/no-such\.db does not exist/);
      expect(existsSync(missing)).toBe(false);
      const text = join(dir, 'refusals', 'plain.txt');
      writeFileSync(text, 'hello');
      expect((await run(`file:${text}`, target)).err).toMatch(
        /plain\.txt is not a SQLite database/,
      );

      const source = join(dir, 'refusals', 'source.db');
      expect((await run(`file:${source}`, target)).code).toBe(0);
      const first = statSync(target).mtimeMs;
      const again = await run(`file:${source}`, target);
      expect(again.code).toBe(1);
      expect(again.err).toContain(`${target} already exists; pass --force to replace it.`);
      expect(statSync(target).mtimeMs).toBe(first);
      expect((await run(`file:${source}`, target, '--force')).code).toBe(0);
      expect((await run(`file:${source}`)).code).toBe(2);
    });
  });
});

describe.skipIf(postgresSkipReason())(
  'backup and restore on PostgreSQL (pg_dump / pg_restore)',
  () => {
    let cluster: PrivatePostgres;
    let dir: string;

    beforeAll(async () => {
      cluster = await startPostgres();
      dir = await mkdtemp(join(tmpdir(), 'site-pgdump-'));
    });
    afterAll(async () => {
      await cluster?.stop();
      await rm(dir, { recursive: true, force: true });
    });

    /** Every message row of a PostgreSQL database by id, timestamps as ISO strings. */
    async function postgresRows(url: string): Promise<Map<number, Row>> {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<Row>(`select ${COLUMNS} from contact_messages`);
        return new Map(rows.map((row) => [Number(row.id), row]));
      } finally {
        await client.end();
      }
    }

    it('a dump taken while inserts run restores into a fresh database with every acknowledged row; restoring over it needs --force and no other session; the server runs on it', async () => {
      const database = await createPostgresDatabase(cluster);
      const server = await startTestServer({ database, env: { RATE_LIMIT_MAX: '0' } });
      const dump = join(dir, 'site.dump');
      let backup: CliRun;
      let acknowledged;
      try {
        await database.exec(
          `insert into contact_messages (name, email, subject, message, status, created_at)
         select 'Seed ' || i, 'seed' || i || '@example.com', 'seed-' || i, 'Seeded message ' || i, 'new', now()
         from generate_series(1, ${SEEDED}) as i`,
        );
        const load = startInsertLoad(server.url, server.anonKey, { loops: 8, prefix: 'pg-load' });
        await until(() => load.acknowledged.length >= 20, 30_000, '20 rows acknowledged');
        backup = await runCli('backup', [dump], database.url);
        const ackedDuringBackup = load.acknowledged.filter(
          (ack) => ack.at >= backup.startedAt && ack.at <= backup.endedAt,
        ).length;
        const done = load.acknowledged.length;
        await until(() => load.acknowledged.length >= done + 20, 30_000, '20 more rows');
        await load.stop();
        acknowledged = load.acknowledged;
        expect(backup.stderr).toBe('');
        expect(backup.code).toBe(0);
        expect(backup.stdout).toMatch(/^Dumped .* \(pg_dump custom format\)/);
        expect(ackedDuringBackup).toBeGreaterThan(0);
        expect(load.others).toEqual({});
        expect(readFileSync(dump).subarray(0, 5).toString('latin1')).toBe('PGDMP');
      } finally {
        await server.app.close();
      }

      const freshUrl = await cluster.createDatabase();
      const restore = await runCli('restore', [dump], freshUrl);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      const restored = await postgresRows(freshUrl);
      expect(restored.size).toBeGreaterThanOrEqual(SEEDED);
      expectConsistentCopy(
        restored,
        await postgresRows(database.url),
        acknowledged,
        backup.startedAt,
      );

      // Restoring again over the now non-empty database is refused without --force.
      const again = await runCli('restore', [dump], freshUrl);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already has \d+ table\(s\); restore into a fresh database/);
      // --force while another session is connected (a server's pool) is refused too; once it
      // has gone, --force drops and recreates the dump's objects: the same rows, nothing doubled.
      const session = new pg.Client({ connectionString: freshUrl });
      await session.connect();
      let forcedWhileConnected: CliRun;
      try {
        forcedWhileConnected = await runCli('restore', [dump, '--force'], freshUrl);
      } finally {
        await session.end();
      }
      expect(forcedWhileConnected.code).toBe(1);
      expect(forcedWhileConnected.stderr).toMatch(
        /in use by 1 other session\(s\).*stop them first/,
      );
      const forced = await runCli('restore', [dump, '--force'], freshUrl);
      expect(forced.stderr).toBe('');
      expect(forced.code).toBe(0);
      expect(await postgresRows(freshUrl)).toEqual(restored);
      // A file that is not a custom-format archive is refused before pg_restore runs.
      const text = join(dir, 'notes.txt');
      writeFileSync(text, 'not a dump');
      expect((await restoreInProcess(freshUrl, text)).err).toMatch(
        /is not a pg_dump custom-format archive/,
      );

      // The server starts on the restored database (migrations up to date) and stores; the
      // identity sequence continues after the restored ids.
      const restarted = await startTestServer({
        database: { ...database, url: freshUrl, dispose: async () => {} },
      });
      try {
        const response = await postRows(restarted, [validRow({ subject: 'after restore' })], {
          prefer: 'return=representation',
        });
        expect(response.status).toBe(201);
        const [stored] = (await response.json()) as { id: number }[];
        expect(stored!.id).toBeGreaterThan(Math.max(...restored.keys()));
      } finally {
        await restarted.app.close();
      }
      const { rows } = await cluster.query<{ name: string }>(
        'select name from kysely_migration order by name',
        [],
        freshUrl.split('/').pop(),
      );
      expect(rows.map((row) => row.name)).toEqual(Object.keys(allMigrations('postgres')));
    }, 180_000);
  },
);
