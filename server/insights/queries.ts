/**
 * The dashboard's answers (DESIGN §8 "Site insights"; common/insights-api.ts): a period's
 * totals, daily series, ranked lists, contact funnel and web vitals, read from the roll-ups of
 * ./roll-up.ts only (never from the raw rows), so each answer is a few index range scans
 * whatever the traffic (measured by `npm run bench -- insights`).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { z } from 'zod';
import {
  INSIGHTS_PERIODS,
  VITALS_METRICS,
  type InsightsDay,
  type InsightsFunnelRow,
  type InsightsRange,
  type InsightsRankRow,
  type InsightsResponse,
  type InsightsVitalsRow,
  type VitalsMetric,
} from '../../common/insights-api';
import { LOCALES, localizePath } from '../../common/i18n';
import type { Database } from '../db/schema';
import { addEncodedHistogram, emptyHistogram, p75OfHistogram, type Histogram } from './histogram';
import { addDays, dayOf, SITE_WIDE_PATH, type InsightsDimension } from './roll-up';

/** Longest period a query may span, days (the roll-ups' default retention). */
export const INSIGHTS_MAX_RANGE_DAYS = 400;

/** Fewest samples for which a p75 and bands are shown (fewer say little about a page). */
export const VITALS_MIN_SAMPLES = 20;

/** Rows of each ranked list. */
export const INSIGHTS_TOP = 10;

/** Days of each fixed period (today counts as one). */
const PERIOD_DAYS = { today: 1, '7d': 7, '30d': 30, '90d': 90 } as const;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'from and to must be days, YYYY-MM-DD' })
  .refine(
    (day) => {
      const ms = Date.parse(`${day}T00:00:00.000Z`);
      return Number.isFinite(ms) && dayOf(ms) === day;
    },
    {
      error: 'from and to must be real calendar days',
    },
  );

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

/** The dashboard's queries over one database. */
export interface InsightsQueries {
  /** Everything of {@link InsightsResponse} for a range and its previous one. */
  response(range: InsightsRange, previousRange: InsightsRange): Promise<InsightsResponse>;
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

  /** The top keys of a dimension; `share` is filled in once the period's total is known. */
  const ranked = async (
    dimension: InsightsDimension,
    range: InsightsRange,
  ): Promise<InsightsRankRow[]> => {
    const rows = await db
      .selectFrom('insights_daily')
      .select((eb) => [
        'key',
        eb.fn.sum<number>('views').as('views'),
        eb.fn.sum<number>('visitors').as('visitors'),
      ])
      .where('dimension', '=', dimension)
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .groupBy('key')
      .orderBy('views', 'desc')
      .orderBy('key', 'asc')
      .limit(INSIGHTS_TOP)
      .execute();
    return rows.map((row) => ({
      key: row.key,
      visitors: num(row.visitors),
      pageViews: num(row.views),
      share: 0,
    }));
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

  const vitals = async (
    range: InsightsRange,
  ): Promise<Pick<InsightsResponse, 'vitals' | 'vitalsTrend'>> => {
    // Summed per page and metric in the database, histograms concatenated there too: a few
    // hundred rows cross to us however many days the period has.
    const inner = sql`substr(histogram, 2, length(histogram) - 2)`;
    const joined = isPostgres ? sql`string_agg(${inner}, ',')` : sql`group_concat(${inner}, ',')`;
    const { rows: pageRows } = await sql<{
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
      group by path, metric`.execute(db);
    const siteRows = await db
      .selectFrom('insights_vitals_daily')
      .select(['day', 'metric', 'samples', 'histogram'])
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .where('path', '=', SITE_WIDE_PATH)
      .execute();
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

  return {
    async response(range, previousRange) {
      // All at once: on PostgreSQL each query has a pool connection and a backend of its own.
      const [current, previous, days, funnelRows, vitalsPart, ...lists] = await Promise.all([
        totals(range),
        totals(previousRange),
        daily(range),
        funnel(range),
        vitals(range),
        ...(['path', 'language', 'referrer', 'utm_campaign', 'viewport'] as const).map(
          (dimension) => ranked(dimension, range),
        ),
      ]);
      const withShares = (rows: InsightsRankRow[] | undefined) =>
        (rows ?? []).map((row) => ({
          ...row,
          share: current.pageViews > 0 ? row.pageViews / current.pageViews : 0,
        }));
      const [pages, languages, referrers, campaigns, devices] = (lists as InsightsRankRow[][]).map(
        withShares,
      );
      return {
        range,
        previousRange,
        totals: current,
        previousTotals: previous,
        daily: days,
        pages: pages!,
        languages: languages!,
        referrers: referrers!,
        campaigns: campaigns!,
        devices: devices!,
        funnel: funnelRows,
        ...vitalsPart,
        vitalsMinSamples: VITALS_MIN_SAMPLES,
      };
    },
  };
}
