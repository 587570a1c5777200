/**
 * Bench suite `backup` (DESIGN §1 `npm run backup` / `npm run restore`; decision 0003): backup
 * and restore times at 100,000 stored messages.
 *
 * - SQLite, idle: `backupSqlite` as the CLI runs it (one-step backup API, integrity_check,
 *   fsync, rename), the two copy methods alone for the decision (backup API in one step,
 *   `VACUUM INTO`), and `restoreSqlite` into a fresh folder. Median of {@link RUNS} runs.
 * - SQLite, under load: the server process (`server/main.ts`) receives inserts through the API
 *   from {@link LOOPS} loops while `npm run backup` runs as a process; also Node's default stepwise
 *   backup (100 pages per step) and `VACUUM INTO` under the same load, each in a child process
 *   so the load generator is never blocked. The CLI's backup is restored and every row
 *   acknowledged before the backup started is looked up.
 * - SQLite, burst: the three copies while another process commits one row after another without
 *   pause (far above the server's insert rate); a stepwise backup restarts whenever a commit
 *   lands between two of its steps (sqlite.org/c3ref/backup_finish.html).
 * - PostgreSQL 15 (private cluster): `pg_dump --format=custom` idle and under the same load, and
 *   `pg_restore` into a fresh database, with the same row check.
 */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync, backup } from 'node:sqlite';
import pg from 'pg';
import { DEV_ANON_KEY } from '../../common/anon-key';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { dumpPostgres, restorePostgres } from '../../server/db/postgres-dump';
import { BACKUP_ALL_PAGES, backupSqlite, restoreSqlite } from '../../server/db/sqlite-backup';
import { startInsertLoad, type Acknowledged } from '../../support/insert-load';
import { postgresSkipReason, startPostgres } from '../../support/postgres';
import { COLUMNS, seedPostgres, seedSqlite, type Row } from './lib/seed-messages';
import { ROOT, startServerProcess } from '../../support/server-process';
import { budgetTable, type BudgetCheck, type Suite } from './suite';

/** Messages stored before measuring. */
const MESSAGES = Number(process.env.BENCH_BACKUP_MESSAGES ?? 100_000);
/** Idle runs per measurement (the median is reported). */
const RUNS = 3;
/** Concurrent insert loops during the backups under load. */
const LOOPS = 8;
/** Longest wait for one copy under load (a stepwise backup may never finish). Milliseconds. */
const UNDER_LOAD_BOUND_MS = 30_000;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Runs a Node script (ES module text) in a child process; resolves with its duration or 'timeout'. */
function childCopy(script: string, boundMs: number): Promise<number | 'timeout'> {
  const started = performance.now();
  return new Promise((resolveCopy, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), boundMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') return resolveCopy('timeout');
      if (code !== 0) return reject(new Error(`copy failed (${code}): ${stderr}`));
      resolveCopy(performance.now() - started);
    });
  });
}

/** Runs `npm run backup|restore` as its process (tsx) and returns its output and wall time. */
function cliProcess(script: 'backup' | 'restore', args: string[], databaseUrl: string) {
  const startedAt = Date.now();
  return new Promise<{ stdout: string; startedAt: number; endedAt: number }>((done, fail) => {
    const child = spawn(
      join(ROOT, 'node_modules', '.bin', 'tsx'),
      [`server/cli/${script}.ts`, ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) =>
      code === 0
        ? done({ stdout, startedAt, endedAt: Date.now() })
        : fail(new Error(`${script} exited ${code}: ${stderr}`)),
    );
  });
}

/** A copy's time, or that it did not finish within {@link UNDER_LOAD_BOUND_MS}. */
const copyTime = (value: number | 'timeout') =>
  value === 'timeout' ? `**not finished in ${UNDER_LOAD_BOUND_MS / 1000} s**` : ms(value);

/** Inserts acknowledged from `from` to `to` (epoch ms, both included). */
const acknowledgedBetween = (acknowledged: readonly Acknowledged[], from: number, to: number) =>
  acknowledged.filter((ack) => ack.at >= from && ack.at <= to).length;

/**
 * The server process on `databaseUrl` as the under-load runs need it: no rate limit (the load
 * would hit it), the development key, no outbound request.
 */
const startBenchServer = (databaseUrl: string) =>
  startServerProcess({
    env: {
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_MAX: '0',
      ANON_KEY: DEV_ANON_KEY,
      COMPANY_PROFILE_URL: 'off',
    },
  });

/** {@link LOOPS} insert loops against `url`, once 50 inserts are acknowledged. */
async function startLoad(url: string, prefix: string) {
  const load = startInsertLoad(url, DEV_ANON_KEY, { loops: LOOPS, prefix });
  await until(() => load.acknowledged.length >= 50);
  return load;
}

/**
 * The two budgets of a backup taken under insert load (DESIGN §1: a backup while the server
 * writes): every row acknowledged before `backup` started is in its restore, and inserts went
 * on while it ran.
 * @param database 'SQLite' or 'PostgreSQL'
 * @param backup how the budgets name the backup, e.g. 'pg_dump'
 * @param restore how they name the restore
 * @param check what {@link missingBefore} found in the restore
 * @param writes inserts acknowledged while the backup ran
 */
function underLoadBudgets(
  database: string,
  backup: string,
  restore: string,
  check: { due: number; missing: number },
  writes: number,
): BudgetCheck[] {
  return [
    {
      what: `${database}: rows acknowledged before ${backup}, missing after ${restore}`,
      budget: '0',
      measured: `${check.missing} of ${check.due}`,
      ok: check.missing === 0 && check.due > 0,
    },
    {
      what: `${database}: inserts went on during ${backup}`,
      budget: '> 0 acknowledged',
      measured: String(writes),
      ok: writes > 0,
    },
  ];
}

/** Subjects acknowledged before `before` that `stored` lacks. */
function missingBefore(acknowledged: readonly Acknowledged[], before: number, stored: Set<string>) {
  const due = acknowledged.filter((ack) => ack.at < before);
  return { due: due.length, missing: due.filter((ack) => !stored.has(ack.subject)).length };
}

/** Waits until `condition()` holds (polls every 50 ms, at most 30 s). */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the insert load never got going');
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

/** Every subject in a SQLite file. */
function sqliteSubjects(file: string): Set<string> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return new Set(
      (db.prepare('select subject from contact_messages').all() as { subject: string }[]).map(
        (row) => row.subject,
      ),
    );
  } finally {
    db.close();
  }
}

/** The three copy methods as child-process scripts (ES modules), from `live` into `dir`. */
function copyScripts(live: string, dir: string) {
  const open = `import { DatabaseSync, backup } from 'node:sqlite';
    const db = new DatabaseSync(${JSON.stringify(live)});
    db.exec('pragma busy_timeout = 3000');`;
  return {
    oneStep: `${open} await backup(db, ${JSON.stringify(join(dir, 'one-step.db'))}, { rate: ${BACKUP_ALL_PAGES} });`,
    stepwise: `${open} await backup(db, ${JSON.stringify(join(dir, 'stepwise.db'))});`,
    vacuumInto: `${open} db.exec(${JSON.stringify(`vacuum into '${join(dir, 'vacuum.db')}'`)});`,
  };
}

/** The row the writer process inserts again and again; its subject is the statement's parameter. */
const WRITER_ROW: Omit<Row, 'subject'> = {
  name: 'Writer',
  email: 'writer@example.com',
  message: 'burst',
  status: 'new',
  created_at: '2026-01-01T00:00:00.000Z',
  received_at: '2026-01-01T00:00:00.000Z',
};
/** The writer's insert, over the stored columns (server/contact/repository.ts `INSERT_COLUMNS`). */
const WRITER_INSERT = `insert into contact_messages (${COLUMNS.join(', ')}) values (${COLUMNS.map(
  (column) => (column === 'subject' ? '?' : `'${WRITER_ROW[column]}'`),
).join(', ')})`;

/**
 * The copies while another process commits one row after another without pause (a burst far
 * above the server's insert rate): a stepwise backup restarts whenever a commit lands between
 * two of its steps.
 * @returns each copy's time (or 'timeout') and the writer's commits per second
 */
async function copiesUnderWriterProcess(live: string, dir: string) {
  const stopFile = join(dir, 'stop-writer');
  const writer = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { DatabaseSync } from 'node:sqlite';
       import { existsSync } from 'node:fs';
       const db = new DatabaseSync(${JSON.stringify(live)});
       db.exec('pragma journal_mode = wal; pragma synchronous = full; pragma busy_timeout = 3000');
       const insert = db.prepare(${JSON.stringify(WRITER_INSERT)});
       const started = Date.now();
       let n = 0;
       for (;;) {
         insert.run('burst-' + ++n);
         if (n === 100) console.log('writing');
         if (n % 50 === 0 && existsSync(${JSON.stringify(stopFile)})) break;
       }
       console.log(JSON.stringify({ n, ms: Date.now() - started }));`,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  writer.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((done) => writer.once('close', done));
  try {
    await until(() => output.includes('writing'));
    const scripts = copyScripts(live, join(dir, 'burst'));
    await mkdir(join(dir, 'burst'), { recursive: true });
    const oneStep = await childCopy(scripts.oneStep, UNDER_LOAD_BOUND_MS);
    const stepwise = await childCopy(scripts.stepwise, UNDER_LOAD_BOUND_MS);
    const vacuumInto = await childCopy(scripts.vacuumInto, UNDER_LOAD_BOUND_MS);
    await writeFile(stopFile, '');
    await exited;
    const { n, ms: writerMs } = JSON.parse(output.trim().split('\n').at(-1)!) as {
      n: number;
      ms: number;
    };
    return { oneStep, stepwise, vacuumInto, commitsPerSecond: Math.round((n / writerMs) * 1000) };
  } finally {
    writer.kill('SIGKILL');
    await rm(join(dir, 'burst'), { recursive: true, force: true });
  }
}

export const backupSuite: Suite = {
  name: 'backup',
  description: `backup and restore at ${MESSAGES.toLocaleString('en')} messages: SQLite (backup API, VACUUM INTO) and pg_dump / pg_restore, idle and under insert load`,
  async run({ log }) {
    const budgets: BudgetCheck[] = [];
    const json: Record<string, unknown> = { messages: MESSAGES, runs: RUNS, loops: LOOPS };
    const idleRows: string[] = [];
    const loadRows: string[] = [];
    const burstRows: string[] = [];
    let burstRate = 0;
    const dir = await mkdtemp(join(tmpdir(), 'bench-backup-'));
    try {
      // ---- SQLite ----
      const live = join(dir, 'live', 'site.db');
      const liveUrl = `file:${live}`;
      const opened = openDatabase(liveUrl);
      await migrateToLatest(opened.db, opened.dialect);
      await opened.db.destroy();
      let started = performance.now();
      seedSqlite(live, MESSAGES);
      log(
        `SQLite: seeded ${MESSAGES.toLocaleString('en')} messages in ${ms(performance.now() - started)}`,
      );
      const source = new DatabaseSync(live);
      const sizes: Record<string, number> = {};
      const times: Record<string, number[]> = {
        'npm run backup (backup API one step + integrity_check + fsync + rename)': [],
        '  of which: copy': [],
        '  of which: integrity_check': [],
        'backup API, one step (copy only)': [],
        'VACUUM INTO (copy only)': [],
        'npm run restore (copy + integrity_check + WAL + fsync + rename)': [],
      };
      for (let run = 0; run < RUNS; run++) {
        const out = join(dir, `run${run}`);
        started = performance.now();
        const facts = await backupSqlite(live, join(out, 'backup.db'));
        times['npm run backup (backup API one step + integrity_check + fsync + rename)']!.push(
          performance.now() - started,
        );
        times['  of which: copy']!.push(facts.copyMs);
        times['  of which: integrity_check']!.push(facts.checkMs);
        sizes['npm run backup (backup API one step + integrity_check + fsync + rename)'] =
          facts.bytes;

        started = performance.now();
        await backup(source, join(out, 'api.db'), { rate: BACKUP_ALL_PAGES });
        times['backup API, one step (copy only)']!.push(performance.now() - started);

        started = performance.now();
        source.exec(`vacuum into '${join(out, 'vacuum.db').replaceAll("'", "''")}'`);
        times['VACUUM INTO (copy only)']!.push(performance.now() - started);
        sizes['backup API, one step (copy only)'] = statSync(join(out, 'api.db')).size;
        sizes['VACUUM INTO (copy only)'] = statSync(join(out, 'vacuum.db')).size;

        started = performance.now();
        const restored = await restoreSqlite(join(out, 'backup.db'), join(out, 'fresh', 'site.db'));
        times['npm run restore (copy + integrity_check + WAL + fsync + rename)']!.push(
          performance.now() - started,
        );
        sizes['npm run restore (copy + integrity_check + WAL + fsync + rename)'] = restored.bytes;
        await rm(out, { recursive: true, force: true });
      }
      source.close();
      const sqliteIdle: Record<string, unknown> = {};
      for (const [what, values] of Object.entries(times)) {
        sqliteIdle[what] = {
          medianMs: Math.round(median(values)),
          runsMs: values.map(Math.round),
          bytes: sizes[what],
        };
        idleRows.push(
          `| SQLite | ${what} | ${ms(median(values))} | ${values.map((v) => Math.round(v)).join(', ')} | ${sizes[what] ? mb(sizes[what]) : ''} |`,
        );
        log(`SQLite idle: ${what.trim()}: ${ms(median(values))}`);
      }
      json.sqliteIdle = sqliteIdle;

      // Under load: the server process stores inserts while each copy runs.
      const server = await startBenchServer(liveUrl);
      const sqliteLoad: Record<string, unknown> = {};
      try {
        const load = await startLoad(server.url, 'bench-backup');
        const during = (from: number, to: number) =>
          acknowledgedBetween(load.acknowledged, from, to);

        const backupFile = join(dir, 'under-load.db');
        const cli = await cliProcess('backup', [backupFile], liveUrl);
        const cliMs = cli.endedAt - cli.startedAt;
        const reported = /in ([\d.]+) s/.exec(cli.stdout)?.[1];
        const writes = during(cli.startedAt, cli.endedAt);

        const scripts = copyScripts(live, dir);
        const stepwiseFrom = Date.now();
        const stepwise = await childCopy(scripts.stepwise, UNDER_LOAD_BOUND_MS);
        const stepwiseWrites = during(stepwiseFrom, Date.now());
        const vacuumFrom = Date.now();
        const vacuum = await childCopy(scripts.vacuumInto, UNDER_LOAD_BOUND_MS);
        const vacuumWrites = during(vacuumFrom, Date.now());
        const oneStepFrom = Date.now();
        const oneStep = await childCopy(scripts.oneStep, UNDER_LOAD_BOUND_MS);
        const oneStepWrites = during(oneStepFrom, Date.now());
        await load.stop();
        const others = Object.values(load.others).reduce((a, b) => a + b, 0);

        const fresh = join(dir, 'restored', 'site.db');
        const restore = await cliProcess('restore', [backupFile], `file:${fresh}`);
        const restoreReported = /in ([\d.]+) s/.exec(restore.stdout)?.[1];
        const check = missingBefore(load.acknowledged, cli.startedAt, sqliteSubjects(fresh));
        log(
          `SQLite under load: npm run backup ${ms(cliMs)} (its own ${reported} s), ${writes} inserts acknowledged meanwhile; restored: ${check.missing} of ${check.due} missing`,
        );
        loadRows.push(
          `| SQLite | \`npm run backup\` process (tsx start-up included; the CLI's own time ${reported} s) | ${ms(cliMs)} | ${writes} |`,
          `| SQLite | backup API, one step (child process, Node start-up included) | ${copyTime(oneStep)} | ${oneStepWrites} |`,
          `| SQLite | backup API, Node's default 100 pages per step (child process) | ${copyTime(stepwise)} | ${stepwiseWrites} |`,
          `| SQLite | VACUUM INTO (child process, Node start-up included) | ${copyTime(vacuum)} | ${vacuumWrites} |`,
          `| SQLite | \`npm run restore\` of the backup above (the CLI's own time ${restoreReported} s) | ${ms(restore.endedAt - restore.startedAt)} | – |`,
        );
        Object.assign(sqliteLoad, {
          cliMs,
          cliReportedS: Number(reported),
          writesDuringCli: writes,
          oneStepMs: oneStep,
          stepwiseMs: stepwise,
          vacuumIntoMs: vacuum,
          restoreMs: restore.endedAt - restore.startedAt,
          acknowledgedBefore: check.due,
          missing: check.missing,
          non201: others,
        });
        budgets.push(...underLoadBudgets('SQLite', 'the backup', 'restore', check, writes));
      } finally {
        await server.stop();
      }
      json.sqliteUnderLoad = sqliteLoad;

      const burst = await copiesUnderWriterProcess(live, dir);
      log(
        `SQLite, writer process at ${burst.commitsPerSecond} commits/s: one step ${copyTime(burst.oneStep)}, stepwise ${copyTime(burst.stepwise)}, VACUUM INTO ${copyTime(burst.vacuumInto)}`,
      );
      burstRows.push(
        `| backup API, one step | ${copyTime(burst.oneStep)} |`,
        `| backup API, Node's default 100 pages per step | ${copyTime(burst.stepwise)} |`,
        `| VACUUM INTO | ${copyTime(burst.vacuumInto)} |`,
      );
      burstRate = burst.commitsPerSecond;
      json.sqliteWriterProcess = burst;
      budgets.push({
        what: 'SQLite: the one-step backup finishes while another process commits without pause',
        budget: `within ${UNDER_LOAD_BOUND_MS / 1000} s`,
        measured: copyTime(burst.oneStep),
        ok: burst.oneStep !== 'timeout',
      });

      // ---- PostgreSQL ----
      const skip = postgresSkipReason();
      if (skip) {
        log(skip);
        json.postgres = { skipped: skip };
      } else {
        const cluster = await startPostgres();
        try {
          const url = await cluster.createDatabase();
          const pgOpened = openDatabase(url);
          await migrateToLatest(pgOpened.db, pgOpened.dialect);
          await pgOpened.db.destroy();
          started = performance.now();
          await seedPostgres(url, MESSAGES);
          log(
            `PostgreSQL: seeded ${MESSAGES.toLocaleString('en')} messages in ${ms(performance.now() - started)}`,
          );
          const dumpTimes: number[] = [];
          const restoreTimes: number[] = [];
          let dumpBytes = 0;
          for (let run = 0; run < RUNS; run++) {
            const file = join(dir, `pg-${run}.dump`);
            const dumped = await dumpPostgres(url, file);
            dumpTimes.push(dumped.dumpMs);
            dumpBytes = dumped.bytes;
            const fresh = await cluster.createDatabase();
            const restored = await restorePostgres(file, fresh);
            restoreTimes.push(restored.restoreMs);
            if (restored.messages !== MESSAGES) {
              throw new Error(`pg_restore gave ${restored.messages} messages, not ${MESSAGES}`);
            }
          }
          idleRows.push(
            `| PostgreSQL | pg_dump --format=custom | ${ms(median(dumpTimes))} | ${dumpTimes.map(Math.round).join(', ')} | ${mb(dumpBytes)} |`,
            `| PostgreSQL | pg_restore --single-transaction into a fresh database | ${ms(median(restoreTimes))} | ${restoreTimes.map(Math.round).join(', ')} | |`,
          );
          log(
            `PostgreSQL idle: pg_dump ${ms(median(dumpTimes))}, pg_restore ${ms(median(restoreTimes))}`,
          );

          const server = await startBenchServer(url);
          try {
            const load = await startLoad(server.url, 'bench-pg-backup');
            const file = join(dir, 'pg-under-load.dump');
            const from = Date.now();
            const dumped = await dumpPostgres(url, file);
            const to = Date.now();
            const writes = acknowledgedBetween(load.acknowledged, from, to);
            await load.stop();
            const fresh = await cluster.createDatabase();
            const restored = await restorePostgres(file, fresh);
            const client = new pg.Client({ connectionString: fresh });
            await client.connect();
            const subjects = new Set(
              (
                await client.query<{ subject: string }>('select subject from contact_messages')
              ).rows.map((row) => row.subject),
            );
            await client.end();
            const check = missingBefore(load.acknowledged, from, subjects);
            log(
              `PostgreSQL under load: pg_dump ${ms(dumped.dumpMs)}, ${writes} inserts acknowledged meanwhile; restored ${restored.messages}: ${check.missing} of ${check.due} missing`,
            );
            loadRows.push(
              `| PostgreSQL | pg_dump --format=custom | ${ms(dumped.dumpMs)} | ${writes} |`,
              `| PostgreSQL | pg_restore of that dump into a fresh database | ${ms(restored.restoreMs)} | – |`,
            );
            json.postgres = {
              idle: {
                dumpMs: dumpTimes.map(Math.round),
                restoreMs: restoreTimes.map(Math.round),
                dumpBytes,
              },
              underLoad: {
                dumpMs: Math.round(dumped.dumpMs),
                writes,
                restoreMs: Math.round(restored.restoreMs),
                acknowledgedBefore: check.due,
                missing: check.missing,
              },
            };
            budgets.push(...underLoadBudgets('PostgreSQL', 'pg_dump', 'pg_restore', check, writes));
          } finally {
            await server.stop();
          }
        } finally {
          await cluster.stop();
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const [load1] = loadavg();
    json.loadAverage = load1;
    const markdown = [
      '## Backup and restore (`backup`)',
      '',
      `${MESSAGES.toLocaleString('en')} messages (the inbox suite's generated rows). Idle: median of ${RUNS} runs, no server. Under load: the server process receives inserts through the API from ${LOOPS} loops while the copy runs; "inserts meanwhile" counts the 201s read during it. The budgets below check that every row acknowledged before a backup started is in its restore. Load average at the end: ${load1?.toFixed(2)} on ${availableParallelism()} cores shared with other work.`,
      '',
      '| database | what | median | runs ms | size |',
      '| --- | --- | --- | --- | --- |',
      ...idleRows,
      '',
      '| database | under insert load | time | inserts meanwhile |',
      '| --- | --- | --- | --- |',
      ...loadRows,
      '',
      `SQLite while another process commits one row after another without pause (${burstRate} commits/s, \`synchronous=FULL\`), each copy in a child process (Node start-up included):`,
      '',
      '| copy | time |',
      '| --- | --- |',
      ...burstRows,
      '',
      budgetTable(budgets),
    ].join('\n');
    return { markdown, json, budgets };
  },
};
