/**
 * The JSON contract of the team's site insights, `GET /api/admin/insights` (DESIGN §8 "Site
 * insights"), shared by the server and the insights page (admin/insights). Types and constants
 * only. Days are UTC calendar days, `YYYY-MM-DD`; a period is inclusive at both ends.
 */
import type { InsightsGoalRow } from './insights-goals';

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

/** One row of a ranked list (top pages, languages, referrers, UTM values, devices, countries). */
export interface InsightsRankRow {
  /**
   * The page path, language code, referrer host, UTM campaign, source or medium, viewport
   * class, or country (ISO 3166-1 alpha-2, or {@link UNKNOWN_COUNTRY_KEY}); `''` for none.
   */
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

/** The ranked lists of {@link InsightsResponse}, in the page's order. */
export const INSIGHTS_LISTS = [
  'pages',
  'languages',
  'referrers',
  'campaigns',
  'sources',
  'mediums',
  'devices',
  'countries',
] as const;
/** One of {@link INSIGHTS_LISTS}. */
export type InsightsList = (typeof INSIGHTS_LISTS)[number];

/** The `countries` key of views whose address no country is known for (and of older views). */
export const UNKNOWN_COUNTRY_KEY = 'unknown';

/**
 * The licence of the country database asks for this attribution, linked, wherever countries are
 * shown (DB-IP Lite, CC BY 4.0; docs/decisions/0041-insights-countries.md).
 */
export const COUNTRY_ATTRIBUTION = {
  text: 'IP geolocation by DB-IP',
  href: 'https://db-ip.com',
} as const;

/** Rows of each ranked list in {@link InsightsResponse}; the rest come from the list call. */
export const INSIGHTS_TOP = 10;

/** Most rows `GET /api/admin/insights/list` answers (its `limit`'s default and maximum). */
export const INSIGHTS_LIST_MAX = 1000;

/** `GET /api/admin/insights/list?period=&from=&to=&list=&limit=`: one whole ranked list. */
export interface InsightsListResponse {
  list: InsightsList;
  /** The first `limit` rows, in the same order and with the same shares as the top ten. */
  rows: InsightsRankRow[];
  /** Keys the list has in the period (may exceed `rows.length` past the limit). */
  total: number;
}

/** Most characters (Unicode code points) of a team note on the daily chart. */
export const INSIGHTS_NOTE_MAX_CHARS = 200;

/** `POST /api/admin/insights/annotations`: a team member's note on one UTC day. */
export interface InsightsNoteInput {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  /** One line, 1–{@link INSIGHTS_NOTE_MAX_CHARS} characters (trimmed). */
  text: string;
}

/** A page a publish changed: the content module and the language. */
export interface InsightsPublishedPage {
  module: string;
  language: string;
}

/**
 * A mark on the daily chart: a publish of the site's copy (from the content history, every
 * publish, page revert and site rollback) or a team member's note.
 */
export type InsightsAnnotation =
  | {
      kind: 'publish';
      /** The publish's id in the content history. */
      id: number;
      /**
       * `publish`, `revert` (pages put back), `rollback` (the whole site put back) or `rerender`
       * (the site rendered again by new code after a deploy, no page changed).
       */
      action: 'publish' | 'revert' | 'rollback' | 'rerender';
      day: string;
      /** ISO 8601 UTC. */
      at: string;
      /** The editor's e-mail address. */
      by: string;
      pages: InsightsPublishedPage[];
    }
  | {
      kind: 'note';
      /** The note's id: `DELETE /api/admin/insights/annotations/:id`. */
      id: number;
      day: string;
      /** ISO 8601 UTC: when the note was written. */
      at: string;
      /** The team member's e-mail address. */
      by: string;
      text: string;
    }
  | {
      kind: 'deploy';
      /** The deploy's row id. */
      id: number;
      day: string;
      /** ISO 8601 UTC: when the first instance with this build started. */
      at: string;
      /** The build's id (server/content/releases.ts `CodeIdentity.buildId`), 16 hex digits. */
      buildId: string;
    };

/** Hex digits of a build id the chart and the list show ("Deploy 1a2b3c4d"). */
export const SHORT_BUILD_ID_LENGTH = 8;

/** Path of a shared read-only dashboard: `/share/insights/<token>` (a capability link). */
export const SHARE_PAGE_PREFIX = '/share/insights/';

/** Its data: `GET /api/share/insights/<token>` answers the link's {@link InsightsResponse}. */
export const SHARE_API_PREFIX = '/api/share/insights/';

/** How long a shared link may live, days (the panel's choices). */
export const SHARE_EXPIRY_DAYS = [7, 30, 90] as const;
/** One of {@link SHARE_EXPIRY_DAYS}. */
export type ShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number];

/** `POST /api/admin/insights/shares`: the period the link shows and how long it lives. */
export interface InsightsShareInput {
  period: InsightsPeriod;
  /** `YYYY-MM-DD`, with `period: 'custom'` only. */
  from?: string;
  /** `YYYY-MM-DD`, with `period: 'custom'` only. */
  to?: string;
  expiresInDays: ShareExpiryDays;
}

/** A shared link as the team's list shows it (never its token). */
export interface InsightsShare {
  id: number;
  period: InsightsPeriod;
  /** Fixed days of a `custom` period; null for the rolling ones. */
  from: string | null;
  to: string | null;
  /** The team member's e-mail address. */
  createdBy: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC. */
  expiresAt: string;
  /** ISO 8601 UTC, or null while not revoked. */
  revokedAt: string | null;
}

/** `POST /api/admin/insights/shares` → 201: the link, its token shown this once. */
export interface InsightsShareCreated extends InsightsShare {
  /** The link's path, `/share/insights/<token>`: shown once, not stored. */
  path: string;
}

/** `GET /api/admin/insights/shares`: the links not expired nor revoked, newest first. */
export interface InsightsSharesResponse {
  shares: InsightsShare[];
}

/** Minutes of page views {@link InsightsRealtime} counts. */
export const REALTIME_WINDOW_MINUTES = 5;

/**
 * `GET /api/admin/insights/realtime`: visitors of the last {@link REALTIME_WINDOW_MINUTES}
 * minutes (distinct visitor hashes) and the page each is on (their latest view), most visitors
 * first.
 */
export interface InsightsRealtime {
  visitors: number;
  pages: { path: string; visitors: number }[];
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
  /** UTM sources (`utm_source`), as the campaigns. */
  sources: InsightsRankRow[];
  /** UTM media (`utm_medium`), as the campaigns. */
  mediums: InsightsRankRow[];
  devices: InsightsRankRow[];
  /** Countries of the client addresses, looked up at collection (the addresses are not kept). */
  countries: InsightsRankRow[];
  /** How many keys each ranked list has in the period (its first {@link INSIGHTS_TOP} are above). */
  listSizes: Record<InsightsList, number>;
  /** Publishes of the copy and team notes on the period's days, oldest first. */
  annotations: InsightsAnnotation[];
  funnel: InsightsFunnelRow[];
  vitals: InsightsVitalsRow[];
  /** Site-wide p75 per day and metric (null under the minimum samples). */
  vitalsTrend: { day: string; metric: VitalsMetric; p75: number | null }[];
  /** Fewest samples for which a p75 is shown. */
  vitalsMinSamples: number;
  /** The period's {@link INSIGHTS_TOP} most reached goals per page and language (common/insights-goals.ts). */
  goals: InsightsGoalRow[];
  /** How many goal rows the period has. */
  goalsTotal: number;
}

/** The tables `GET /api/admin/insights.csv?table=` exports. */
export const INSIGHTS_CSV_TABLES = [
  'daily',
  ...INSIGHTS_LISTS,
  'funnel',
  'vitals',
  'goals',
] as const;
/** One of {@link INSIGHTS_CSV_TABLES}. */
export type InsightsCsvTable = (typeof INSIGHTS_CSV_TABLES)[number];
