/**
 * Site insights' storage, roll-up and API (DESIGN §8 "Site insights") on SQLite and PostgreSQL:
 * the roll-up against raw rows written by the test (visitors = distinct hashes per day summed,
 * views, ranked shares, the contact funnel, web-vitals p75 against an exact nearest-rank p75
 * within the histogram's resolution, bands), idempotency and concurrent roll-ups, the purges,
 * and the API (401 signed out, 400 for a bad range, the JSON shape, the CSV and its headers).
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INSIGHTS_CSV_TABLES,
  VITALS_METRICS,
  VITALS_THRESHOLDS,
  type InsightsResponse,
  type VitalsMetric,
} from '../../common/insights-api';
import { openDatabase, type SqlDialect } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { histogramScale } from '../../server/insights/histogram';
import { VITALS_MIN_SAMPLES } from '../../server/insights/queries';
import { purgeInsights, rollUpDay, rollUpInsights } from '../../server/insights/roll-up';
import { seededRandom } from '../../scripts/bench/lib/seeded-random';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { databaseKinds } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const EMAIL = 'team@example.com';
/** The test's "now": noon UTC of the last day with data. */
const NOW = Date.parse('2026-05-10T12:00:00.000Z');
const DAYS = ['2026-05-08', '2026-05-09', '2026-05-10'];
const PATHS = [
  '/',
  '/contact',
  '/fr/contact',
  '/de/contact',
  '/optimus',
  '/lumen',
  '/fr',
  '/es/optimus',
  '/ar',
  '/edge',
  '/scanova',
  '/iffer',
  '/learn',
];
const LANGUAGES = ['en', 'fr', 'es', 'de', 'ar'];

interface RawView {
  viewed_at: string;
  path: string;
  language: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  viewport: string;
  navigation_type: string;
  visitor_hash: string | null;
  /** ISO 3166-1 alpha-2, or null (unknown). */
  country: string | null;
}
interface RawVital {
  name: VitalsMetric;
  value: number;
  rating: string;
  metric_id: string;
  navigation_type: string;
  path: string;
  received_at: string;
}

function ratingOf(metric: VitalsMetric, value: number): string {
  const [good, poor] = VITALS_THRESHOLDS[metric];
  return value <= good ? 'good' : value > poor ? 'poor' : 'needs-improvement';
}

/** Raw rows of {@link DAYS}: page views (skewed paths), vitals, messages with languages. */
function fixture() {
  // The same rows on both databases.
  const next = seededRandom(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() ** 2 * items.length)]!;
  const views: RawView[] = [];
  const vitals: RawVital[] = [];
  for (const day of DAYS) {
    for (let i = 0; i < 400; i++) {
      const at = `${day}T${String(Math.floor(next() * 24)).padStart(2, '0')}:${String(
        Math.floor(next() * 60),
      ).padStart(2, '0')}:00.000Z`;
      const campaign = next() < 0.2 ? pick(['spring', 'launch', 'news']) : null;
      views.push({
        viewed_at: at,
        path: pick(PATHS),
        language: pick(LANGUAGES),
        referrer_host: next() < 0.5 ? null : pick(['www.google.com', 'www.linkedin.com', 'x.com']),
        utm_source: campaign && 'newsletter',
        utm_medium: campaign && 'email',
        utm_campaign: campaign,
        viewport: pick(['desktop', 'mobile', 'tablet']),
        navigation_type: 'navigate',
        // The same hashes recur every day (they mean nothing across days): 60 visitors a day.
        visitor_hash: next() < 0.05 ? null : `h${Math.floor(next() * 60)}`,
        // Not from `next()`, so the other columns stay what they were before countries.
        country: i % 10 === 0 ? null : (['US', 'DE', 'FR', 'US', 'JP', 'US'] as const)[i % 6]!,
      });
    }
    const sample = (path: string, metric: VitalsMetric, n: number, median: number) => {
      for (let i = 0; i < n; i++) {
        // Log-normal around the median, plus a few exact zeros for CLS.
        const value =
          metric === 'CLS' && i % 7 === 0
            ? 0
            : Number((median * Math.exp((next() - 0.5) * 2.4)).toFixed(metric === 'CLS' ? 4 : 1));
        vitals.push({
          name: metric,
          value,
          rating: ratingOf(metric, value),
          metric_id: `v5-${day}-${path}-${metric}-${i}`,
          navigation_type: 'navigate',
          path,
          received_at: `${day}T10:${String(i % 60).padStart(2, '0')}:00.000Z`,
        });
      }
    };
    sample('/', 'LCP', 40, 2600);
    sample('/', 'CLS', 30, 0.09);
    sample('/fr/contact', 'INP', 15, 180);
    sample('/optimus', 'TTFB', 5, 700);
  }
  const messages = [
    { day: '2026-05-09', language: 'fr' },
    { day: '2026-05-09', language: 'fr' },
    { day: '2026-05-10', language: 'en' },
    { day: '2026-05-10', language: null },
    { day: '2026-05-10', language: 'de' },
    // Filed as spam: no contact conversion (docs/decisions/0039).
    { day: '2026-05-10', language: 'de', status: 'spam' },
  ].map((m: { day: string; language: string | null; status?: string }, i) => ({
    name: `Sender ${i}`,
    email: `s${i}@example.com`,
    subject: 'Hello',
    message: 'A message.',
    status: m.status ?? 'new',
    created_at: `${m.day}T09:00:00.000Z`,
    received_at: `${m.day}T09:00:0${i}.000Z`,
    language: m.language,
  }));
  return { views, vitals, messages };
}

/** Exact nearest-rank p75 of raw values. */
function exactP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

/** Expected totals of a dimension over some days, computed straight from raw rows. */
function expectedRanks(views: RawView[], days: string[], keyOf: (view: RawView) => string) {
  const rows = new Map<string, { views: number; visitors: number }>();
  let total = 0;
  for (const day of days) {
    const ofDay = views.filter((view) => view.viewed_at.startsWith(day));
    total += ofDay.length;
    const hashes = new Map<string, Set<string>>();
    for (const view of ofDay) {
      const key = keyOf(view);
      const row = rows.get(key) ?? { views: 0, visitors: 0 };
      row.views += 1;
      rows.set(key, row);
      if (view.visitor_hash) {
        const set = hashes.get(key) ?? new Set();
        set.add(view.visitor_hash);
        hashes.set(key, set);
      }
    }
    for (const [key, set] of hashes) rows.get(key)!.visitors += set.size;
  }
  return [...rows.entries()]
    .map(([key, row]) => ({
      key,
      visitors: row.visitors,
      pageViews: row.views,
      share: row.views / total,
    }))
    .sort((a, b) => b.pageViews - a.pageViews || (a.key < b.key ? -1 : 1))
    .slice(0, 10);
}

/** Everything of the roll-up tables, in a stable order, for comparing two states. */
async function snapshot(db: Kysely<Database>) {
  const daily = await db
    .selectFrom('insights_daily')
    .selectAll()
    .orderBy('dimension')
    .orderBy('day')
    .orderBy('key')
    .execute();
  const vitals = await db
    .selectFrom('insights_vitals_daily')
    .selectAll()
    .orderBy('day')
    .orderBy('path')
    .orderBy('metric')
    .execute();
  const norm = (rows: Record<string, unknown>[]) =>
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v,
        ]),
      ),
    );
  return { daily: norm(daily), vitals: norm(vitals) };
}

describe.each(databaseKinds())('site insights on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let db: Kysely<Database>;
  let dialect: SqlDialect;
  let token: string;
  const { views, vitals, messages } = fixture();

  beforeAll(async () => {
    await kind.setup();
    server = await startTestServer({
      database: await kind.create(),
      admin: { now: () => NOW, retentionJob: false },
    });
    const opened = openDatabase(server.database.url);
    db = opened.db;
    dialect = opened.dialect;
    for (let i = 0; i < views.length; i += 200) {
      await db
        .insertInto('page_views')
        .values(views.slice(i, i + 200))
        .execute();
    }
    await db.insertInto('web_vitals').values(vitals).execute();
    await db.insertInto('contact_messages').values(messages).execute();
    expect((await usersCli(server.database.url, ['add', EMAIL])).code).toBe(0);
    token = await signedIn(server, EMAIL);
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    await server?.close();
    await kind.teardown();
  });

  it('rolls up every day with raw rows, and only yesterday and today are left to redo', async () => {
    const days = await rollUpInsights(db, dialect, { now: NOW, pageViewsRetentionDays: 30 });
    expect(days).toEqual(DAYS);
    const finals = await db.selectFrom('insights_rollup_days').selectAll().orderBy('day').execute();
    expect(finals.map((row) => [row.day, Number(row.final)])).toEqual([
      ['2026-05-08', 1],
      ['2026-05-09', 0],
      ['2026-05-10', 0],
    ]);
    expect(await rollUpInsights(db, dialect, { now: NOW, pageViewsRetentionDays: 30 })).toEqual(
      DAYS.slice(1),
    );
  });

  it('counts views and visitors per day as the raw rows say (distinct hashes per day)', async () => {
    for (const day of DAYS) {
      const ofDay = views.filter((view) => view.viewed_at.startsWith(day));
      const row = await db
        .selectFrom('insights_daily')
        .selectAll()
        .where('dimension', '=', 'all')
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      expect(Number(row.views)).toBe(ofDay.length);
      expect(Number(row.visitors)).toBe(
        new Set(ofDay.map((view) => view.visitor_hash).filter(Boolean)).size,
      );
    }
  });

  it('answers the period with totals, days, ranked lists, funnel and vitals', async () => {
    const response = await adminFetch(
      server,
      token,
      `/insights?period=custom&from=${DAYS[0]}&to=${DAYS[2]}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('server-timing')).toMatch(/^app;dur=\d+(\.\d+)?$/);
    const body = (await response.json()) as InsightsResponse;
    expect(body.range).toEqual({ from: DAYS[0], to: DAYS[2] });
    expect(body.previousRange).toEqual({ from: '2026-05-05', to: '2026-05-07' });
    expect(body.previousTotals).toEqual({ visitors: 0, pageViews: 0 });

    const perDay = DAYS.map((day) => {
      const ofDay = views.filter((view) => view.viewed_at.startsWith(day));
      return {
        day,
        pageViews: ofDay.length,
        visitors: new Set(ofDay.map((view) => view.visitor_hash).filter(Boolean)).size,
      };
    });
    expect(body.daily).toEqual(perDay);
    expect(body.totals).toEqual({
      pageViews: views.length,
      visitors: perDay.reduce((sum, day) => sum + day.visitors, 0),
    });

    const close = (actual: typeof body.pages, expected: typeof body.pages) => {
      expect(actual.map(({ share: _share, ...rest }) => rest)).toEqual(
        expected.map(({ share: _share, ...rest }) => rest),
      );
      actual.forEach((row, i) => expect(row.share).toBeCloseTo(expected[i]!.share, 12));
    };
    close(
      body.pages,
      expectedRanks(views, DAYS, (view) => view.path),
    );
    close(
      body.languages,
      expectedRanks(views, DAYS, (view) => view.language),
    );
    close(
      body.referrers,
      expectedRanks(views, DAYS, (view) => view.referrer_host ?? ''),
    );
    close(
      body.campaigns,
      expectedRanks(views, DAYS, (view) => view.utm_campaign ?? ''),
    );
    close(
      body.devices,
      expectedRanks(views, DAYS, (view) => view.viewport),
    );
    close(
      body.countries,
      expectedRanks(views, DAYS, (view) => view.country ?? 'unknown'),
    );
    expect(body.pages).toHaveLength(10);

    const contactPath = (language: string) =>
      language === 'en' ? '/contact' : `/${language}/contact`;
    expect(body.funnel).toEqual([
      ...LANGUAGES.map((language) => ({
        language,
        contactViews: views.filter((view) => view.path === contactPath(language)).length,
        messages: messages.filter((m) => m.language === language && m.status !== 'spam').length,
      })),
      { language: '', contactViews: 0, messages: 1 },
    ]);

    expect(body.vitalsMinSamples).toBe(VITALS_MIN_SAMPLES);
    const groups = new Map<string, RawVital[]>();
    for (const vital of vitals) {
      const id = `${vital.path} ${vital.name}`;
      groups.set(id, [...(groups.get(id) ?? []), vital]);
    }
    expect(body.vitals.map((row) => `${row.path} ${row.metric}`).sort()).toEqual(
      [...groups.keys()].sort(),
    );
    for (const row of body.vitals) {
      const raw = groups.get(`${row.path} ${row.metric}`)!;
      expect(row.samples).toBe(raw.length);
      if (raw.length < VITALS_MIN_SAMPLES) {
        expect(row.p75).toBeNull();
        expect(row.bands).toBeNull();
        continue;
      }
      // decision 0025: within 1 % of the exact p75, plus one unit (1 ms, 0.001 CLS) of rounding.
      const exact = exactP75(raw.map((vital) => vital.value));
      expect(Math.abs(row.p75! - exact)).toBeLessThanOrEqual(
        exact * 0.01 + 1 / histogramScale(row.metric),
      );
      const share = (rating: string) =>
        raw.filter((vital) => vital.rating === rating).length / raw.length;
      expect(row.bands!.good).toBeCloseTo(share('good'), 12);
      expect(row.bands!.needsImprovement).toBeCloseTo(share('needs-improvement'), 12);
      expect(row.bands!.poor).toBeCloseTo(share('poor'), 12);
    }
    expect(body.vitals.find((row) => row.path === '/fr/contact')).toMatchObject({
      samples: 45,
      p75: expect.any(Number),
    });
    expect(body.vitals.find((row) => row.path === '/optimus')).toMatchObject({
      samples: 15,
      p75: null,
      bands: null,
    });

    expect(body.vitalsTrend).toHaveLength(DAYS.length * VITALS_METRICS.length);
    for (const point of body.vitalsTrend) {
      const raw = vitals.filter(
        (vital) => vital.received_at.startsWith(point.day) && vital.name === point.metric,
      );
      if (raw.length < VITALS_MIN_SAMPLES) {
        expect(point.p75).toBeNull();
      } else {
        const exact = exactP75(raw.map((vital) => vital.value));
        expect(Math.abs(point.p75! - exact)).toBeLessThanOrEqual(
          exact * 0.01 + 1 / histogramScale(point.metric),
        );
      }
    }
  });

  it('gives the same rows when rolled up again, twice at once, and absolute values after new rows', async () => {
    const before = await snapshot(db);
    expect(before.daily.length).toBeGreaterThan(0);
    const other = openDatabase(server.database.url).db;
    try {
      await Promise.all([
        rollUpInsights(db, dialect, { now: NOW, pageViewsRetentionDays: 30 }),
        rollUpInsights(other, dialect, { now: NOW, pageViewsRetentionDays: 30 }),
        rollUpDay(other, dialect, DAYS[2]!, false),
      ]);
    } finally {
      await other.destroy();
    }
    expect(await snapshot(db)).toEqual(before);

    await db
      .insertInto('page_views')
      .values({ ...views[views.length - 1]!, path: '/brand-new', visitor_hash: 'fresh' })
      .execute();
    await rollUpDay(db, dialect, DAYS[2]!, false);
    await rollUpDay(db, dialect, DAYS[2]!, false);
    const row = await db
      .selectFrom('insights_daily')
      .selectAll()
      .where('dimension', '=', 'path')
      .where('key', '=', '/brand-new')
      .executeTakeFirstOrThrow();
    expect([Number(row.views), Number(row.visitors)]).toEqual([1, 1]);
    const all = await db
      .selectFrom('insights_daily')
      .selectAll()
      .where('dimension', '=', 'all')
      .where('day', '=', DAYS[2]!)
      .executeTakeFirstOrThrow();
    const ofDay = views.filter((view) => view.viewed_at.startsWith(DAYS[2]!));
    expect(Number(all.views)).toBe(ofDay.length + 1);
  });

  it('purges raw page views after their retention and roll-ups after theirs', async () => {
    await db
      .insertInto('page_views')
      .values([
        { ...views[0]!, viewed_at: '2026-04-01T08:00:00.000Z' },
        { ...views[0]!, viewed_at: '2026-04-09T11:59:59.000Z' },
        { ...views[0]!, viewed_at: '2026-04-10T12:00:01.000Z' },
      ])
      .execute();
    await db
      .insertInto('insights_daily')
      .values([
        { day: '2025-04-04', dimension: 'all', key: '', views: 5, visitors: 2 },
        { day: '2025-04-05', dimension: 'all', key: '', views: 6, visitors: 3 },
      ])
      .execute();
    const purged = await purgeInsights(db, {
      now: NOW,
      pageViewsRetentionDays: 30,
      insightsRetentionDays: 400,
    });
    expect(purged).toEqual({ pageViews: 2, goalEvents: 0, rollUps: 1 });
    const raw = await db
      .selectFrom('page_views')
      .select('viewed_at')
      .where('viewed_at', '<', '2026-05-01T00:00:00.000Z')
      .execute();
    expect(raw.map((row) => new Date(row.viewed_at).toISOString())).toEqual([
      '2026-04-10T12:00:01.000Z',
    ]);
    const kept = await db
      .selectFrom('insights_daily')
      .select('day')
      .where('day', '<', '2026-01-01')
      .execute();
    expect(kept.map((row) => row.day)).toEqual(['2025-04-05']);
  });

  it('answers 401 signed out and 400 {message} for a bad range or table', async () => {
    for (const path of ['/insights', '/insights.csv?table=daily']) {
      const response = await adminFetch(server, undefined, path);
      expect(response.status).toBe(401);
    }
    for (const query of [
      'period=1y',
      'period=custom',
      'period=custom&from=2026-05-01',
      'period=custom&from=2026-05-10&to=2026-05-01',
      'period=custom&from=2026-02-30&to=2026-03-01',
      'period=custom&from=2025-04-05&to=2026-05-10',
      'period=custom&from=10-05-2026&to=2026-05-10',
      'period=7d&from=2026-05-01&to=2026-05-02',
    ]) {
      const response = await adminFetch(server, token, `/insights?${query}`);
      expect(response.status, query).toBe(400);
      expect(typeof ((await response.json()) as { message: unknown }).message).toBe('string');
    }
    const badTable = await adminFetch(server, token, '/insights.csv?period=7d&table=users');
    expect(badTable.status).toBe(400);
    // 400 days exactly is allowed.
    const longest = await adminFetch(
      server,
      token,
      '/insights?period=custom&from=2025-04-06&to=2026-05-10',
    );
    expect(longest.status).toBe(200);
    expect(((await longest.json()) as InsightsResponse).daily).toHaveLength(400);
  });

  it('answers the fixed periods ending today, with the previous period of equal length', async () => {
    const body = (await (
      await adminFetch(server, token, '/insights?period=7d')
    ).json()) as InsightsResponse;
    expect(body.range).toEqual({ from: '2026-05-04', to: '2026-05-10' });
    expect(body.previousRange).toEqual({ from: '2026-04-27', to: '2026-05-03' });
    const today = (await (
      await adminFetch(server, token, '/insights?period=today')
    ).json()) as InsightsResponse;
    expect(today.range).toEqual({ from: '2026-05-10', to: '2026-05-10' });
    expect(today.daily).toHaveLength(1);
  });

  it('exports each table as a CSV attachment', async () => {
    for (const table of INSIGHTS_CSV_TABLES) {
      const response = await adminFetch(
        server,
        token,
        `/insights.csv?period=custom&from=${DAYS[0]}&to=${DAYS[2]}&table=${table}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="insights-${table}-${DAYS[0]}-${DAYS[2]}.csv"`,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('server-timing')).toMatch(/^app;dur=/);
      const text = await response.text();
      expect(text.endsWith('\r\n')).toBe(true);
      if (table === 'daily') {
        const ofDay = (day: string) => views.filter((view) => view.viewed_at.startsWith(day));
        expect(text.split('\r\n')[0]).toBe('"day","visitors","page_views"');
        expect(text.split('\r\n')[1]).toBe(
          `"${DAYS[0]}","${
            new Set(
              ofDay(DAYS[0]!)
                .map((v) => v.visitor_hash)
                .filter(Boolean),
            ).size
          }","${ofDay(DAYS[0]!).length}"`,
        );
        expect(text.split('\r\n')).toHaveLength(DAYS.length + 2);
      }
      if (table === 'funnel') {
        expect(text).toContain('"language","contact_views","messages"\r\n');
        expect(text).toContain('"","0","1"\r\n');
      }
    }
  });
});
