/**
 * Bench suite `inbox` (DESIGN §6 "inbox"): 100,000 stored messages on SQLite and on a
 * private PostgreSQL, the app built in-process on each, one signed-in session, and the server
 * time (`Server-Timing: app;dur=`, request to reply inside Fastify) of the inbox API's list
 * page 1, a deep keyset page, status filters, owner filters (one message in five owned by the
 * bench's account), and full-text searches (a common word, a rare word, two prefixes, search
 * within a status). Budget: p95 ≤ 50 ms for each.
 *
 * The messages come from scripts/bench/lib/seed-messages.ts ('quote' in about 1 message in 8,
 * 'zephyrine' in 1 in 1,000: the common and rare searches).
 */
import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { addBenchAccount, benchEnv, signInBench } from './lib/admin-bench';
import { onEachDatabase } from './lib/each-database';
import { percentile } from './lib/figures';
import { seedPostgres, seedSqlite } from './lib/seed-messages';
import { budgetTable, latencyBudget, type BudgetCheck, type Suite } from './suite';

/** Messages stored before measuring (DESIGN §6: 100,000). */
const MESSAGES = Number(process.env.BENCH_INBOX_MESSAGES ?? 100_000);
/** Measured requests per scenario, after {@link WARMUP}. */
const SAMPLES = 60;
const WARMUP = 5;
/** DESIGN §6: list / filter / search ≤ 50 ms of server time. Milliseconds (p95). */
const BUDGET_MS = 50;
const PASSWORD = 'bench-inbox-password-2026';

/** The scenarios: name → query string of GET /api/admin/messages. */
function scenarios(deepBefore: number): [string, string][] {
  return [
    ['list, page 1', ''],
    ['list, deep keyset page', `?before=${deepBefore}`],
    ['filter status=new', '?status=new'],
    ['filter status=spam, deep page', `?status=spam&before=${deepBefore}`],
    ['filter owner=me', '?owner=me'],
    ['filter status=open & owner=me', '?status=open&owner=me'],
    ['filter status=new & owner=none, deep page', `?status=new&owner=none&before=${deepBefore}`],
    ['search common word (quote)', '?q=quote'],
    ['search rare word (zephyrine)', '?q=zephyrine'],
    ['search two prefixes (grace optim)', '?q=grace%20optim'],
    ['search within status (archived, pricing)', '?status=archived&q=pricing'],
    ['search, deep keyset page (support)', `?q=support&before=${deepBefore}`],
  ];
}

/** Seeds one database, serves it, measures every scenario. */
async function measure(
  databaseUrl: string,
  seed: () => Promise<void>,
  log: (line: string) => void,
) {
  const opened = openDatabase(databaseUrl);
  await migrateToLatest(opened.db, opened.dialect);
  const seedStart = Date.now();
  await seed();
  log(
    `  seeded ${MESSAGES.toLocaleString('en')} messages in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  await addBenchAccount(opened.db, PASSWORD);
  // One message in five belongs to the bench's account, the rest to nobody: the owner filters'
  // share of a desk where a few people split the leads. In slices, each well inside the
  // database's statement time-out.
  for (let from = 0; from < MESSAGES; from += 10_000)
    await sql`update contact_messages set owner_id = (select min(id) from admin_users)
      where id % 5 = 0 and id > ${from} and id <= ${from + 10_000}`.execute(opened.db);
  // The seeding ends as it does after its inserts (lib/seed-messages.ts): statistics and, on
  // PostgreSQL, the visibility map brought up to date, as autovacuum would after such an update.
  await sql`${sql.raw(opened.dialect === 'postgres' ? 'vacuum analyze contact_messages' : 'analyze')}`.execute(
    opened.db,
  );
  const env = benchEnv(databaseUrl);
  const app = await buildApp({
    env,
    db: opened.db,
    clientDir: null,
    admin: { adminDir: null, retentionJob: false },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const results: { scenario: string; p50: number; p95: number; max: number; rows: number }[] = [];
  try {
    const token = await signInBench(base, PASSWORD);
    for (const [scenario, query] of scenarios(Math.floor(MESSAGES / 10))) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < WARMUP + SAMPLES; i++) {
        const response = await fetch(`${base}/api/admin/messages${query}`, {
          headers: { cookie: `${SESSION_COOKIE}=${token}` },
        });
        if (response.status !== 200) throw new Error(`${scenario}: ${response.status}`);
        rows = ((await response.json()) as { messages: unknown[] }).messages.length;
        const dur = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
        if (i >= WARMUP) times.push(Number(dur));
      }
      times.sort((a, b) => a - b);
      const result = {
        scenario,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: times.at(-1)!,
        rows,
      };
      results.push(result);
      log(
        `  ${scenario}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (${rows} rows)`,
      );
    }
  } finally {
    await app.close();
    await opened.db.destroy();
  }
  return results;
}

export const inboxSuite: Suite = {
  name: 'inbox',
  description: `team inbox API server time at ${MESSAGES.toLocaleString('en')} messages, SQLite and PostgreSQL`,
  async run({ log }) {
    const budgets: BudgetCheck[] = [];
    const json: Record<string, unknown> = { messages: MESSAGES, samples: SAMPLES };
    const lines: string[] = [];
    const record = (database: string, results: Awaited<ReturnType<typeof measure>>) => {
      json[database] = results;
      for (const r of results) {
        lines.push(
          `| ${database} | ${r.scenario} | ${r.rows} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`,
        );
        budgets.push(latencyBudget(`${database}: ${r.scenario}`, 'p95', r.p95, BUDGET_MS));
      }
    };
    await onEachDatabase({
      prefix: 'bench-inbox-',
      log,
      sqlite: async (file) =>
        record(
          'SQLite',
          await measure(`file:${file}`, async () => seedSqlite(file, MESSAGES), log),
        ),
      postgres: async (_cluster, url) =>
        record('PostgreSQL', await measure(url, () => seedPostgres(url, MESSAGES), log)),
    });
    const [load1] = (await import('node:os')).loadavg();
    json.loadAverage = load1;
    const markdown = [
      '## Team inbox (`inbox`)',
      '',
      `${MESSAGES.toLocaleString('en')} messages; ${SAMPLES} requests per scenario after ${WARMUP} warm-up, one at a time; server time from \`Server-Timing\` (Fastify request to reply). Page size 50. Load average at the end: ${load1?.toFixed(2)}.`,
      '',
      '| database | scenario | rows | p50 ms | p95 ms | max ms |',
      '| --- | --- | --- | --- | --- | --- |',
      ...lines,
      '',
      budgetTable(budgets),
    ].join('\n');
    return { markdown, json, budgets };
  },
};
