/**
 * The `api` bench suite: the contact API's proofs (DESIGN §4, §6) against real server processes on
 * 127.0.0.1, SQLite in a temporary folder, rate limit off (RATE_LIMIT_MAX=0):
 *  (a) the bad-input battery (support/battery.ts): statuses, PostgREST-shaped bodies, nothing stored;
 *  (b) 50 connections for 30 s with autocannon against our endpoint and, in the same run, a bare
 *      Fastify route answering 201 (bare-server.ts): zero errors, rows stored = 201s, req/s and
 *      p99 side by side, budget ≥ 50 % of the bare route's req/s (DESIGN §6);
 *  (c) kill -9 of the server in the middle of a load, restart, every 201 row present;
 *  (d), (e) notifications on (DESIGN §6) with a local SMTP sink (lib/notifications.ts): the
 *      throughput budget again, one outbox row per stored row, and at a paced rate N e-mails for
 *      N stored with the delay from 201 to SMTP accept.
 * BENCH_LOAD_S and BENCH_CONNECTIONS override 30 and 50 (e.g. for a quick look);
 * BENCH_NOTIFY_RATE the paced run's total req/s (default 100).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DEV_ANON_KEY } from '../../common/anon-key';
import { runBattery } from '../../support/battery';
import { runKillRecovery } from '../../support/kill-recovery';
import { runLoad, type LoadResult } from '../../support/load';
import { runNotificationBench } from './lib/notifications';
import { startServerProcess } from '../../support/server-process';
import { budgetTable, type BudgetCheck, type Suite } from './suite';

/** DESIGN §6: our insert must reach at least this share of the bare route's req/s. */
const THROUGHPUT_BUDGET = 0.5;
/** Warm-up before each measured load (JIT, SQLite page cache). Seconds. */
const WARMUP_S = 3;

const loadSeconds = Number(process.env.BENCH_LOAD_S ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const notifyRate = Number(process.env.BENCH_NOTIFY_RATE ?? 100);
/** Longest wait for the paced run's e-mails after its load. Milliseconds. */
const NOTIFY_DRAIN_TIMEOUT_MS = 120_000;

/** Reads this run's rows from a SQLite file. */
function storedSubjects(file: string, prefix: string): Set<string> {
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
  try {
    return new Set(
      (
        db
          .prepare('select subject from contact_messages where subject like ?')
          .all(`${prefix}-%`) as { subject: string }[]
      ).map((row) => row.subject),
    );
  } finally {
    db.close();
  }
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));
const summary = ({ createdSubjects: _subjects, ...rest }: LoadResult) => ({
  ...rest,
  requestsPerSecond: round(rest.requestsPerSecond),
});

/** The suite. */
export const apiSuite: Suite = {
  name: 'api',
  description: `contact API: bad-input battery, ${connections}×${loadSeconds} s load vs a bare route, kill -9 recovery`,
  async run({ log }) {
    const dir = await mkdtemp(join(tmpdir(), 'site-bench-'));
    const budgets: BudgetCheck[] = [];
    try {
      // (a) Battery.
      const batteryFile = join(dir, 'battery.db');
      const batteryServer = await startServerProcess({
        env: { DATABASE_URL: `file:${batteryFile}`, RATE_LIMIT_MAX: '0', ANON_KEY: DEV_ANON_KEY },
      });
      const readDb = <T>(fn: (db: DatabaseSync) => T): T => {
        const db = new DatabaseSync(batteryFile, { readOnly: true, timeout: 5_000 });
        try {
          return fn(db);
        } finally {
          db.close();
        }
      };
      const batteryStarted = performance.now();
      const battery = await runBattery({
        url: batteryServer.url,
        anonKey: DEV_ANON_KEY,
        count: async () =>
          readDb(
            (db) =>
              (db.prepare('select count(*) as n from contact_messages').get() as { n: number }).n,
          ),
        rows: async () =>
          readDb(
            (db) => db.prepare('select * from contact_messages').all() as Record<string, unknown>[],
          ),
      });
      const batteryMs = performance.now() - batteryStarted;
      await batteryServer.stop();
      const malformed = battery.results.filter((result) => result.expectedStatus >= 400);
      const batteryFailures = battery.results.filter((result) => result.problems.length > 0);
      log(
        `(a) battery: ${battery.results.length} requests (${malformed.length} malformed) in ${round(batteryMs)} ms, ` +
          `${batteryFailures.length} wrong, ${battery.rowsStored} rows stored by the battery (the valid metacharacter rows), ` +
          `afterwards ${battery.afterwardsStatus}`,
      );
      for (const failure of batteryFailures)
        log(`    ✗ ${failure.name}: ${failure.problems.join('; ')}`);
      budgets.push({
        what: '(a) malformed requests answered as DESIGN §4, nothing stored',
        budget: '≥ 40 distinct, all correct',
        measured: `${malformed.length - batteryFailures.filter((f) => f.expectedStatus >= 400).length}/${malformed.length} correct`,
        ok: malformed.length >= 40 && batteryFailures.length === 0,
      });
      budgets.push({
        what: '(a) server answers normally after the battery',
        budget: '201',
        measured: String(battery.afterwardsStatus),
        ok: battery.afterwardsStatus === 201,
      });

      // (b) Load: the bare route, then ours, same connections and duration.
      const bareServer = await startServerProcess({ script: 'scripts/bench/bare-server.ts' });
      await runLoad({
        url: bareServer.url,
        anonKey: DEV_ANON_KEY,
        connections,
        durationS: WARMUP_S,
        subjectPrefix: 'warm',
      });
      const bare = await runLoad({
        url: bareServer.url,
        anonKey: DEV_ANON_KEY,
        connections,
        durationS: loadSeconds,
        subjectPrefix: 'bare',
      });
      await bareServer.stop();
      log(
        `(b) bare Fastify 201 route: ${round(bare.requestsPerSecond)} req/s, p99 ${bare.latencyP99Ms} ms`,
      );

      const loadFile = join(dir, 'load.db');
      const ourServer = await startServerProcess({
        env: { DATABASE_URL: `file:${loadFile}`, RATE_LIMIT_MAX: '0', ANON_KEY: DEV_ANON_KEY },
      });
      await runLoad({
        url: ourServer.url,
        anonKey: DEV_ANON_KEY,
        connections,
        durationS: WARMUP_S,
        subjectPrefix: 'warm',
      });
      const prefix = `load-${Date.now()}`;
      const ours = await runLoad({
        url: ourServer.url,
        anonKey: DEV_ANON_KEY,
        connections,
        durationS: loadSeconds,
        subjectPrefix: prefix,
      });
      const ourExit = await ourServer.stop();
      const stored = storedSubjects(loadFile, prefix);
      let missing = 0;
      for (const subject of ours.createdSubjects) if (!stored.has(subject)) missing += 1;
      const cutOff = stored.size - (ours.created - missing);
      const ratio = ours.requestsPerSecond / bare.requestsPerSecond;
      const loadErrors = ours.errors + ours.timeouts + ours.non2xx;
      log(
        `(b) POST /rest/v1/contact_messages: ${round(ours.requestsPerSecond)} req/s, p99 ${ours.latencyP99Ms} ms ` +
          `(${round(ratio * 100, 1)} % of bare); ${ours.created} × 201, ${loadErrors} errors, ${stored.size} rows stored ` +
          `(${missing} answered rows missing, ${cutOff} committed while autocannon closed its connections at the end)`,
      );
      budgets.push({
        what: `(b) insert throughput vs bare Fastify 201 route, ${connections} connections`,
        budget: `≥ ${THROUGHPUT_BUDGET * 100} %`,
        measured: `${round(ours.requestsPerSecond)} / ${round(bare.requestsPerSecond)} req/s = ${round(ratio * 100, 1)} %`,
        ok: ratio >= THROUGHPUT_BUDGET,
      });
      budgets.push({
        what: `(b) errors under ${connections} connections for ${loadSeconds} s`,
        budget: '0',
        measured: `${loadErrors} (socket ${ours.errors}, timeouts ${ours.timeouts}, non-2xx ${ours.non2xx})`,
        ok: loadErrors === 0,
      });
      budgets.push({
        what: '(b) rows stored = 201s answered',
        budget: 'every 201 stored; extra rows only from requests cut off at the stop',
        measured: `${ours.created} × 201, ${missing} missing, ${cutOff} cut off (≤ ${connections})`,
        ok: missing === 0 && cutOff >= 0 && cutOff <= connections,
      });
      budgets.push({
        what: '(b) graceful shutdown after the load (SIGTERM)',
        budget: 'exit 0',
        measured: `exit ${ourExit.code ?? ourExit.signal}`,
        ok: ourExit.code === 0,
      });

      // (d), (e) Notifications on.
      const notify = await runNotificationBench({
        dir,
        connections,
        loadS: loadSeconds,
        warmupS: WARMUP_S,
        pacedRate: notifyRate,
        drainTimeoutMs: NOTIFY_DRAIN_TIMEOUT_MS,
      });
      const { flood, paced } = notify;
      const floodRatio = flood.load.requestsPerSecond / bare.requestsPerSecond;
      const floodErrors = flood.load.errors + flood.load.timeouts + flood.load.non2xx;
      const pacedErrors = paced.load.errors + paced.load.timeouts + paced.load.non2xx;
      const floodQueued = flood.outbox.queued + flood.outbox.sent + flood.outbox.failed;
      log(
        `(d) notifications on, flood: ${round(flood.load.requestsPerSecond)} req/s (${round(floodRatio * 100, 1)} % of bare), ` +
          `${flood.load.created} × 201, ${floodErrors} errors, ${flood.outbox.stored} rows, outbox ${floodQueued} ` +
          `(${flood.outbox.sent} sent, ${flood.outbox.queued} queued, ${flood.outbox.failed} failed, ${flood.outbox.withoutOutbox} rows without)`,
      );
      log(
        `(e) notifications on, ${notifyRate} req/s: ${paced.mailed} sent for ${paced.stored} stored, ${paced.duplicates} duplicates, ` +
          `delay 201 → SMTP accept p50 ${paced.delayP50Ms} ms, p99 ${paced.delayP99Ms} ms, max ${paced.delayMaxMs} ms`,
      );
      budgets.push({
        what: `(d) insert throughput with notifications on vs bare route, ${connections} connections`,
        budget: `≥ ${THROUGHPUT_BUDGET * 100} %`,
        measured: `${round(flood.load.requestsPerSecond)} / ${round(bare.requestsPerSecond)} req/s = ${round(floodRatio * 100, 1)} %`,
        ok: floodRatio >= THROUGHPUT_BUDGET,
      });
      budgets.push({
        what: '(d) notifications on: 0 errors, every 201 stored, one notification queued per row',
        budget: '0 errors, 0 missing, outbox rows = rows, 0 without',
        measured: `${floodErrors} errors, ${flood.missing} missing, ${floodQueued} outbox rows for ${flood.outbox.stored} rows, ${flood.outbox.withoutOutbox} without`,
        ok:
          floodErrors === 0 &&
          flood.missing === 0 &&
          floodQueued === flood.outbox.stored &&
          flood.outbox.withoutOutbox === 0 &&
          flood.outbox.failed === 0 &&
          flood.shutdown.code === 0,
      });
      budgets.push({
        what: `(e) notifications: N sent for N stored, ${connections} connections at ${notifyRate} req/s`,
        budget: 'N = N, 0 duplicates, 0 errors',
        measured: `${paced.mailed} sent for ${paced.stored} stored, ${paced.duplicates} duplicates, ${pacedErrors} errors; p99 delay 201 → SMTP accept ${paced.delayP99Ms} ms`,
        ok:
          paced.mailed === paced.stored &&
          paced.duplicates === 0 &&
          paced.missing === 0 &&
          pacedErrors === 0 &&
          paced.shutdown.code === 0,
      });

      // (c) kill -9 in the middle of a load.
      const killAfterMs = Math.round((loadSeconds * 1000) / 2);
      const kill = await runKillRecovery({ connections, loadS: loadSeconds, killAfterMs });
      log(
        `(c) kill -9 after ${killAfterMs / 1000} s: ${kill.load.created} × 201 before the kill, ` +
          `${kill.rowsAfterRestart} rows after restart, ${kill.missing} missing, ` +
          `${kill.committedUnanswered} committed but unanswered; after restart ${kill.afterRestartStatus}`,
      );
      budgets.push({
        what: '(c) kill -9 under load: rows answered 201 present after restart',
        budget: '0 missing',
        measured: `${kill.missing} missing of ${kill.load.created}`,
        ok:
          kill.missing === 0 && kill.killed.signal === 'SIGKILL' && kill.afterRestartStatus === 201,
      });

      const machine = `${cpus().length} CPU(s) (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`;
      const markdown = `## Contact API (suite \`api\`)

Measured ${new Date().toISOString()} on ${machine}. Servers run as their own processes on 127.0.0.1
(\`node --import tsx\`), SQLite in WAL mode with \`synchronous=FULL\`, rate limit off; load by autocannon
from the bench process; each load preceded by a ${WARMUP_S} s warm-up. Other work on the machine
affects absolute figures; the ratio is measured in the same run.

${budgetTable(budgets)}

### (a) Bad-input battery

${battery.results.length} requests (${malformed.length} malformed) in ${round(batteryMs)} ms; rows stored by the battery:
${battery.rowsStored} (the valid rows full of SQL/HTML metacharacters, stored verbatim); a normal insert afterwards: ${battery.afterwardsStatus}.

| group | request | status (expected) | code (expected) | rows | result |
| --- | --- | --- | --- | --- | --- |
${battery.results
  .map(
    (r) =>
      `| ${r.group} | ${r.name.replace(/\|/g, '\\|')} | ${r.status} (${r.expectedStatus}) | ${r.code ?? '–'} (${r.expectedCode ?? '–'}) | ${r.rowsAdded} | ${r.problems.length === 0 ? 'ok' : r.problems.join('; ')} |`,
  )
  .join('\n')}

### (b) Load: ${connections} connections, ${loadSeconds} s

| route | req/s | p50 ms | p99 ms | 201s | errors |
| --- | --- | --- | --- | --- | --- |
| bare Fastify route answering 201 | ${round(bare.requestsPerSecond)} | ${bare.latencyP50Ms} | ${bare.latencyP99Ms} | ${bare.created} | ${bare.errors + bare.timeouts + bare.non2xx} |
| POST /rest/v1/contact_messages (validate + SQLite commit) | ${round(ours.requestsPerSecond)} | ${ours.latencyP50Ms} | ${ours.latencyP99Ms} | ${ours.created} | ${loadErrors} |

Ours reaches ${round(ratio * 100, 1)} % of the bare route. Rows stored: ${stored.size}; every one of the ${ours.created} requests
answered 201 is stored (${missing} missing); ${cutOff} further row(s) were committed for requests in flight when autocannon
closed its connections at the end, whose answers it never read.

### (d), (e) Notifications on

The server mails every stored message to a local SMTP sink (npm smtp-server in the bench process,
no TLS) through its outbox; same build, same machine, same run as (b).

| run | req/s | % of bare | p99 ms | 201s | errors | rows | outbox: sent / queued / failed | rows without outbox row |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| (b) notifications off | ${round(ours.requestsPerSecond)} | ${round(ratio * 100, 1)} | ${ours.latencyP99Ms} | ${ours.created} | ${loadErrors} | ${stored.size} | – | – |
| (d) notifications on, ${connections} connections as fast as answered | ${round(flood.load.requestsPerSecond)} | ${round(floodRatio * 100, 1)} | ${flood.load.latencyP99Ms} | ${flood.load.created} | ${floodErrors} | ${flood.outbox.stored} | ${flood.outbox.sent} / ${flood.outbox.queued} / ${flood.outbox.failed} | ${flood.outbox.withoutOutbox} |
| (e) notifications on, ${connections} connections at ${notifyRate} req/s | ${round(paced.load.requestsPerSecond)} | – | ${paced.load.latencyP99Ms} | ${paced.load.created} | ${pacedErrors} | ${paced.outbox.stored} | ${paced.outbox.sent} / ${paced.outbox.queued} / ${paced.outbox.failed} | ${paced.outbox.withoutOutbox} |

**Notifications: ${paced.mailed} sent for ${paced.stored} stored** in (e), ${paced.duplicates} duplicates; delay from the 201
(read by the client) to the SMTP server's acceptance: p50 ${paced.delayP50Ms} ms, **p99 ${paced.delayP99Ms} ms**, max ${paced.delayMaxMs} ms.
In (d) the flood stores far more messages per second than one-by-one SMTP delivers (${flood.mailsAccepted} e-mails
accepted during the flood); the sender yields while the event loop is saturated, and the rest stays queued in the
outbox, durable, to be sent after the flood (not waited for here).

### (c) kill -9 under load

${connections} connections; \`kill -9\` after ${killAfterMs / 1000} s; restart on the same file.
201s read before the kill: ${kill.load.created}; rows after restart: ${kill.rowsAfterRestart}; missing: ${kill.missing};
committed but unanswered (in flight at the kill): ${kill.committedUnanswered}; a normal insert after restart: ${kill.afterRestartStatus};
the restarted server exited ${kill.restartedExit.code ?? kill.restartedExit.signal} on SIGTERM.
`;
      return {
        markdown,
        budgets,
        json: {
          machine,
          connections,
          loadSeconds,
          battery: {
            requests: battery.results.length,
            malformed: malformed.length,
            wrong: batteryFailures.length,
            rowsStored: battery.rowsStored,
            afterwardsStatus: battery.afterwardsStatus,
            durationMs: round(batteryMs),
            results: battery.results,
          },
          load: {
            bare: summary(bare),
            ours: summary(ours),
            ratio: round(ratio, 3),
            rowsStored: stored.size,
            missing,
            cutOff,
            shutdown: ourExit,
          },
          killRecovery: { killAfterMs, ...kill },
          notifications: { pacedRate: notifyRate, ratio: round(floodRatio, 3), ...notify },
        },
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};
