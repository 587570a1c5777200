/**
 * The goals of site insights (DESIGN §8 "Site insights: goals";
 * docs/decisions/0042-insights-goals.md), shared by the site's goal beacon (app/lib/pageviews.ts),
 * the server (server/insights/goals.ts) and the insights page (admin/insights). Types and
 * constants only.
 *
 * A goal is something a visitor did on a page: downloaded one of the PDFs, searched, opened the
 * external platform, sent a message. Each is counted per page path and language, with the same
 * cookieless rules as page views, and set against that page's visitors (its conversion rate).
 */
import { documentPaths } from './paths';
import { site } from './site';

/** The PDFs whose downloads are goals, by their public path (common/paths.ts `documentPaths`). */
export const DOWNLOAD_GOALS = {
  [documentPaths.optimusDeck]: 'download-optimus',
  [documentPaths.scanovaDeck]: 'download-scanova',
  [documentPaths.lumenDeck]: 'download-lumen',
  [documentPaths.cv]: 'download-cv',
} as const;

/** The goals the site's beacon reports (`POST /api/goals`); nothing else is accepted. */
export const BEACON_GOALS = [
  'download-optimus',
  'download-scanova',
  'download-lumen',
  'download-cv',
  'search',
  'platform',
] as const;
/** One of {@link BEACON_GOALS}. */
export type BeaconGoal = (typeof BEACON_GOALS)[number];

/**
 * Every goal the dashboard shows: the beacon's, and `contact`, counted on the server from the
 * stored contact messages (the contact funnel's source), never from a beacon.
 */
export const INSIGHTS_GOALS = [...BEACON_GOALS, 'contact'] as const;
/** One of {@link INSIGHTS_GOALS}. */
export type InsightsGoal = (typeof INSIGHTS_GOALS)[number];

/** The external platform whose opening is the `platform` goal (spec §2 /iffer). */
export const PLATFORM_ORIGIN = new URL(site.links.ifferPlatform).origin;

/** Where the beacon posts. */
export const GOALS_ENDPOINT = '/api/goals';

/** The report of one goal: what `POST /api/goals` accepts, unknown keys refused. */
export interface GoalPayload {
  goal: BeaconGoal;
  /** The page it happened on (`location.pathname`), one of the counted pages. */
  path: string;
  /** The page's language (`<html lang>`). */
  language: string;
}

/** One goal on one page in one language over a period (`GET /api/admin/insights`). */
export interface InsightsGoalRow {
  goal: InsightsGoal;
  path: string;
  language: string;
  /** Times it was reached. */
  count: number;
  /**
   * Visitors who reached it: distinct daily visitor hashes, summed over the period's days (as
   * page visitors are). Null for `contact`: a stored message carries no visitor hash.
   */
  visitors: number | null;
  /** Visitors of the page over the period (the `path` roll-up), the rate's denominator. */
  pageVisitors: number;
  /**
   * `visitors ÷ pageVisitors` (for `contact`, messages ÷ page visitors), 0–1; null when the page
   * had no counted visitors.
   */
  conversion: number | null;
}

/** `GET /api/admin/insights/goals?period=&from=&to=&limit=`: the whole goals list. */
export interface InsightsGoalsResponse {
  rows: InsightsGoalRow[];
  /** Rows the list has in the period (may exceed `rows.length` past the limit). */
  total: number;
}
