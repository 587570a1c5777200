/**
 * Bench suite `scale` (docs/architecture.md "Scaling out", docs/decisions/0005-several-instances.md):
 * several real server processes (`server/main.ts`) on one private PostgreSQL behind a private
 * HAProxy, everything on loopback, once with the rate-limit counters in PostgreSQL (the default)
 * and once with `REDIS_URL`:
 *  (a) the cost of each store alone: one count at a time (latency), and 50 at once on one key
 *      (throughput, and every count distinct: atomic). Bounded, a few seconds; no saturating
 *      HTTP load (the bench host's 2 cores are shared);
 *  (b) the limit holds across instances: 2 × RATE_LIMIT_MAX posts from one client through
 *      HAProxy store exactly RATE_LIMIT_MAX;
 *  (c) a rolling restart of every instance under a steady load of inserts (from 200 client
 *      addresses, each under the limit) and page requests: failed requests, 201s against stored
 *      rows, and how long each restart took.
 * BENCH_SCALE_INSTANCES (default 3) and BENCH_SCALE_RATE (inserts/s and pages/s, default 25:
 * 50 requests/s in all) change (c).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startPostgres, type PrivatePostgres } from '../../support/postgres';
import { startRedis, type PrivateRedis } from '../../support/redis';
import { openDatabase, postgresPoolOf } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createRateLimitCounters, type RateLimitCounters } from '../../server/rate-limit';
import {
  CHECK_INTERVAL_MS,
  HEALTH_PATH,
  SHUTDOWN_DELAY_MS,
  postContact,
  startCluster,
} from '../../support/cluster';
import {
  clientAddresses,
  runRollingRestart,
  type RollingRestartResult,
} from '../../support/rolling-restart';
import { ROOT } from '../../support/server-process';
import { budgetTable, type BudgetCheck, type Suite } from './suite';

const ANON_KEY = 'scale-bench-key';
/** (b): the limit a client gets across all instances. */
const LIMIT = 20;
const instances = Number(process.env.BENCH_SCALE_INSTANCES ?? 3);
const rate = Number(process.env.BENCH_SCALE_RATE ?? 25);
/** Steady load before the first and after the last restart. Milliseconds. */
const SETTLE_MS = 3_000;
/** Store microbench: sequential counts, then counts 50 at a time on one key. */
const SEQUENTIAL = 2_000;
const HOT_KEY_COUNTS = 2_000;
const IN_FLIGHT = 50;

type Counters = 'PostgreSQL' | 'Redis';

/**
 * The two rolling-restart procedures measured: SIGTERM alone (HAProxy learns of the restart from
 * refused connections and failed health checks), and the instance set to `drain` in HAProxy
 * first (what a readiness check that fails on SIGTERM does by itself).
 */
const PROCEDURES = [
  { key: 'Sigterm', name: 'SIGTERM only', leaveRotationFirst: false },
  { key: 'Drain', name: 'drain in HAProxy, then SIGTERM', leaveRotationFirst: true },
] as const;

/** ` (502: 1)`: the answers other than `ok`, or nothing. */
function statusNote(byStatus: Record<string, number>, ok: string): string {
  const others = Object.entries(byStatus).filter(([status]) => status !== ok);
  return others.length === 0
    ? ''
    : `(${others.map(([status, n]) => `${status}: ${n}`).join(', ')})`;
}

/** The part of a @fastify/rate-limit store measured here. */
interface CountingStore {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
}

/** Counts once through a @fastify/rate-limit store; resolves with the window's count. */
function incr(store: CountingStore, key: string): Promise<number> {
  return new Promise((resolve, reject) =>
    store.incr(
      key,
      (error, result) => (error ? reject(error) : resolve(result!.current)),
      60_000,
      1_000_000_000,
    ),
  );
}

/** (a), the store alone: latency one at a time, throughput 50 at once on one key, atomicity. */
async function measureStore(counters: RateLimitCounters, route: string) {
  const Store = counters.pluginOptions.store!;
  const store: CountingStore = new Store({}).child({
    routeInfo: { method: 'POST', url: route },
  } as never);
  for (let i = 0; i < 200; i += 1) await incr(store, `warm-${i % 20}`);
  const latencies: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i += 1) {
    const started = performance.now();
    await incr(store, `key-${i % 100}`);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const counts = new Set<number>();
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (issued < HOT_KEY_COUNTS) {
        issued += 1;
        counts.add(await incr(store, 'hot'));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    p50Us: Math.round(at(0.5) * 1000),
    p99Us: Math.round(at(0.99) * 1000),
    hotKeyPerSecond: Math.round(HOT_KEY_COUNTS / seconds),
    distinctCounts: counts.size,
  };
}

export const scaleSuite: Suite = {
  name: 'scale',
  description: `${instances} instances behind HAProxy on one PostgreSQL: shared rate-limit counters (PostgreSQL, Redis), their cost, a rolling restart under load`,
  async run({ log }) {
    const pg: PrivatePostgres = await startPostgres();
    const redis: PrivateRedis = await startRedis();
    const budgets: BudgetCheck[] = [];
    const json: Record<string, unknown> = { instances, rate, healthPath: HEALTH_PATH };
    const storeRows: string[] = [];
    const limitRows: string[] = [];
    const rollingRows: string[] = [];
    const restartRows: string[] = [];
    // Real prerendered pages, so the restart is measured on what visitors ask for.
    if (!existsSync(join(ROOT, 'build', 'client', 'index.html'))) {
      const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('npm run build failed');
    }
    const pagePaths = ['/', '/contact/'];
    try {
      // (a) each store alone.
      log('counter stores alone: latency, and 50 at once on one key');
      const costDb = await pg.createDatabase();
      const opened = openDatabase(costDb);
      try {
        await migrateToLatest(opened.db, 'postgres');
        const stores: Record<Counters, RateLimitCounters> = {
          PostgreSQL: await createRateLimitCounters({
            redis: null,
            postgresPool: postgresPoolOf(opened.db),
          }),
          Redis: await createRateLimitCounters({
            redis: { url: redis.url, urlRedacted: redis.url },
            postgresPool: undefined,
          }),
        };
        json.storeCost = {};
        for (const [name, counters] of Object.entries(stores) as [Counters, RateLimitCounters][]) {
          const figures = await measureStore(counters, `/bench-${name}`);
          await counters.close();
          (json.storeCost as Record<string, unknown>)[name] = figures;
          log(
            `  ${name} store: p50 ${figures.p50Us} µs, p99 ${figures.p99Us} µs, one key 50 at once ${figures.hotKeyPerSecond}/s, ${figures.distinctCounts} distinct of ${HOT_KEY_COUNTS}`,
          );
          storeRows.push(
            `| ${name} | ${figures.p50Us} | ${figures.p99Us} | ${figures.hotKeyPerSecond} | ${figures.distinctCounts} of ${HOT_KEY_COUNTS} |`,
          );
          budgets.push({
            what: `${name} counters: ${HOT_KEY_COUNTS} counts at once on one key are all distinct (atomic)`,
            budget: String(HOT_KEY_COUNTS),
            measured: String(figures.distinctCounts),
            ok: figures.distinctCounts === HOT_KEY_COUNTS,
          });
        }
      } finally {
        await opened.db.destroy();
      }

      for (const counters of ['PostgreSQL', 'Redis'] as const) {
        const databaseUrl = await pg.createDatabase();
        const database = databaseUrl.split('/').pop();
        log(`${counters} counters: starting ${instances} instances and HAProxy`);
        const cluster = await startCluster({
          instances,
          databaseUrl,
          env: {
            ANON_KEY,
            RATE_LIMIT_MAX: String(LIMIT),
            ...(counters === 'Redis' ? { REDIS_URL: redis.url } : {}),
          },
        });
        try {
          // (b) the limit across instances.
          const statuses: number[] = [];
          for (let i = 0; i < 2 * LIMIT; i += 1) {
            statuses.push(
              (
                await postContact(cluster.url, ANON_KEY, `limit-${i}`, {
                  localAddress: '127.0.0.2',
                })
              ).status,
            );
          }
          const created = statuses.filter((status) => status === 201).length;
          const refused = statuses.filter((status) => status === 429).length;
          log(`  ${2 * LIMIT} posts from one client: ${created} × 201, ${refused} × 429`);
          limitRows.push(`| ${counters} | ${instances} | ${2 * LIMIT} | ${created} | ${refused} |`);
          budgets.push({
            what: `${counters} counters: ${2 * LIMIT} posts through HAProxy, RATE_LIMIT_MAX=${LIMIT}`,
            budget: `${LIMIT} × 201`,
            measured: `${created} × 201, ${refused} × 429`,
            ok: created === LIMIT && refused === LIMIT,
          });

          // (c) rolling restart, SIGTERM alone and with the instance out of the rotation first.
          for (const procedure of PROCEDURES) {
            log(
              `  rolling restart (${procedure.name}) under ${rate} inserts/s and ${rate} pages/s`,
            );
            const result: RollingRestartResult = await runRollingRestart({
              cluster,
              anonKey: ANON_KEY,
              insertsPerSecond: rate,
              pagesPerSecond: rate,
              pagePaths,
              settleMs: SETTLE_MS,
              subjectPrefix: `rolling-${counters}-${procedure.key}`,
              insertAddresses: clientAddresses(200),
              leaveRotationFirst: procedure.leaveRotationFirst,
              query: (sql, params) => pg.query(sql, params, database),
            });
            const failed = result.inserts.failed + result.pages.failed;
            const sent = result.inserts.sent + result.pages.sent;
            log(
              `    ${sent} requests, ${failed} failed (inserts ${JSON.stringify(result.inserts.byStatus)}, pages ${JSON.stringify(result.pages.byStatus)}, ${JSON.stringify(result.errors)}); ${result.inserts.created} × 201, ${result.rowsStored} rows, lost ${result.lost}`,
            );
            json[`rolling${counters}${procedure.key}`] = result;
            rollingRows.push(
              `| ${counters} | ${procedure.name} | ${(result.durationMs / 1000).toFixed(1)} | ${sent} | ${failed} | ${result.inserts.sent} | ${result.inserts.failed} ${statusNote(result.inserts.byStatus, '201')} | ${result.pages.sent} | ${result.pages.failed} ${statusNote(result.pages.byStatus, '200')} | ${result.inserts.created} | ${result.rowsStored} | ${result.lost} | ${result.storedWithoutCreated} | ${result.maxLatencyMs} |`,
            );
            for (const restart of result.restarts) {
              restartRows.push(
                `| ${counters} | ${procedure.name} | ${restart.name} | ${restart.leaveRotationMs} | ${restart.drainMs} | ${restart.downMs} | ${restart.backInRotationMs} | ${restart.exit.code ?? restart.exit.signal} |`,
              );
            }
            budgets.push({
              what: `${counters} counters: rolling restart of ${instances} instances (${procedure.name}), failed requests`,
              budget: '0',
              measured: `${failed} of ${sent}`,
              ok: failed === 0,
            });
            budgets.push({
              what: `${counters} counters: rolling restart (${procedure.name}), rows lost (201 not stored) or stored without a 201`,
              budget: '0',
              measured: `${result.lost} lost, ${result.storedWithoutCreated} without 201 (${result.rowsStored} rows for ${result.inserts.created} × 201)`,
              ok: result.lost === 0 && result.storedWithoutCreated === 0,
            });
          }
        } finally {
          await cluster.stop();
        }
      }
    } finally {
      await redis.stop();
      await pg.stop();
    }

    const markdown = [
      '## scale',
      '',
      `Real server processes (\`server/main.ts\`) on one private PostgreSQL 15, behind HAProxy 2.6 (\`option forwardfor\`, \`option http-server-close\`, health check \`GET ${HEALTH_PATH}\` every ${CHECK_INTERVAL_MS} ms with \`fall 3 rise 2\`, \`retries 3\`, \`retry-on conn-failure empty-response\`, \`http-request disable-l7-retry unless METH_GET\`, \`option redispatch 1\`; support/haproxy.ts), Redis 7 for \`REDIS_URL\`; everything on loopback, on a shared 2-core machine.`,
      '',
      `### Cost of the shared counters`,
      '',
      `Each store alone (server/rate-limit.ts, through @fastify/rate-limit's store interface): ${SEQUENTIAL} counts one after another on 100 keys, then ${HOT_KEY_COUNTS} counts ${IN_FLIGHT} at a time on one key, whose answers must all differ if counting is atomic.`,
      '',
      '| store | one at a time p50 µs | p99 µs | one key, 50 at once, counts/s | distinct counts |',
      '| --- | --- | --- | --- | --- |',
      ...storeRows,
      '',
      '### The limit across instances',
      '',
      `RATE_LIMIT_MAX=${LIMIT}; one client (127.0.0.2) posts one after another through HAProxy, which spreads the posts round-robin.`,
      '',
      '| counters | instances | posts | 201 | 429 |',
      '| --- | --- | --- | --- | --- |',
      ...limitRows,
      '',
      '### Rolling restart under load',
      '',
      `Steady ${rate} contact inserts/s (from 200 client addresses, RATE_LIMIT_MAX=${LIMIT}: at most ${Math.ceil((rate * 60) / 200)} a minute each) and ${rate} page requests/s (\`${pagePaths.join('`, `')}\`) through HAProxy; after ${SETTLE_MS / 1000} s each instance in turn is restarted — SIGTERM, it drains and exits, it is started again on its port — and the next one goes once HAProxy has it back; ${SETTLE_MS / 1000} s more load, then every answer is compared with the database. Failed: any answer but 201 (inserts) or 200 (pages), or none. Two procedures: **SIGTERM only** — \`/readyz\` answers 503 at once, the instance keeps serving for \`SHUTDOWN_DELAY_MS\` (${SHUTDOWN_DELAY_MS} ms, longer than HAProxy's \`fall 3\` checks), so HAProxy takes it out of the rotation before its listener closes — and **drain in HAProxy, then SIGTERM** (runtime API \`set server instances/NAME state drain\`, wait until it serves no request, SIGTERM, restart, \`state ready\`), the procedure for a balancer that cannot check \`/readyz\`. A POST is never replayed by HAProxy once it reached an instance (\`http-request disable-l7-retry unless METH_GET\`: a replayed insert could be stored twice).`,
      '',
      '| counters | procedure | s | requests | failed | inserts | failed | pages | failed | 201s | rows stored | lost | stored without 201 | slowest ms |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rollingRows,
      '',
      '| counters | procedure | instance | out of rotation ms | drain ms (SIGTERM → exit) | SIGTERM → answering again ms | SIGTERM → UP in HAProxy ms | exit code |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...restartRows,
      '',
      budgetTable(budgets),
    ].join('\n');
    return { markdown, json, budgets };
  },
};
