/**
 * Bench suite `insights` (DESIGN §6, §8 "Site insights"; decision 0025): 10 million raw page
 * views over 30 days (the site's 60 pages with a skewed, Zipf-like mix, 5 languages, referrers,
 * UTM campaigns, viewports, about 3 views per visitor a day) and a million web-vitals samples,
 * loaded on SQLite and on a private PostgreSQL; then the roll-up time (every day from nothing),
 * the server time of `GET /api/admin/insights` for each period (median and max of
 * {@link SAMPLES}; budget ≤ {@link BUDGET_MS} ms), and the p99 latency of one page-view insert
 * at {@link EVENT_RATE} events/s (the insert the collection endpoint makes).
 *
 * Loading is the fast path of each database: SQLite, one transaction of one prepared statement
 * (node:sqlite); PostgreSQL, `generate_series` inside the server. Everything lives on /tmp and
 * is deleted after. `BENCH_INSIGHTS_VIEWS` changes the row count (e.g. for a quick try),
 * `BENCH_INSIGHTS_ONLY=sqlite|postgres` measures one database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Kysely } from 'kysely';
import { LOCALES, localizePath } from '../../common/i18n';
import { INSIGHTS_PERIODS } from '../../common/insights-api';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { createAdminAccounts } from '../../server/db/admin-accounts';
import { openDatabase, type SqlDialect } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { parseEnv } from '../../server/env';
import { addDays, dayOf, rollUpInsights } from '../../server/insights/roll-up';
import { postgresSkipReason, startPostgres, type PrivatePostgres } from '../../support/postgres';
import { median } from './lib/figures';
import { budgetTable, type BudgetCheck, type Suite } from './suite';

/** Raw page views loaded (the brief's 10 million). */
const VIEWS = Number(process.env.BENCH_INSIGHTS_VIEWS ?? 10_000_000);
/** `sqlite` or `postgres` to measure one database only (a shorter run). */
const ONLY = process.env.BENCH_INSIGHTS_ONLY;
/** Web-vitals samples loaded: one for every 10 page views. */
const VITALS = Math.round(VIEWS / 10);
/** Days the rows span, ending today. */
const DAYS = 30;
/** Timed requests per period, after {@link WARMUP}. */
const SAMPLES = 10;
const WARMUP = 2;
/** DESIGN §6: each dashboard answer ≤ 200 ms of server time. */
const BUDGET_MS = 200;
/** Page-view events per second while one insert at a time is timed, for {@link EVENT_SECONDS}. */
const EVENT_RATE = 200;
const EVENT_SECONDS = 10;
const PASSWORD = 'bench-insights-password-2026';

/** The site's 60 pages: 12 routes in 5 languages. */
const ROUTES = [
  '/',
  '/demos',
  '/contact',
  '/optimus',
  '/faq',
  '/learn',
  '/scanova',
  '/cv',
  '/iffer',
  '/edge',
  '/lumen',
  '/policy',
];
const PAGES = LOCALES.flatMap((locale) => ROUTES.map((route) => localizePath(route, locale)));
const REFERRERS = [
  'www.google.com',
  'www.linkedin.com',
  'duckduckgo.com',
  'x.com',
  'news.ycombinator.com',
  'www.bing.com',
  'github.com',
  'www.reddit.com',
];
const CAMPAIGNS = [
  'spring-launch',
  'newsletter-may',
  'optimus-webinar',
  'lumen-demo',
  'trade-fair',
];
const VIEWPORTS = ['desktop', 'mobile', 'tablet'];
const METRICS = [
  ['LCP', 2200, 2500, 4000],
  ['INP', 150, 200, 500],
  ['CLS', 0.06, 0.1, 0.25],
  ['FCP', 1500, 1800, 3000],
  ['TTFB', 600, 800, 1800],
] as const;

/** A small deterministic PRNG (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** SQLite: one transaction, one prepared statement per table, rows in time order. */
export function loadSqlite(file: string, firstDay: string): void {
  const db = new DatabaseSync(file);
  db.exec('pragma journal_mode = wal; pragma synchronous = off');
  const next = random(7);
  const skew = (n: number) => Math.floor(next() ** 3 * n);
  const view = db.prepare(
    `insert into page_views (viewed_at, path, language, referrer_host, utm_source, utm_medium,
       utm_campaign, viewport, navigation_type, visitor_hash) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const vital = db.prepare(
    `insert into web_vitals (name, value, rating, metric_id, navigation_type, path, received_at)
     values (?, ?, ?, ?, ?, ?, ?)`,
  );
  const start = Date.parse(`${firstDay}T00:00:00.000Z`);
  const step = (DAYS * 86_400_000) / VIEWS;
  const visitorsPerDay = Math.max(1, Math.round(VIEWS / DAYS / 3));
  db.exec('begin');
  for (let i = 0; i < VIEWS; i++) {
    const path = PAGES[skew(PAGES.length)]!;
    const campaign = next() < 0.08 ? CAMPAIGNS[skew(CAMPAIGNS.length)]! : null;
    view.run(
      new Date(start + i * step).toISOString(),
      path,
      path.split('/')[1]?.length === 2 ? path.split('/')[1]! : 'en',
      next() < 0.55 ? null : REFERRERS[skew(REFERRERS.length)]!,
      campaign && 'newsletter',
      campaign && 'email',
      campaign,
      VIEWPORTS[skew(3)]!,
      'navigate',
      (Math.floor(next() * visitorsPerDay) * 2654435761).toString(16).padStart(16, '0'),
    );
  }
  const vitalStep = (DAYS * 86_400_000) / VITALS;
  for (let i = 0; i < VITALS; i++) {
    const [name, medianValue, good, poor] = METRICS[i % METRICS.length]!;
    const value = medianValue * Math.exp((next() - 0.5) * 2.5);
    vital.run(
      name,
      value,
      value <= good ? 'good' : value > poor ? 'poor' : 'needs-improvement',
      `v5-${i}`,
      'navigate',
      PAGES[skew(PAGES.length)]!,
      new Date(start + i * vitalStep).toISOString(),
    );
  }
  db.exec('commit');
  // The load's write-ahead log into the database file now, not in the timed inserts' way.
  db.exec('pragma wal_checkpoint(truncate)');
  db.close();
}

/** PostgreSQL: the same mix generated by the server itself. */
async function loadPostgres(cluster: PrivatePostgres, database: string, firstDay: string) {
  const arr = (items: readonly string[]) =>
    `array[${items.map((item) => `'${item}'`).join(',')}]::text[]`;
  const pick = (items: readonly string[]) =>
    `(${arr(items)})[1 + floor(power(random(), 3) * ${items.length})::int]`;
  await cluster.query('set synchronous_commit = off', [], database);
  await cluster.query(
    `insert into page_views (viewed_at, path, language, referrer_host, utm_source, utm_medium,
       utm_campaign, viewport, navigation_type, visitor_hash)
     select t, p, case when p ~ '^/[a-z]{2}(/|$)' then substr(p, 2, 2) else 'en' end,
       case when random() < 0.55 then null else ${pick(REFERRERS)} end,
       case when c is null then null else 'newsletter' end,
       case when c is null then null else 'email' end,
       c, ${pick(VIEWPORTS)}, 'navigate',
       lpad(to_hex(floor(random() * $3)::bigint * 2654435761), 16, '0')
     from (
       select $1::timestamptz + (i * ($2::float8 / $4)) * interval '1 millisecond' as t,
         ${pick(PAGES)} as p,
         case when random() < 0.08 then ${pick(CAMPAIGNS)} end as c
       from generate_series(0, $4 - 1) as i
     ) as g`,
    [
      `${firstDay}T00:00:00.000Z`,
      DAYS * 86_400_000,
      Math.max(1, Math.round(VIEWS / DAYS / 3)),
      VIEWS,
    ],
    database,
  );
  await cluster.query(
    `insert into web_vitals (name, value, rating, metric_id, navigation_type, path, received_at)
     select name, v, case when v <= good then 'good' when v > poor then 'poor' else 'needs-improvement' end,
       'v5-' || i, 'navigate', ${pick(PAGES)},
       $1::timestamptz + (i * ($2::float8 / $3)) * interval '1 millisecond'
     from (
       select i, m.name, m.good, m.poor, m.med * exp((random() - 0.5) * 2.5) as v
       from generate_series(0, $3 - 1) as i
       join (values ${METRICS.map(([name, m, good, poor], k) => `(${k}, '${name}', ${m}::float8, ${good}::float8, ${poor}::float8)`).join(', ')})
         as m(k, name, med, good, poor) on m.k = i % 5
     ) as g`,
    [`${firstDay}T00:00:00.000Z`, DAYS * 86_400_000, VITALS],
    database,
  );
  await cluster.query('vacuum analyze page_views', [], database);
  await cluster.query('vacuum analyze web_vitals', [], database);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Measured {
  loadSeconds: number;
  rollUpSeconds: number;
  periods: { period: string; median: number; max: number }[];
  insertP50: number;
  insertP99: number;
  insertMax: number;
}

/** Loads, rolls up, serves and measures one database. */
async function measure(
  databaseUrl: string,
  load: () => Promise<void>,
  log: (line: string) => void,
): Promise<Measured> {
  const opened = openDatabase(databaseUrl);
  await migrateToLatest(opened.db, opened.dialect);
  const now = Date.now();
  let started = Date.now();
  await load();
  const loadSeconds = (Date.now() - started) / 1000;
  log(
    `  loaded ${VIEWS.toLocaleString('en')} page views and ${VITALS.toLocaleString('en')} vitals in ${loadSeconds.toFixed(1)} s`,
  );
  started = Date.now();
  const days = await rollUpInsights(opened.db, opened.dialect, { now, pageViewsRetentionDays: 31 });
  const rollUpSeconds = (Date.now() - started) / 1000;
  log(`  rolled up ${days.length} days in ${rollUpSeconds.toFixed(1)} s`);

  const accounts = createAdminAccounts(opened.db);
  await accounts.createUser(
    'bench@example.com',
    await hashPassword(PASSWORD),
    new Date().toISOString(),
  );
  const env = parseEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    COMPANY_PROFILE_URL: 'off',
  });
  const app = await buildApp({
    env,
    db: opened.db,
    clientDir: null,
    admin: { adminDir: null, retentionJob: false },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const periods: Measured['periods'] = [];
  let insert: number[] = [];
  try {
    const signIn = await fetch(`${base}/admin/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }),
    });
    const token = /=([^;]+)/.exec(signIn.headers.getSetCookie()[0] ?? '')?.[1];
    if (signIn.status !== 204 || !token) throw new Error(`sign-in answered ${signIn.status}`);
    const today = dayOf(now);
    for (const period of INSIGHTS_PERIODS) {
      const query =
        period === 'custom'
          ? `period=custom&from=${addDays(today, -399)}&to=${today}`
          : `period=${period}`;
      const times: number[] = [];
      for (let i = 0; i < WARMUP + SAMPLES; i++) {
        const response = await fetch(`${base}/api/admin/insights?${query}`, {
          headers: { cookie: `${SESSION_COOKIE}=${token}` },
        });
        if (response.status !== 200)
          throw new Error(`${period}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        const dur = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
        if (i >= WARMUP) times.push(Number(dur));
      }
      const label = period === 'custom' ? 'custom (400 days)' : period;
      periods.push({ period: label, median: median(times), max: Math.max(...times) });
      log(
        `  ${label}: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
      );
    }
    insert = await timeInserts(opened.db);
  } finally {
    await app.close();
    await opened.db.destroy();
  }
  insert.sort((a, b) => a - b);
  const result = {
    loadSeconds,
    rollUpSeconds,
    periods,
    insertP50: percentile(insert, 50),
    insertP99: percentile(insert, 99),
    insertMax: insert.at(-1)!,
  };
  log(
    `  page-view insert at ${EVENT_RATE}/s: p50 ${result.insertP50.toFixed(2)} ms, p99 ${result.insertP99.toFixed(2)} ms`,
  );
  return result;
}

/**
 * The collection endpoint's write (one `insert into page_views`, as it makes it) at
 * {@link EVENT_RATE} per second, open loop (each started on schedule, whatever the others did);
 * each insert's time from start to commit, ms.
 */
async function timeInserts(db: Kysely<Database>): Promise<number[]> {
  const times: number[] = [];
  const pending: Promise<void>[] = [];
  const total = EVENT_RATE * EVENT_SECONDS;
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / EVENT_RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const t0 = performance.now();
    pending.push(
      db
        .insertInto('page_views')
        .values({
          viewed_at: new Date().toISOString(),
          path: PAGES[i % PAGES.length]!,
          language: 'en',
          referrer_host: null,
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
          viewport: 'desktop',
          navigation_type: 'navigate',
          visitor_hash: (i * 2654435761).toString(16),
        })
        .execute()
        .then(() => {
          times.push(performance.now() - t0);
        }),
    );
  }
  await Promise.all(pending);
  return times;
}

export const insightsSuite: Suite = {
  name: 'insights',
  description: `site insights: ${VIEWS.toLocaleString('en')} page views, roll-up time and dashboard queries, SQLite and PostgreSQL`,
  async run({ log }) {
    const budgets: BudgetCheck[] = [];
    const json: Record<string, unknown> = {
      views: VIEWS,
      vitals: VITALS,
      days: DAYS,
      samples: SAMPLES,
    };
    const rows: string[] = [];
    const summary: string[] = [];
    const dir = await mkdtemp(join(tmpdir(), 'bench-insights-'));
    const firstDay = addDays(dayOf(Date.now()), 1 - DAYS);
    const record = (database: string, dialect: SqlDialect, m: Measured) => {
      json[dialect] = m;
      summary.push(
        `| ${database} | ${m.loadSeconds.toFixed(1)} | ${m.rollUpSeconds.toFixed(1)} | ${m.insertP50.toFixed(2)} | ${m.insertP99.toFixed(2)} | ${m.insertMax.toFixed(2)} |`,
      );
      for (const p of m.periods) {
        rows.push(`| ${database} | ${p.period} | ${p.median.toFixed(1)} | ${p.max.toFixed(1)} |`);
        budgets.push({
          what: `${database}: insights ${p.period}`,
          budget: `max ≤ ${BUDGET_MS} ms`,
          measured: `max ${p.max.toFixed(1)} ms`,
          ok: p.max <= BUDGET_MS,
        });
      }
    };
    try {
      if (ONLY !== 'postgres') {
        log('SQLite');
        const file = join(dir, 'site.db');
        record(
          'SQLite',
          'sqlite',
          await measure(`file:${file}`, async () => loadSqlite(file, firstDay), log),
        );
        await rm(dir, { recursive: true, force: true });
      }
      const skip =
        ONLY === 'sqlite' ? 'PostgreSQL left out (BENCH_INSIGHTS_ONLY)' : postgresSkipReason();
      if (skip) log(skip);
      else {
        log('PostgreSQL');
        const cluster = await startPostgres();
        try {
          const url = await cluster.createDatabase();
          const database = new URL(url).pathname.slice(1);
          record(
            'PostgreSQL',
            'postgres',
            await measure(url, () => loadPostgres(cluster, database, firstDay), log),
          );
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
      '## Site insights (`insights`)',
      '',
      `${VIEWS.toLocaleString('en')} raw page views and ${VITALS.toLocaleString('en')} web-vitals samples over ${DAYS} days (60 pages, skewed; 5 languages; referrers, campaigns, viewports). ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, shared with other work (load average at the end: ${load1?.toFixed(2)}).`,
      '',
      'Load: SQLite one transaction of prepared inserts (node:sqlite); PostgreSQL `generate_series`. Roll-up: every day from nothing (`rollUpInsights`). Insert latency: the page-view insert the collection endpoint makes, through the app’s own database handle, open loop.',
      '',
      '| database | load s | roll-up s | insert p50 ms | insert p99 ms | insert max ms |',
      '| --- | --- | --- | --- | --- | --- |',
      ...summary,
      '',
      `Server time of \`GET /api/admin/insights\` (\`Server-Timing\`), ${SAMPLES} requests per period after ${WARMUP} warm-up:`,
      '',
      '| database | period | median ms | max ms |',
      '| --- | --- | --- | --- |',
      ...rows,
      '',
      budgetTable(budgets),
    ].join('\n');
    return { markdown, json, budgets };
  },
};
