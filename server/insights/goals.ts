/**
 * Goals of site insights (DESIGN §8 "Site insights: goals"; docs/decisions/0042-insights-goals.md;
 * names in common/insights-goals.ts): a PDF downloaded, a search made, the external platform
 * opened, reported by the site's beacon; and a contact message sent, counted from the stored
 * messages (the contact funnel's source), never reported by a browser.
 *
 * - `POST /api/goals` ({@link goalRoutes}) counts a report under exactly the page-view route's
 *   rules (./collect-route.ts): the same beacon scope (server/beacon-route.ts: JSON in UTF-8
 *   only, a per-address rate limit, a body limit), nothing stored for a bot or missing user agent
 *   or `Sec-GPC: 1` (answered 204 all the same), only a known goal name on a counted page
 *   (./counted-paths.ts) in that page's own language, and `search` only on a search page. Stored:
 *   the goal, path, language and the day's visitor hash; never the address, the user agent or a
 *   query. Goals are a few per visit, so each is one INSERT, not buffered as page views are.
 * - The daily roll-up ({@link computeGoalsDay}, {@link writeGoalsDay}, called by ./roll-up.ts
 *   for each day it rolls up) writes `insights_goals_daily`: per goal, path and language, how
 *   often and by how many distinct visitor hashes.
 * - The dashboard ({@link goalRows}) sums a period's days and sets each row's visitors against the
 *   page's visitors of the same period (the `path` roll-up of `insights_daily`).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import { isLocale, localeFromPath, localizePath, LOCALES } from '../../common/i18n';
import {
  BEACON_GOALS,
  GOALS_ENDPOINT,
  type InsightsGoal,
  type InsightsGoalRow,
  type InsightsGoalsResponse,
} from '../../common/insights-goals';
import type { InsightsRange } from '../../common/insights-api';
import { searchPath } from '../../common/paths';
import { hasControlCharacters, isWellFormedText } from '../../common/text-safety';
import type { BeaconOptions } from '../beacon-route';
import type { Database } from '../db/schema';
import { countingBeaconRoute, requestVisitorHash } from './collect-route';
import { countedPath } from './counted-paths';
import { PAGEVIEW_PATH_MAX_CHARS, PAGEVIEWS_RATE_LIMIT_MAX } from './limits';
import { createDailySalts } from './visitor-hash';

/**
 * A goal report is three short fields (about 70 bytes); anything over 512 bytes is not one.
 * Bytes.
 */
export const GOALS_BODY_LIMIT_BYTES = 512;

/**
 * Goal reports per client IP per `RATE_LIMIT_WINDOW_MS` (server/limits.ts): a visitor reaches a
 * goal far less often than they view a page, so the page views' 60 a minute bounds it too.
 */
export const GOALS_RATE_LIMIT_MAX = PAGEVIEWS_RATE_LIMIT_MAX;

/** The search result pages, one per language: the only pages a `search` goal is counted on. */
const SEARCH_PAGES: ReadonlySet<string> = new Set(
  LOCALES.map((locale) => localizePath(searchPath, locale)),
);

/** The report the beacon sends (common/insights-goals.ts `GoalPayload`); unknown keys refused. */
export const goalSchema = z.strictObject({
  goal: z.enum(BEACON_GOALS),
  path: z
    .string()
    .max(PAGEVIEW_PATH_MAX_CHARS)
    .startsWith('/')
    .refine((path) => isWellFormedText(path) && !hasControlCharacters(path), {
      error: 'must be printable text',
    })
    .refine((path) => !/[?#]/.test(path), { error: 'path must not carry a query or fragment' }),
  language: z.enum(LOCALES),
});

/** A validated goal report. */
export type GoalReport = z.infer<typeof goalSchema>;

/**
 * The counted page a goal report stands for, or null when it is not counted: a path that is none
 * of the site's pages, a language that is not the page's own (`/fr/optimus` is French), or a
 * search outside the search pages.
 */
export function countedGoalPath(report: GoalReport): string | null {
  const path = countedPath(report.path);
  if (path === null || localeFromPath(path) !== report.language) return null;
  if (report.goal === 'search' && !SEARCH_PAGES.has(path)) return null;
  return path;
}

/** Options of {@link goalRoutes}. */
export interface GoalRoutesOptions extends BeaconOptions {
  db: Kysely<Database>;
  /** Clock of the row's time and the daily salt, epoch ms; default `Date.now`. */
  now?: () => number;
}

/** Fastify plugin registering `POST /api/goals` (see the module comment). */
export async function goalRoutes(app: FastifyInstance, options: GoalRoutesOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const salts = createDailySalts(options.db, now);
  await countingBeaconRoute(app, options, {
    endpoint: GOALS_ENDPOINT,
    rateLimitMax: GOALS_RATE_LIMIT_MAX,
    bodyLimitBytes: GOALS_BODY_LIMIT_BYTES,
    report: 'goal',
    schema: goalSchema,
    count: async (request, goal) => {
      const path = countedGoalPath(goal);
      if (path === null) return;
      const salt = await salts.current();
      await options.db
        .insertInto('goal_events')
        .values({
          occurred_at: new Date(now()).toISOString(),
          goal: goal.goal,
          path,
          language: goal.language,
          visitor_hash: requestVisitorHash(salt, request),
        })
        .execute();
    },
  });
}

/** One `insights_goals_daily` row as computed. */
export interface GoalDailyRow {
  day: string;
  goal: InsightsGoal;
  path: string;
  language: string;
  events: number;
  visitors: number;
}

/**
 * A day's goal rows (SELECTs only): the beacon's goals from `goal_events`, and `contact` from
 * the messages stored that day per language, on that language's contact page (visitors 0: a
 * message carries no visitor hash). Sorted by key, so writes never take locks in another order.
 * @param start the day's first instant, ISO 8601; `end` the next day's
 */
export async function computeGoalsDay(
  db: Kysely<Database> | Transaction<Database>,
  day: string,
  start: string,
  end: string,
): Promise<GoalDailyRow[]> {
  const { rows: events } = await sql<{
    goal: string;
    path: string;
    language: string;
    events: number | string;
    visitors: number | string;
  }>`select goal, path, language, count(*) as events, count(distinct visitor_hash) as visitors
    from goal_events
    where occurred_at >= ${start} and occurred_at < ${end}
    group by goal, path, language`.execute(db);
  const { rows: messages } = await sql<{ language: string; events: number | string }>`
    select coalesce(language, '') as language, count(*) as events
    from contact_messages
    where received_at >= ${start} and received_at < ${end}
    group by coalesce(language, '')`.execute(db);
  const rows: GoalDailyRow[] = [
    ...events.map((row) => ({
      day,
      goal: row.goal as InsightsGoal,
      path: row.path,
      language: row.language,
      events: Number(row.events),
      visitors: Number(row.visitors),
    })),
    ...messages.map((row) => ({
      day,
      goal: 'contact' as const,
      path: isLocale(row.language) ? localizePath('/contact', row.language) : '/contact',
      language: row.language,
      events: Number(row.events),
      visitors: 0,
    })),
  ];
  const key = (row: GoalDailyRow) => `${row.goal}\u0000${row.path}\u0000${row.language}`;
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * Replaces a day's goal rows with `rows` (inside the roll-up's write transaction, so readers see
 * the old day or the new one): a goal gone since (an erased message) leaves no row.
 */
export async function writeGoalsDay(
  db: Kysely<Database> | Transaction<Database>,
  day: string,
  rows: readonly GoalDailyRow[],
): Promise<void> {
  await db.deleteFrom('insights_goals_daily').where('day', '=', day).execute();
  // 6 columns a row: 200 rows stay far below SQLite's 32,766 bound parameters.
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('insights_goals_daily')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

/** `pg` returns sums and bigints as strings; SQLite as numbers. */
const num = (value: unknown) => Number(value ?? 0);

/**
 * A period's goals, most reached first, each with its page's visitors and conversion rate: the
 * first `limit` rows, and how many there are. One statement over the roll-ups, whatever the
 * traffic: the goals' primary key range (`day`) grouped by goal, page and language, and the
 * `path` rows of `insights_daily` (its primary key range) for the pages of the rows answered
 * only. One statement rather than the goals and then their pages: the second waited for the
 * first's answer, a round trip more on PostgreSQL and a turn more on SQLite's one connection.
 */
export async function goalRows(
  db: Kysely<Database>,
  range: InsightsRange,
  limit: number,
): Promise<InsightsGoalsResponse> {
  const { rows } = await sql<{
    goal: string;
    path: string;
    language: string;
    events: number | string;
    visitors: number | string;
    total: number | string;
    page_visitors: number | string | null;
  }>`with goals as (
      select goal, path, language, sum(events) as events, sum(visitors) as visitors,
        count(*) over () as total
      from insights_goals_daily
      where day >= ${range.from} and day <= ${range.to}
      group by goal, path, language
      order by events desc, goal, path, language
      limit ${limit}
    ), pages as (
      select key, sum(visitors) as visitors
      from insights_daily
      where dimension = 'path' and day >= ${range.from} and day <= ${range.to}
        and key in (select path from goals)
      group by key
    )
    select goals.goal, goals.path, goals.language, goals.events, goals.visitors, goals.total,
      pages.visitors as page_visitors
    from goals left join pages on pages.key = goals.path
    order by goals.events desc, goals.goal, goals.path, goals.language`.execute(db);
  return {
    rows: rows.map((row): InsightsGoalRow => {
      const contact = row.goal === 'contact';
      const reached = contact ? num(row.events) : num(row.visitors);
      const page = num(row.page_visitors);
      return {
        goal: row.goal as InsightsGoal,
        path: row.path,
        language: row.language,
        count: num(row.events),
        visitors: contact ? null : num(row.visitors),
        pageVisitors: page,
        conversion: page > 0 ? reached / page : null,
      };
    }),
    total: num(rows[0]?.total),
  };
}
