/**
 * The dashboard's answers (DESIGN §8 "Site insights"; common/insights-api.ts): a period's
 * totals, daily series, ranked lists (the top ten, or a whole list), contact funnel, web vitals
 * and annotations, read from the roll-ups of ./roll-up.ts (never from the raw rows), so each
 * answer is a few index range scans whatever the traffic (measured by `npm run bench --
 * insights`). The one exception is the realtime count, which reads the raw views of the last
 * 5 minutes through the `viewed_at` index, plus the views not yet written
 * (docs/decisions/0036-insights-annotations-realtime.md).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { z } from 'zod';
import {
  INSIGHTS_LISTS,
  INSIGHTS_PERIODS,
  INSIGHTS_TOP,
  REALTIME_WINDOW_MINUTES,
  VITALS_METRICS,
  type InsightsAnnotation,
  type InsightsDay,
  type InsightsList,
  type InsightsListResponse,
  type InsightsRealtime,
  type InsightsFunnelRow,
  type InsightsRange,
  type InsightsRankRow,
  type InsightsResponse,
  type InsightsVitalsRow,
  type VitalsMetric,
} from '../../common/insights-api';
import type { PublishChange } from '../../common/content-api';
import { LOCALES, localizePath } from '../../common/i18n';
import { publishKindOf } from '../content/publish-kind';
import type { Database } from '../db/schema';
import type { InsightsGoalsResponse } from '../../common/insights-goals';
import { goalRows } from './goals';
import { addEncodedHistogram, emptyHistogram, p75OfHistogram, type Histogram } from './histogram';
import { addDays, dayOf, SITE_WIDE_PATH, type InsightsDimension } from './roll-up';

/** Longest period a query may span, days (the roll-ups' default retention). */
export const INSIGHTS_MAX_RANGE_DAYS = 400;

/** Fewest samples for which a p75 and bands are shown (fewer say little about a page). */
export const VITALS_MIN_SAMPLES = 20;

/** The roll-up dimension of each ranked list. */
export const LIST_DIMENSIONS: Record<InsightsList, InsightsDimension> = {
  pages: 'path',
  languages: 'language',
  referrers: 'referrer',
  campaigns: 'utm_campaign',
  sources: 'utm_source',
  mediums: 'utm_medium',
  devices: 'viewport',
  countries: 'country',
};

/** A page view not yet written (this instance's write buffer): who, where, when. */
export interface PendingView {
  visitor_hash?: string | null;
  path: string;
  /** ISO 8601 UTC. */
  viewed_at: string;
}

/** Days of each fixed period (today counts as one). */
const PERIOD_DAYS = { today: 1, '7d': 7, '30d': 30, '90d': 90 } as const;

/**
 * A real UTC calendar day, `YYYY-MM-DD`.
 * @param messages the 400's sentences: not in that form, not a real day
 */
export function calendarDay(messages: { form: string; real: string }) {
  return z
    .string({ error: messages.form })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.form })
    .refine(
      (day) => {
        const ms = Date.parse(`${day}T00:00:00.000Z`);
        return Number.isFinite(ms) && dayOf(ms) === day;
      },
      { error: messages.real },
    );
}

const isoDay = calendarDay({
  form: 'from and to must be days, YYYY-MM-DD',
  real: 'from and to must be real calendar days',
});

/** The query string of `GET /api/admin/insights` and `.csv` (the CSV's `table` apart). */
export const insightsQuery = z.object({
  period: z
    .enum(INSIGHTS_PERIODS, { error: `period must be one of ${INSIGHTS_PERIODS.join(', ')}` })
    .default('30d'),
  from: isoDay.optional(),
  to: isoDay.optional(),
});

/** Days from `from` to `to`, both included. */
function lengthOf(range: InsightsRange): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
}

/**
 * The range of a period (`today`: the current UTC day; `7d` etc.: that many days ending today;
 * `custom`: `from`–`to`, both included, at most {@link INSIGHTS_MAX_RANGE_DAYS} days) and the
 * period of the same length just before it.
 * @returns the ranges, or `{error}`: a sentence for the 400 answer
 */
export function resolveRange(
  query: z.infer<typeof insightsQuery>,
  nowMs: number,
): { range: InsightsRange; previousRange: InsightsRange } | { error: string } {
  const today = dayOf(nowMs);
  let range: InsightsRange;
  if (query.period === 'custom') {
    if (!query.from || !query.to) return { error: 'A custom period needs from and to.' };
    range = { from: query.from, to: query.to };
    if (range.from > range.to) return { error: 'from must not be after to.' };
    if (lengthOf(range) > INSIGHTS_MAX_RANGE_DAYS) {
      return { error: `A period spans at most ${INSIGHTS_MAX_RANGE_DAYS} days.` };
    }
  } else {
    if (query.from || query.to) return { error: 'from and to go with period=custom only.' };
    range = { from: addDays(today, 1 - PERIOD_DAYS[query.period]), to: today };
  }
  const days = lengthOf(range);
  return {
    range,
    previousRange: { from: addDays(range.from, -days), to: addDays(range.from, -1) },
  };
}

/** `pg` returns sums and bigints as strings; SQLite as numbers. */
const num = (value: unknown) => Number(value ?? 0);

/** A stored time as ISO 8601 UTC (`pg` gives a Date, SQLite the ISO text it stored). */
const isoTime = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

/** The dashboard's queries over one database. */
export interface InsightsQueries {
  /** Everything of {@link InsightsResponse} for a range and its previous one. */
  response(range: InsightsRange, previousRange: InsightsRange): Promise<InsightsResponse>;
  /** The first `limit` rows of one ranked list over a range, and how many it has. */
  list(list: InsightsList, range: InsightsRange, limit: number): Promise<InsightsListResponse>;
  /**
   * Visitors of the {@link REALTIME_WINDOW_MINUTES} minutes before `nowMs` and the page each is
   * on (their latest view), from the table and from `pending`, the views this instance has not
   * written yet (a view in both counts once: visitors are distinct hashes).
   */
  realtime(nowMs: number, pending: readonly PendingView[]): Promise<InsightsRealtime>;
  /** The first `limit` goal rows of a range (./goals.ts `goalRows`), and how many it has. */
  goals(range: InsightsRange, limit: number): Promise<InsightsGoalsResponse>;
  /**
   * The site-wide p75 of each metric over the whole range (the days' site-wide histograms of
   * `vitalsTrend` merged), in {@link VITALS_METRICS} order; null under {@link VITALS_MIN_SAMPLES}.
   */
  siteVitals(
    range: InsightsRange,
  ): Promise<{ metric: VitalsMetric; samples: number; p75: number | null }[]>;
}

/** Builds the queries. */
export function createInsightsQueries(db: Kysely<Database>): InsightsQueries {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const totals = async (range: InsightsRange) => {
    const row = await db
      .selectFrom('insights_daily')
      .select((eb) => [
        eb.fn.sum<number>('views').as('views'),
        eb.fn.sum<number>('visitors').as('visitors'),
      ])
      .where('dimension', '=', 'all')
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .executeTakeFirst();
    return { visitors: num(row?.visitors), pageViews: num(row?.views) };
  };

  const daily = async (range: InsightsRange): Promise<InsightsDay[]> => {
    const rows = await db
      .selectFrom('insights_daily')
      .select(['day', 'views', 'visitors'])
      .where('dimension', '=', 'all')
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .execute();
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const days: InsightsDay[] = [];
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
      const row = byDay.get(day);
      days.push({ day, visitors: num(row?.visitors), pageViews: num(row?.views) });
    }
    return days;
  };

  /**
   * The top `limit` keys of a dimension and how many keys it has (a window count over the
   * groups, in the same statement); `share` is filled in once the period's total is known.
   */
  const ranked = async (
    dimension: InsightsDimension,
    range: InsightsRange,
    limit: number,
  ): Promise<{ rows: InsightsRankRow[]; total: number }> => {
    const rows = await db
      .selectFrom('insights_daily')
      .select((eb) => [
        'key',
        eb.fn.sum<number>('views').as('views'),
        eb.fn.sum<number>('visitors').as('visitors'),
        sql<number | string>`count(*) over ()`.as('total'),
      ])
      .where('dimension', '=', dimension)
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .groupBy('key')
      .orderBy('views', 'desc')
      .orderBy('key', 'asc')
      .limit(limit)
      .execute();
    return {
      rows: rows.map((row) => ({
        key: row.key,
        visitors: num(row.visitors),
        pageViews: num(row.views),
        share: 0,
      })),
      total: num(rows[0]?.total),
    };
  };

  /** The publishes of the copy, the team's notes and the deploys on the range's days, oldest first. */
  const annotations = async (range: InsightsRange): Promise<InsightsAnnotation[]> => {
    const [publishes, notes, deploys] = await Promise.all([
      db
        .selectFrom('content_publishes')
        .select(['id', 'published_at', 'published_by', 'kind', 'restores_id', 'changes'])
        .where('published_at', '>=', `${range.from}T00:00:00.000Z`)
        .where('published_at', '<', `${addDays(range.to, 1)}T00:00:00.000Z`)
        .orderBy('published_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('insights_annotations')
        .select(['id', 'day', 'text', 'author', 'created_at'])
        .where('day', '>=', range.from)
        .where('day', '<=', range.to)
        .orderBy('day')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('insights_deploys')
        .select(['id', 'build_id', 'deployed_at'])
        .where('deployed_at', '>=', `${range.from}T00:00:00.000Z`)
        .where('deployed_at', '<', `${addDays(range.to, 1)}T00:00:00.000Z`)
        .orderBy('deployed_at')
        .orderBy('id')
        .execute(),
    ]);
    const marks: InsightsAnnotation[] = [
      ...publishes.map((row): InsightsAnnotation => {
        const at = isoTime(row.published_at);
        return {
          kind: 'publish',
          id: Number(row.id),
          action: publishKindOf(row),
          day: at.slice(0, 10),
          at,
          by: row.published_by,
          pages: (JSON.parse(row.changes) as PublishChange[]).map(({ module, language }) => ({
            module,
            language,
          })),
        };
      }),
      ...notes.map((row): InsightsAnnotation => ({
        kind: 'note',
        id: Number(row.id),
        day: row.day,
        at: isoTime(row.created_at),
        by: row.author,
        text: row.text,
      })),
      ...deploys.map((row): InsightsAnnotation => {
        const at = isoTime(row.deployed_at);
        return {
          kind: 'deploy',
          id: Number(row.id),
          day: at.slice(0, 10),
          at,
          buildId: row.build_id,
        };
      }),
    ];
    // By day; within a day, by the time each was made (a note written later about an earlier
    // day still sorts on its day).
    return marks.sort((a, b) =>
      a.day === b.day ? (a.at < b.at ? -1 : a.at > b.at ? 1 : 0) : a.day < b.day ? -1 : 1,
    );
  };

  const funnel = async (range: InsightsRange): Promise<InsightsFunnelRow[]> => {
    const contactPaths = new Map<string, string>(
      LOCALES.map((locale) => [localizePath('/contact', locale), locale]),
    );
    const [views, messages] = await Promise.all([
      db
        .selectFrom('insights_daily')
        .select((eb) => ['key', eb.fn.sum<number>('views').as('views')])
        .where('dimension', '=', 'path')
        .where('day', '>=', range.from)
        .where('day', '<=', range.to)
        .where('key', 'in', [...contactPaths.keys()])
        .groupBy('key')
        .execute(),
      db
        .selectFrom('insights_daily')
        .select((eb) => ['key', eb.fn.sum<number>('views').as('views')])
        .where('dimension', '=', 'contact')
        .where('day', '>=', range.from)
        .where('day', '<=', range.to)
        .groupBy('key')
        .execute(),
    ]);
    const rows = new Map<string, InsightsFunnelRow>(
      LOCALES.map((language) => [language, { language, contactViews: 0, messages: 0 }]),
    );
    for (const row of views) rows.get(contactPaths.get(row.key)!)!.contactViews += num(row.views);
    for (const row of messages) {
      // Messages of old clients have no language: their own row, keyed ''.
      let target = rows.get(row.key);
      if (!target) {
        target = { language: row.key, contactViews: 0, messages: 0 };
        rows.set(row.key, target);
      }
      target.messages += num(row.views);
    }
    return [...rows.values()];
  };

  /** The site-wide vitals rows (path '') of the range's days: samples and histogram per day and metric. */
  const siteVitalRows = (range: InsightsRange) =>
    db
      .selectFrom('insights_vitals_daily')
      .select(['day', 'metric', 'samples', 'histogram'])
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .where('path', '=', SITE_WIDE_PATH)
      .execute();

  const vitals = async (
    range: InsightsRange,
  ): Promise<Pick<InsightsResponse, 'vitals' | 'vitalsTrend'>> => {
    // Summed per page and metric in the database, histograms concatenated there too: a few
    // hundred rows cross to us however many days the period has.
    const inner = sql`substr(histogram, 2, length(histogram) - 2)`;
    const joined = isPostgres ? sql`string_agg(${inner}, ',')` : sql`group_concat(${inner}, ',')`;
    // The per-page sums and the site-wide days at once: neither waits for the other.
    const [{ rows: pageRows }, siteRows] = await Promise.all([
      sql<{
        path: string;
        metric: string;
        samples: number | string;
        good: number | string;
        needs_improvement: number | string;
        poor: number | string;
        histograms: string;
      }>`select path, metric, sum(samples) as samples, sum(good) as good,
        sum(needs_improvement) as needs_improvement, sum(poor) as poor,
        '[' || ${joined} || ']' as histograms
      from insights_vitals_daily
      where day >= ${range.from} and day <= ${range.to} and path <> ${SITE_WIDE_PATH}
      group by path, metric`.execute(db),
      siteVitalRows(range),
    ]);
    const rows = [
      ...pageRows.map((row) => ({ ...row, day: '', histogram: row.histograms })),
      ...siteRows.map((row) => ({
        ...row,
        path: SITE_WIDE_PATH,
        good: 0,
        needs_improvement: 0,
        poor: 0,
      })),
    ];
    const perPage = new Map<
      string,
      {
        path: string;
        metric: VitalsMetric;
        samples: number;
        good: number;
        ni: number;
        poor: number;
        histogram: Histogram;
      }
    >();
    // Site-wide rows (path '') give the trend; the others the per-page list.
    const perDay = new Map<string, { samples: number; histogram: Histogram }>();
    for (const row of rows) {
      const metric = row.metric as VitalsMetric;
      if (row.path === SITE_WIDE_PATH) {
        const histogram = emptyHistogram();
        addEncodedHistogram(histogram, row.histogram);
        perDay.set(`${row.day}\u0000${metric}`, { samples: num(row.samples), histogram });
        continue;
      }
      const id = `${row.path}\u0000${metric}`;
      let page = perPage.get(id);
      if (!page) {
        page = {
          path: row.path,
          metric,
          samples: 0,
          good: 0,
          ni: 0,
          poor: 0,
          histogram: emptyHistogram(),
        };
        perPage.set(id, page);
      }
      page.samples += num(row.samples);
      page.good += num(row.good);
      page.ni += num(row.needs_improvement);
      page.poor += num(row.poor);
      addEncodedHistogram(page.histogram, row.histogram);
    }
    const metricOrder = (metric: VitalsMetric) => VITALS_METRICS.indexOf(metric);
    const vitalsRows: InsightsVitalsRow[] = [...perPage.values()]
      .sort((a, b) =>
        a.path === b.path
          ? metricOrder(a.metric) - metricOrder(b.metric)
          : a.path < b.path
            ? -1
            : 1,
      )
      .map((page) => {
        const enough = page.samples >= VITALS_MIN_SAMPLES;
        return {
          path: page.path,
          metric: page.metric,
          samples: page.samples,
          p75: enough ? p75OfHistogram(page.metric, page.histogram) : null,
          bands: enough
            ? {
                good: page.good / page.samples,
                needsImprovement: page.ni / page.samples,
                poor: page.poor / page.samples,
              }
            : null,
        };
      });
    const vitalsTrend: InsightsResponse['vitalsTrend'] = [];
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
      for (const metric of VITALS_METRICS) {
        const site = perDay.get(`${day}\u0000${metric}`);
        vitalsTrend.push({
          day,
          metric,
          p75:
            site && site.samples >= VITALS_MIN_SAMPLES
              ? p75OfHistogram(metric, site.histogram)
              : null,
        });
      }
    }
    return { vitals: vitalsRows, vitalsTrend };
  };

  /** Each row's share of the period's page views. */
  const withShares = (rows: InsightsRankRow[], pageViews: number) =>
    rows.map((row) => ({ ...row, share: pageViews > 0 ? row.pageViews / pageViews : 0 }));

  return {
    async response(range, previousRange) {
      // All at once: on PostgreSQL each query has a pool connection and a backend of its own.
      const [current, previous, days, funnelRows, vitalsPart, marks, goalPart, ...lists] =
        await Promise.all([
          totals(range),
          totals(previousRange),
          daily(range),
          funnel(range),
          vitals(range),
          annotations(range),
          goalRows(db, range, INSIGHTS_TOP),
          ...INSIGHTS_LISTS.map((list) => ranked(LIST_DIMENSIONS[list], range, INSIGHTS_TOP)),
        ]);
      const ranks = lists as { rows: InsightsRankRow[]; total: number }[];
      const byList = Object.fromEntries(
        INSIGHTS_LISTS.map((list, i) => [list, withShares(ranks[i]!.rows, current.pageViews)]),
      ) as Record<InsightsList, InsightsRankRow[]>;
      return {
        range,
        previousRange,
        totals: current,
        previousTotals: previous,
        daily: days,
        ...byList,
        listSizes: Object.fromEntries(
          INSIGHTS_LISTS.map((list, i) => [list, ranks[i]!.total]),
        ) as Record<InsightsList, number>,
        annotations: marks,
        funnel: funnelRows,
        ...vitalsPart,
        vitalsMinSamples: VITALS_MIN_SAMPLES,
        goals: goalPart.rows,
        goalsTotal: goalPart.total,
      };
    },

    async list(list, range, limit) {
      const [current, rank] = await Promise.all([
        totals(range),
        ranked(LIST_DIMENSIONS[list], range, limit),
      ]);
      return { list, rows: withShares(rank.rows, current.pageViews), total: rank.total };
    },

    goals: (range, limit) => goalRows(db, range, limit),

    async siteVitals(range) {
      // The trend's rows, their days' histograms merged: the period's p75 as the trend's is a day's.
      const merged = new Map<VitalsMetric, { samples: number; histogram: Histogram }>(
        VITALS_METRICS.map((metric) => [metric, { samples: 0, histogram: emptyHistogram() }]),
      );
      for (const row of await siteVitalRows(range)) {
        const cell = merged.get(row.metric as VitalsMetric);
        if (!cell) continue;
        cell.samples += num(row.samples);
        addEncodedHistogram(cell.histogram, row.histogram);
      }
      return VITALS_METRICS.map((metric) => {
        const { samples, histogram } = merged.get(metric)!;
        return {
          metric,
          samples,
          p75: samples >= VITALS_MIN_SAMPLES ? p75OfHistogram(metric, histogram) : null,
        };
      });
    },

    async realtime(nowMs, pending) {
      const since = new Date(nowMs - REALTIME_WINDOW_MINUTES * 60_000).toISOString();
      const until = new Date(nowMs).toISOString();
      // Each visitor's latest view of the window (the page they are on), read through the
      // index on viewed_at: one row per visitor crosses to us, however many views they made.
      const { rows } = await sql<{ visitor_hash: string; path: string; viewed_at: unknown }>`
        select visitor_hash, path, viewed_at from (
          select visitor_hash, path, viewed_at,
            row_number() over (partition by visitor_hash order by viewed_at desc, id desc) as n
          from page_views
          where viewed_at >= ${since} and viewed_at <= ${until} and visitor_hash is not null
        ) as latest
        where n = 1`.execute(db);
      const latest = new Map<string, { path: string; at: string }>();
      for (const row of rows) {
        latest.set(row.visitor_hash, { path: row.path, at: isoTime(row.viewed_at) });
      }
      // The buffer's views are the newest, unless a flush wrote them meanwhile: same hash, same
      // time, same answer.
      for (const view of pending) {
        if (!view.visitor_hash || view.viewed_at < since || view.viewed_at > until) continue;
        const seen = latest.get(view.visitor_hash);
        if (!seen || view.viewed_at >= seen.at) {
          latest.set(view.visitor_hash, { path: view.path, at: view.viewed_at });
        }
      }
      const perPage = new Map<string, number>();
      for (const { path } of latest.values()) perPage.set(path, (perPage.get(path) ?? 0) + 1);
      return {
        visitors: latest.size,
        pages: [...perPage.entries()]
          .map(([path, visitors]) => ({ path, visitors }))
          .sort((a, b) => b.visitors - a.visitors || (a.path < b.path ? -1 : 1)),
      };
    },
  };
}
