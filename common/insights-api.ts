/**
 * The JSON contract of the team's site insights, `GET /api/admin/insights` (DESIGN §8 "Site
 * insights"), shared by the server and the insights page (admin/insights). Types and constants
 * only. Days are UTC calendar days, `YYYY-MM-DD`; a period is inclusive at both ends.
 */

/** Path of the insights page. */
export const INSIGHTS_PATH = '/admin/insights';

/** The periods the picker offers; `custom` takes `from` and `to`. */
export const INSIGHTS_PERIODS = ['today', '7d', '30d', '90d', 'custom'] as const;
/** One of {@link INSIGHTS_PERIODS}. */
export type InsightsPeriod = (typeof INSIGHTS_PERIODS)[number];

/** The web-vitals metrics the site reports (spec §7). */
export const VITALS_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
/** One of {@link VITALS_METRICS}. */
export type VitalsMetric = (typeof VITALS_METRICS)[number];

/**
 * The "good" and "poor" limits of each metric, as web-vitals defines them (`LCPThresholds` etc.,
 * web.dev "Core Web Vitals thresholds"): good ≤ first, poor > second. ms, except CLS (unitless).
 */
export const VITALS_THRESHOLDS: Record<VitalsMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** An inclusive range of UTC days. */
export interface InsightsRange {
  from: string;
  to: string;
}

/** Visitors and page views of one day. */
export interface InsightsDay {
  day: string;
  visitors: number;
  pageViews: number;
}

/** One row of a ranked list (top pages, languages, referrers, campaigns, devices). */
export interface InsightsRankRow {
  /** The page path, language code, referrer host, campaign or viewport class; `''` for none. */
  key: string;
  visitors: number;
  pageViews: number;
  /** `pageViews` over the period's page views, 0–1. */
  share: number;
}

/** The contact funnel of one language: views of its contact page, then messages stored. */
export interface InsightsFunnelRow {
  language: string;
  contactViews: number;
  messages: number;
}

/** Real-user web vitals of one page and metric over the period. */
export interface InsightsVitalsRow {
  path: string;
  metric: VitalsMetric;
  samples: number;
  /** 75th percentile, ms (CLS unitless); null when `samples` is under the minimum. */
  p75: number | null;
  /** Shares of good, needs-improvement and poor samples, 0–1 each; null when too few samples. */
  bands: { good: number; needsImprovement: number; poor: number } | null;
}

/** `GET /api/admin/insights?period=&from=&to=`: everything the insights page shows. */
export interface InsightsResponse {
  range: InsightsRange;
  /** The period of the same length just before `range`, for comparison. */
  previousRange: InsightsRange;
  totals: { visitors: number; pageViews: number };
  previousTotals: { visitors: number; pageViews: number };
  /** One entry per day of `range`, zeros included. */
  daily: InsightsDay[];
  pages: InsightsRankRow[];
  languages: InsightsRankRow[];
  referrers: InsightsRankRow[];
  campaigns: InsightsRankRow[];
  devices: InsightsRankRow[];
  funnel: InsightsFunnelRow[];
  vitals: InsightsVitalsRow[];
  /** Site-wide p75 per day and metric (null under the minimum samples). */
  vitalsTrend: { day: string; metric: VitalsMetric; p75: number | null }[];
  /** Fewest samples for which a p75 is shown. */
  vitalsMinSamples: number;
}

/** The tables `GET /api/admin/insights.csv?table=` exports. */
export const INSIGHTS_CSV_TABLES = [
  'daily',
  'pages',
  'languages',
  'referrers',
  'campaigns',
  'devices',
  'funnel',
  'vitals',
] as const;
/** One of {@link INSIGHTS_CSV_TABLES}. */
export type InsightsCsvTable = (typeof INSIGHTS_CSV_TABLES)[number];
