/**
 * Bench suite `inbox` (issue 15, DESIGN §6 "inbox"): 100,000 stored messages on SQLite and on a
 * private PostgreSQL, the app built in-process on each, one signed-in session, and the server
 * time (`Server-Timing: app;dur=`, request to reply inside Fastify) of the inbox API's list
 * page 1, a deep keyset page, status filters, and full-text searches (a common word, a rare
 * word, two prefixes, search within a status). Budget: p95 ≤ 50 ms for each.
 *
 * The messages are generated deterministically (same rows on both databases): names, e-mails,
 * subjects and 30-word messages from a fixed vocabulary, statuses spread over the four, one a
 * minute. 'quote' is in about 1 message in 8; 'zephyrine' in 1 in 1,000.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { createAdminAccounts } from '../../server/db/admin-accounts';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { parseEnv } from '../../server/env';
import { postgresSkipReason, startPostgres } from '../../tests/helpers/postgres';
import { budgetTable, type BudgetCheck, type Suite } from './suite';

/** Messages stored before measuring (issue 15). */
const MESSAGES = Number(process.env.BENCH_INBOX_MESSAGES ?? 100_000);
/** Measured requests per scenario, after {@link WARMUP}. */
const SAMPLES = 60;
const WARMUP = 5;
/** DESIGN §6: list / filter / search ≤ 50 ms of server time. Milliseconds (p95). */
const BUDGET_MS = 50;
const PASSWORD = 'bench-inbox-password-2026';

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Katherine',
  'Linus',
  'Margaret',
  'Dennis',
  'Barbara',
  'Ken',
  'Frances',
  'Edsger',
  'Radia',
  'John',
  'Hedy',
  'Tim',
  'Sophie',
  'Zoë',
  'Jürgen',
  'Amira',
  'Kenji',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Torvalds',
  'Hamilton',
  'Ritchie',
  'Liskov',
  'Thompson',
  'Allen',
  'Dijkstra',
  'Perlman',
  'McCarthy',
  'Lamarr',
  'Berners',
  'Wilson',
  'Straße',
  'Schmidt',
  'Haddad',
  'Tanaka',
];
const TOPICS = [
  'Optimus pricing',
  'Lumen demo',
  'Partnership',
  'Support request',
  'Order status',
  'Distribution in Europe',
  'Press inquiry',
  'Careers',
  'Edge deployment',
  'Scanova air quality',
];
const WORDS =
  'we would like to know more about your hardware for our lab cluster nodes power cooling delivery timeline support contract training inference accelerator memory bandwidth rack price volume discount evaluation unit benchmark results software stack drivers kubernetes integration warranty region shipping invoice procurement team university research startup enterprise meeting call next week please send details datasheet'.split(
    ' ',
  );

/** A deterministic pseudo-random generator (mulberry32). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Row {
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  created_at: string;
  received_at: string;
}

/** The i-th generated message (0-based); received one minute apart, the last one now. */
export function* generateRows(count: number): Generator<Row> {
  const next = random(15);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const start = Date.now() - count * 60_000;
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const words = Array.from({ length: 30 }, () => pick(WORDS));
    if (next() < 0.125) words[5] = 'quote';
    if (i % 1000 === 500) words[9] = 'zephyrine';
    const at = new Date(start + i * 60_000).toISOString();
    yield {
      name: `${first} ${last}`,
      email: `${first}.${last}${i % 97}@example${i % 13}.com`.toLowerCase(),
      subject: `${pick(TOPICS)} #${i}`,
      message: words.join(' '),
      status: ['new', 'read', 'archived', 'spam'][i % 7 === 0 ? 3 : i % 3]!,
      created_at: at,
      received_at: at,
    };
  }
}

const COLUMNS = [
  'name',
  'email',
  'subject',
  'message',
  'status',
  'created_at',
  'received_at',
] as const;

async function seedSqlite(file: string): Promise<void> {
  const db = new DatabaseSync(file, { timeout: 5_000 });
  const insert = db.prepare(
    `insert into contact_messages (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`,
  );
  db.exec('begin');
  for (const row of generateRows(MESSAGES)) insert.run(...COLUMNS.map((c) => row[c]));
  db.exec('commit');
  db.exec('analyze');
  db.close();
}

async function seedPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let batch: Row[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await client.query(
        `insert into contact_messages (${COLUMNS.join(', ')})
         select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[])`,
        COLUMNS.map((column) => batch.map((row) => row[column])),
      );
      batch = [];
    };
    for (const row of generateRows(MESSAGES)) {
      batch.push(row);
      if (batch.length === 10_000) await flush();
    }
    await flush();
    await client.query('vacuum analyze contact_messages');
  } finally {
    await client.end();
  }
}

/** Percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The scenarios: name → query string of GET /api/admin/messages. */
function scenarios(deepBefore: number): [string, string][] {
  return [
    ['list, page 1', ''],
    ['list, deep keyset page', `?before=${deepBefore}`],
    ['filter status=new', '?status=new'],
    ['filter status=spam, deep page', `?status=spam&before=${deepBefore}`],
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
  const results: { scenario: string; p50: number; p95: number; max: number; rows: number }[] = [];
  try {
    const signIn = await fetch(`${base}/admin/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }),
    });
    const token = /=([^;]+)/.exec(signIn.headers.getSetCookie()[0] ?? '')?.[1];
    if (signIn.status !== 204 || !token) throw new Error(`sign-in answered ${signIn.status}`);
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
    const dir = await mkdtemp(join(tmpdir(), 'bench-inbox-'));
    const record = (database: string, results: Awaited<ReturnType<typeof measure>>) => {
      json[database] = results;
      for (const r of results) {
        lines.push(
          `| ${database} | ${r.scenario} | ${r.rows} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`,
        );
        budgets.push({
          what: `${database}: ${r.scenario}`,
          budget: `p95 ≤ ${BUDGET_MS} ms`,
          measured: `p95 ${r.p95.toFixed(1)} ms`,
          ok: r.p95 <= BUDGET_MS,
        });
      }
    };
    try {
      log('SQLite');
      const file = join(dir, 'site.db');
      record('SQLite', await measure(`file:${file}`, () => seedSqlite(file), log));
      const skip = postgresSkipReason();
      if (skip) log(skip);
      else {
        log('PostgreSQL');
        const cluster = await startPostgres();
        try {
          const url = await cluster.createDatabase();
          record('PostgreSQL', await measure(url, () => seedPostgres(url), log));
        } finally {
          await cluster.stop();
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
