/**
 * The insights roll-up (DESIGN §8 "Site insights", decision 0025): turns one UTC day of raw
 * `page_views`, `web_vitals`, `goal_events` and `contact_messages` into the day's rows of
 * `insights_daily`, `insights_vitals_daily` and `insights_goals_daily` (./goals.ts, decision
 * 0042), which the dashboard's queries read (./queries.ts).
 *
 * Idempotent and safe with several instances on one database: a day is recomputed from its raw
 * rows and written as absolute values (insert … on conflict do update). Rows are written in key
 * order, so lock order never differs.
 *
 * - PostgreSQL: reads and writes in one transaction under a transaction-level advisory lock per
 *   day, so two instances' roll-ups of the same day run one after the other (PostgreSQL docs,
 *   "Advisory Locks"); its readers never block writers (MVCC).
 * - SQLite: the server has one connection, and a transaction holds it (and the file's write
 *   lock) from `begin` to `commit`, so contact inserts waited for the whole aggregation (about
 *   17 s a day at 333,000 views). The aggregating SELECTs run on their own, on a read-only
 *   connection of their own when one is given (`reader`, server/db/database.ts
 *   `openSqliteReader`; each SELECT holds a connection 0.5–0.6 s at 333,000 views a day), and
 *   only the upserts of their results run in a short write transaction begun `BEGIN IMMEDIATE`:
 *   it takes the write lock at once instead of upgrading a read lock, which fails with
 *   SQLITE_BUSY when another connection (the insights CLI) writes meanwhile (SQLite "BEGIN
 *   TRANSACTION": deferred, immediate and exclusive transactions).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { VITALS_METRICS } from '../../common/insights-api';
import type { SqlDialect } from '../db/database';
import { deleteInBatches } from '../db/batched-delete';
import { withQueryTimeout } from '../db/query-timeout';
import type { Database } from '../db/schema';
import { INSIGHTS_ROLLUP_QUERY_TIMEOUT_MS, INSIGHTS_ROLLUP_STATEMENT_TIMEOUT_MS } from './limits';
import { addDays, dayOf } from './days';
import { computeGoalsDay, writeGoalsDay, type GoalDailyRow } from './goals';
import { encodeHistogram, LN_HISTOGRAM_GROWTH } from './histogram';

/** One day in milliseconds. */
const DAY_MS = 86_400_000;

/**
 * The page-view dimensions rolled up, with the `page_views` column each counts by (`''` for
 * null). `all` is the day's totals.
 */
export const PAGE_VIEW_DIMENSIONS = {
  all: "''",
  path: 'path',
  language: 'language',
  referrer: "coalesce(referrer_host, '')",
  utm_campaign: "coalesce(utm_campaign, '')",
  utm_source: "coalesce(utm_source, '')",
  utm_medium: "coalesce(utm_medium, '')",
  viewport: 'viewport',
  /** ISO 3166-1 alpha-2, or `unknown` (server/insights/country.ts `UNKNOWN_COUNTRY`). */
  country: "coalesce(country, 'unknown')",
} as const;

/** The UTC day helpers (./days.ts), for the roll-up's callers. */
export { addDays, dayOf };

/** A rolled-up dimension of `insights_daily` (the page-view ones and `contact`). */
export type InsightsDimension = keyof typeof PAGE_VIEW_DIMENSIONS | 'contact';

/** The half-open time range of a UTC day as ISO 8601 strings (how both databases compare). */
function bounds(day: string): [string, string] {
  return [`${day}T00:00:00.000Z`, `${addDays(day, 1)}T00:00:00.000Z`];
}

/** A stable 32-bit key of a day for `pg_advisory_xact_lock` (days since 1970, offset). */
function lockKey(day: string): number {
  return 0x1a5100 + Math.round(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS);
}

/** One `insights_daily` row as computed. */
interface DailyRow {
  day: string;
  dimension: InsightsDimension;
  key: string;
  views: number;
  visitors: number;
}

/** One `insights_vitals_daily` row as computed. */
interface VitalsRow {
  day: string;
  path: string;
  metric: string;
  samples: number;
  good: number;
  needs_improvement: number;
  poor: number;
  histogram: string;
}

/** A day's roll-up rows, computed from the raw tables and not yet written. */
interface DayRollUp {
  daily: DailyRow[];
  /** The languages with contact messages that day (other `contact` keys of the day are deleted). */
  contactKeys: string[];
  vitals: VitalsRow[];
  /** The day's goals (./goals.ts). */
  goals: GoalDailyRow[];
}

/** Reads the day's raw rows and computes its roll-up rows (SELECTs only). */
async function computeDay(
  db: Kysely<Database> | Transaction<Database>,
  dialect: SqlDialect,
  day: string,
): Promise<DayRollUp> {
  const [start, end] = bounds(day);
  const daily: DailyRow[] = [];
  for (const [dimension, column] of Object.entries(PAGE_VIEW_DIMENSIONS)) {
    const key = sql.raw(column);
    // `all` has no group by: one row, (0, 0) on a day without views.
    const { rows } = await sql<{ key: string; views: number | string; visitors: number | string }>`
      select ${key} as key, count(*) as views, count(distinct visitor_hash) as visitors
      from page_views
      where viewed_at >= ${start} and viewed_at < ${end}
      ${dimension === 'all' ? sql`` : sql`group by ${key} order by ${key}`}`.execute(db);
    for (const row of rows) {
      daily.push({
        day,
        dimension: dimension as InsightsDimension,
        key: row.key,
        views: Number(row.views),
        visitors: Number(row.visitors),
      });
    }
  }
  const contact = await computeContact(db, day, start, end);
  daily.push(...contact);
  return {
    daily,
    contactKeys: contact.map((row) => row.key),
    vitals: await computeVitals(db, dialect, day, start, end),
    goals: await computeGoalsDay(db, day, start, end),
  };
}

/** The roll-up tables {@link upsertAbsolute} writes, with the rows computed for each. */
interface RollUpRows {
  insights_daily: DailyRow;
  insights_vitals_daily: VitalsRow;
}

/**
 * Writes roll-up rows as absolute values: `insert … on conflict (key) do update set` each of
 * `counts` to the inserted row's value, so writing a day again replaces its figures rather than
 * adding to them. `rowsPerStatement` rows go in one statement (a statement binds columns × rows
 * parameters; SQLite's bound is 32,766).
 * @param key the table's primary key columns
 * @param counts the columns a rewrite replaces (the figures; never the key)
 */
async function upsertAbsolute<T extends keyof RollUpRows>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  rows: readonly RollUpRows[T][],
  rowsPerStatement: number,
  columns: {
    key: readonly (keyof RollUpRows[T] & string)[];
    counts: readonly (keyof RollUpRows[T] & string)[];
  },
): Promise<void> {
  // Kysely's builders cannot take a generic table name; the rows and columns are the table's.
  const into = table as keyof RollUpRows;
  const key = columns.key as never[];
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    await db
      .insertInto(into)
      .values(rows.slice(i, i + rowsPerStatement) as never[])
      .onConflict((oc) =>
        oc
          .columns(key)
          .doUpdateSet((eb) =>
            Object.fromEntries(
              columns.counts.map((column) => [column, eb.ref(`excluded.${column}` as never)]),
            ),
          ),
      )
      .execute();
  }
}

/** Writes a computed day as absolute values, rows in key order, and marks it final or not. */
async function writeDay(
  db: Kysely<Database> | Transaction<Database>,
  day: string,
  rollUp: DayRollUp,
  final: boolean,
): Promise<void> {
  // 5 columns a row: 200 rows stay far below SQLite's 32,766 bound parameters.
  await upsertAbsolute(db, 'insights_daily', rollUp.daily, 200, {
    key: ['dimension', 'day', 'key'],
    counts: ['views', 'visitors'],
  });
  // An erased message leaves no count.
  let staleContact = db
    .deleteFrom('insights_daily')
    .where('dimension', '=', 'contact')
    .where('day', '=', day);
  if (rollUp.contactKeys.length > 0) {
    staleContact = staleContact.where('key', 'not in', rollUp.contactKeys);
  }
  await staleContact.execute();
  // 8 columns a row: 100 rows stay far below SQLite's 32,766 bound parameters.
  await upsertAbsolute(db, 'insights_vitals_daily', rollUp.vitals, 100, {
    key: ['day', 'path', 'metric'],
    counts: ['samples', 'good', 'needs_improvement', 'poor', 'histogram'],
  });
  await writeGoalsDay(db, day, rollUp.goals);
  await db
    .insertInto('insights_rollup_days')
    .values({ day, final: final ? 1 : 0 })
    .onConflict((oc) => oc.column('day').doUpdateSet({ final: final ? 1 : 0 }))
    .execute();
}

/**
 * Recomputes one day's roll-up rows from the raw tables and writes them: on PostgreSQL in one
 * transaction under the day's advisory lock; on SQLite the SELECTs first, then one short
 * `BEGIN IMMEDIATE` transaction of upserts (see the module comment).
 * @param final whether the day is over for good (marks it so the job does not redo it)
 * @param reader SQLite only: where the aggregating SELECTs run (a read-only connection to the
 *   same file); default `db`
 */
export async function rollUpDay(
  db: Kysely<Database>,
  dialect: SqlDialect,
  day: string,
  final: boolean,
  reader: Kysely<Database> = db,
): Promise<void> {
  if (dialect === 'postgres') {
    // A job, not a request: the requests' 2 s would cancel a busy day's aggregation, on the
    // server (`statement_timeout`) and on the client (the pool's `query_timeout`).
    await withQueryTimeout(INSIGHTS_ROLLUP_QUERY_TIMEOUT_MS, () =>
      db.transaction().execute(async (trx) => {
        await sql`set local statement_timeout = ${sql.lit(INSIGHTS_ROLLUP_STATEMENT_TIMEOUT_MS)}`.execute(
          trx,
        );
        await sql`select pg_advisory_xact_lock(${sql.lit(0x1a51)}, ${sql.lit(lockKey(day))})`.execute(
          trx,
        );
        await writeDay(trx, day, await computeDay(trx, dialect, day), final);
      }),
    );
    return;
  }
  const rollUp = await computeDay(reader, dialect, day);
  // Kysely's own SQLite transaction begins DEFERRED; `connection()` keeps the one connection
  // for the callback, so nothing else runs between `begin immediate` and `commit`.
  await db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      await writeDay(connection, day, rollUp, final);
      await sql`commit`.execute(connection);
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
  });
}

/**
 * Messages stored per page language (`''` when unknown): the funnel's contact conversions. A
 * message filed as spam is no conversion (docs/decisions/0039), so status `spam` is left out; a
 * day already rolled up final keeps its count when a message is moved in or out of Spam later.
 */
async function computeContact(
  db: Kysely<Database> | Transaction<Database>,
  day: string,
  start: string,
  end: string,
): Promise<DailyRow[]> {
  const { rows } = await sql<{ key: string; views: number | string }>`
    select coalesce(language, '') as key, count(*) as views
    from contact_messages
    where received_at >= ${start} and received_at < ${end} and status <> 'spam'
    group by coalesce(language, '')
    order by coalesce(language, '')`.execute(db);
  return rows.map((row) => ({
    day,
    dimension: 'contact' as const,
    key: row.key,
    views: Number(row.views),
    visitors: 0,
  }));
}

/**
 * `insights_vitals_daily.path` of a metric's site-wide row (every page), which the daily trend
 * reads; no page path is empty (they start with `/`).
 */
export const SITE_WIDE_PATH = '';

/** One page and metric of a day's web vitals while they are counted. */
interface VitalsCell {
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
  histogram: Map<number, number>;
}

/** The day's web vitals per page and metric: band counts and the histogram (./histogram.ts). */
async function computeVitals(
  db: Kysely<Database> | Transaction<Database>,
  dialect: SqlDialect,
  day: string,
  start: string,
  end: string,
): Promise<VitalsRow[]> {
  const units = sql.raw("(value * case when name = 'CLS' then 1000 else 1 end)");
  const lnGrowth = sql.raw(String(LN_HISTOGRAM_GROWTH));
  const bucket =
    dialect === 'postgres'
      ? sql`case when ${units} < 1 then 0 else 1 + floor(ln(${units}) / ${lnGrowth})::integer end`
      : sql`case when ${units} < 1 then 0 else 1 + cast(floor(ln(${units}) / ${lnGrowth}) as integer) end`;
  const metrics = sql.join(VITALS_METRICS.map((metric) => sql.lit(metric)));
  const { rows } = await sql<{
    path: string;
    name: string;
    bucket: number | string;
    samples: number | string;
    good: number | string;
    needs_improvement: number | string;
    poor: number | string;
  }>`select path, name, ${bucket} as bucket, count(*) as samples,
      sum(case when rating = 'good' then 1 else 0 end) as good,
      sum(case when rating = 'needs-improvement' then 1 else 0 end) as needs_improvement,
      sum(case when rating = 'poor' then 1 else 0 end) as poor
    from web_vitals
    where received_at >= ${start} and received_at < ${end} and name in (${metrics})
    group by path, name, 3`.execute(db);
  const cells = new Map<string, VitalsCell & { path: string; metric: string }>();
  const add = (path: string, row: (typeof rows)[number]) => {
    const id = `${path}\u0000${row.name}`;
    let cell = cells.get(id);
    if (!cell) {
      cell = {
        path,
        metric: row.name,
        samples: 0,
        good: 0,
        needsImprovement: 0,
        poor: 0,
        histogram: new Map(),
      };
      cells.set(id, cell);
    }
    const bucket = Number(row.bucket);
    cell.samples += Number(row.samples);
    cell.good += Number(row.good);
    cell.needsImprovement += Number(row.needs_improvement);
    cell.poor += Number(row.poor);
    cell.histogram.set(bucket, (cell.histogram.get(bucket) ?? 0) + Number(row.samples));
  };
  for (const row of rows) {
    add(row.path, row);
    // The site-wide row of the metric (path ''), which the daily trend reads.
    add(SITE_WIDE_PATH, row);
  }
  return [...cells.values()]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.metric < b.metric ? -1 : 1))
    .map((cell) => ({
      day,
      path: cell.path,
      metric: cell.metric,
      samples: cell.samples,
      good: cell.good,
      needs_improvement: cell.needsImprovement,
      poor: cell.poor,
      histogram: encodeHistogram(cell.histogram),
    }));
}

/** Options of {@link rollUpInsights}. */
export interface RollUpOptions {
  /** The clock, epoch ms. */
  now: number;
  /** `PAGE_VIEWS_RETENTION_DAYS`: no day older than the raw rows' retention is rolled up. */
  pageViewsRetentionDays: number;
  /** SQLite: a read-only connection for the aggregations ({@link rollUpDay}); default none. */
  reader?: Kysely<Database>;
}

/**
 * Rolls up today, yesterday, and every older day within the raw retention that has raw rows
 * and is not final yet (a server that was down, a first start on existing rows).
 * @returns the days rolled up, oldest first
 */
export async function rollUpInsights(
  db: Kysely<Database>,
  dialect: SqlDialect,
  options: RollUpOptions,
): Promise<string[]> {
  const today = dayOf(options.now);
  const yesterday = addDays(today, -1);
  // The oldest day whose raw rows are all still kept (the purge cuts mid-day further back).
  const oldest = addDays(today, 1 - options.pageViewsRetentionDays);
  const [firstView, firstVital, finals] = await Promise.all([
    db
      .selectFrom('page_views')
      .select((eb) => eb.fn.min('viewed_at').as('first'))
      .executeTakeFirst(),
    db
      .selectFrom('web_vitals')
      .select((eb) => eb.fn.min('received_at').as('first'))
      .executeTakeFirst(),
    db
      .selectFrom('insights_rollup_days')
      .select(['day', 'final'])
      .where('day', '>=', oldest)
      .execute(),
  ]);
  const isoDay = (value: unknown) =>
    value === null || value === undefined
      ? undefined
      : value instanceof Date
        ? dayOf(value.getTime())
        : String(value).slice(0, 10);
  const firsts = [isoDay(firstView?.first), isoDay(firstVital?.first)].filter(
    (day): day is string => day !== undefined,
  );
  let from = firsts.length > 0 ? firsts.sort()[0]! : yesterday;
  if (from < oldest) from = oldest;
  if (from > yesterday) from = yesterday;
  const done = new Set(finals.filter((row) => Number(row.final) === 1).map((row) => row.day));
  const known = new Set(finals.map((row) => row.day));
  const days: string[] = [];
  for (let day = from; day <= today; day = addDays(day, 1)) {
    if (day >= yesterday || !done.has(day)) days.push(day);
  }
  for (const day of days) await rollUpDay(db, dialect, day, day < yesterday, options.reader);
  if (dialect === 'postgres' && days.some((day) => !known.has(day))) {
    await analyzeRollUps(db);
  }
  return days;
}

/**
 * PostgreSQL: refreshes the planner's statistics of the roll-up tables. Run after a roll-up
 * that added days (the first run on a new database, a backfill, a new UTC day): without
 * statistics the planner takes a freshly filled `insights_goals_daily` for a dozen rows and
 * groups a 30-day period by sorting its thousands of rows (13–50 ms at 1 million views a month)
 * instead of hashing them (2 ms). Autovacuum would get there too, but only once its thresholds
 * are crossed (PostgreSQL docs, "The Autovacuum Daemon": 50 rows plus 10 % of the table changed),
 * minutes to hours later. The three tables hold counts only; sampling them takes well under a
 * second. SQLite keeps no statistics unless told to (`ANALYZE`), and its plans here follow the
 * primary keys either way.
 */
export async function analyzeRollUps(db: Kysely<Database>): Promise<void> {
  await sql`analyze insights_daily, insights_vitals_daily, insights_goals_daily`.execute(db);
}

/** Options of {@link purgeInsights}. */
export interface PurgeOptions {
  now: number;
  /** Raw `page_views` older than this many days are deleted. */
  pageViewsRetentionDays: number;
  /** Roll-up rows of days older than this many days are deleted. */
  insightsRetentionDays: number;
}

/** Rows deleted per statement, so a first purge never holds SQLite's write lock for long. */
const PURGE_BATCH = 5_000;

/**
 * Deletes raw page views and goal events older than their retention (in batches), and roll-ups and the team's
 * notes on days older than theirs. A day is always rolled up before its raw rows go: the purge
 * only reaches days older than yesterday, which the roll-up has made final.
 * @returns the numbers of raw page views, raw goal events and roll-up rows (notes included)
 *   deleted
 */
export async function purgeInsights(
  db: Kysely<Database>,
  options: PurgeOptions,
): Promise<{ pageViews: number; goalEvents: number; rollUps: number }> {
  const cutoff = new Date(options.now - options.pageViewsRetentionDays * DAY_MS).toISOString();
  const pageViews = await deleteInBatches(db, 'page_views', 'viewed_at', cutoff, PURGE_BATCH);
  const goalEvents = await deleteInBatches(db, 'goal_events', 'occurred_at', cutoff, PURGE_BATCH);
  const oldestDay = addDays(dayOf(options.now), -options.insightsRetentionDays);
  let rollUps = 0;
  // A note on a day whose figures are gone marks nothing (and holds its author's address).
  for (const table of [
    'insights_daily',
    'insights_vitals_daily',
    'insights_goals_daily',
    'insights_rollup_days',
    'insights_annotations',
  ] as const) {
    const result = await db.deleteFrom(table).where('day', '<', oldestDay).executeTakeFirst();
    rollUps += Number(result.numDeletedRows);
  }
  return { pageViews, goalEvents, rollUps };
}
