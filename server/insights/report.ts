/**
 * The insights' weekly e-mailed report (DESIGN §8 "Site insights: e-mailed report";
 * docs/decisions/0048-insights-weekly-report.md): gathers a week's numbers from the dashboard's
 * own queries (./queries.ts, over the roll-ups), renders them (./report-email.ts) and queues one
 * e-mail per recipient in the general mail outbox (server/db/mail-outbox.ts), kind
 * {@link INSIGHTS_REPORT_KIND}.
 *
 * Exactly once per week across instances: the week's row in `insights_reports` (migration 0024)
 * is inserted insert-or-nothing on its key in the same transaction as the e-mails, so of several
 * instances ticking at once only the one whose insert took the key queues anything (PostgreSQL:
 * the other inserts wait on the key's lock and then do nothing; SQLite serialises writers). The
 * outbox's sender then delivers each row at least once.
 */
import type { Kysely } from 'kysely';
import { INSIGHTS_GOALS } from '../../common/insights-goals';
import { enqueueMail, newMessageId } from '../db/mail-outbox';
import type { Database } from '../db/schema';
import { mailboxOf } from '../notifications/reply-email';
import { createInsightsQueries, type InsightsQueries } from './queries';
import {
  REPORT_VITALS,
  renderInsightsReport,
  type InsightsReportData,
  type ReportFigure,
} from './report-email';
import { dueReportWeek, type ReportSchedule, type ReportWeeks } from './report-schedule';

/** The `kind` of the report's `mail_outbox` rows. */
export const INSIGHTS_REPORT_KIND = 'insights-report';

/** Top pages and countries the report lists. */
export const REPORT_TOP = 10;

/**
 * How many rows of the week before are read to find the previous figure of a top page, country or
 * goal (one ranked read each); a key past them shows `–` rather than a wrong 0.
 */
export const REPORT_PREVIOUS_ROWS = 1_000;

/** Who gets the report, and what it links to. */
export interface ReportMailConfig {
  /** The From mailbox (`NOTIFY_FROM`). */
  from: string;
  /** Recipients (`INSIGHTS_REPORT_TO`, else `NOTIFY_TO`), one e-mail each. */
  to: readonly string[];
  /** The site's public origin for the link to `/admin/insights`; none without it. */
  origin?: string | null;
}

/**
 * A week's report data from the dashboard's queries: totals, top pages and countries (the
 * dashboard's ranked lists), goals (its goal rows, summed per goal), and the site-wide p75s.
 */
export async function gatherInsightsReport(
  queries: InsightsQueries,
  { week, previousWeek }: ReportWeeks,
): Promise<InsightsReportData> {
  const [response, previousPages, previousCountries, goals, previousGoals, vitals, previousVitals] =
    await Promise.all([
      queries.response(week, previousWeek),
      queries.list('pages', previousWeek, REPORT_PREVIOUS_ROWS),
      queries.list('countries', previousWeek, REPORT_PREVIOUS_ROWS),
      queries.goals(week, REPORT_PREVIOUS_ROWS),
      queries.goals(previousWeek, REPORT_PREVIOUS_ROWS),
      queries.siteVitals(week),
      queries.siteVitals(previousWeek),
    ]);
  /** A key's figure of the week before: its views, 0 when the whole list was read, else unknown. */
  const previousOf = (list: { rows: { key: string; pageViews: number }[]; total: number }) => {
    const byKey = new Map(list.rows.map((row) => [row.key, row.pageViews]));
    const complete = list.rows.length >= list.total;
    return (key: string) => byKey.get(key) ?? (complete ? 0 : null);
  };
  const ranked = (
    rows: { key: string; pageViews: number }[],
    previous: (key: string) => number | null,
  ) =>
    rows
      .slice(0, REPORT_TOP)
      .map((row) => ({ key: row.key, current: row.pageViews, previous: previous(row.key) }));
  const goalCounts = (list: { rows: { goal: string; count: number }[]; total: number }) => {
    const sums = new Map<string, number>();
    for (const row of list.rows) sums.set(row.goal, (sums.get(row.goal) ?? 0) + row.count);
    const complete = list.rows.length >= list.total;
    return (goal: string) => sums.get(goal) ?? (complete ? 0 : null);
  };
  const goalNow = goalCounts(goals);
  const goalBefore = goalCounts(previousGoals);
  const p75 = (rows: { metric: string; p75: number | null }[], metric: string) =>
    rows.find((row) => row.metric === metric)?.p75 ?? null;
  const figure = (current: number, previous: number): ReportFigure => ({ current, previous });
  return {
    week,
    previousWeek,
    visitors: figure(response.totals.visitors, response.previousTotals.visitors),
    pageViews: figure(response.totals.pageViews, response.previousTotals.pageViews),
    pages: ranked(response.pages, previousOf(previousPages)),
    countries: ranked(response.countries, previousOf(previousCountries)),
    goals: INSIGHTS_GOALS.map((goal) => ({
      goal,
      current: goalNow(goal),
      previous: goalBefore(goal),
    })),
    vitals: REPORT_VITALS.map((metric) => ({
      metric,
      current: p75(vitals, metric),
      previous: p75(previousVitals, metric),
    })),
  };
}

/** Options of {@link queueInsightsReport}. */
export interface QueueReportOptions {
  weeks: ReportWeeks;
  mail: ReportMailConfig;
  /** The clock, epoch ms: the rows' queue time. */
  now: number;
  /** `schedule` (the job) or `command` (the CLI). */
  trigger: 'schedule' | 'command';
  /**
   * Queue even when the week was already reported (the CLI's "send one now"); the week's row
   * is still taken when free, so the job does not send it a second time.
   */
  force?: boolean;
}

/** What {@link queueInsightsReport} did. */
export interface QueuedReport {
  /** The week's Monday. */
  week: string;
  /** E-mails queued: one per recipient, 0 when another run had the week. */
  queued: number;
  /** The week had been reported before this call (by this or another instance, or the CLI). */
  alreadyReported: boolean;
  /** The report's subject (logs and the CLI). */
  subject: string | null;
}

/**
 * Queues the report of `weeks.week` for every recipient, at most once per week unless `force`.
 * @throws the driver's error, or enqueueMail's for a bad address (nothing is queued or claimed)
 */
export async function queueInsightsReport(
  db: Kysely<Database>,
  options: QueueReportOptions,
): Promise<QueuedReport> {
  const week = options.weeks.week.from;
  const reported = async () =>
    (await db
      .selectFrom('insights_reports')
      .select('week')
      .where('week', '=', week)
      .executeTakeFirst()) !== undefined;
  // Cheap check first: the job asks every few minutes all week long.
  if (!options.force && (await reported())) {
    return { week, queued: 0, alreadyReported: true, subject: null };
  }
  const data = await gatherInsightsReport(createInsightsQueries(db), options.weeks);
  const rendered = renderInsightsReport(data, options.mail.origin);
  const at = new Date(options.now).toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('insights_reports')
      .values({
        week,
        queued_at: at,
        recipients: options.mail.to.length,
        trigger: options.trigger,
      })
      .onConflict((conflict) => conflict.column('week').doNothing())
      .returning('week')
      .executeTakeFirst();
    if (!claimed && !options.force) {
      return { week, queued: 0, alreadyReported: true, subject: null };
    }
    for (const address of options.mail.to) {
      await enqueueMail(
        trx,
        {
          kind: INSIGHTS_REPORT_KIND,
          from: mailboxOf(options.mail.from),
          to: { address },
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          messageId: newMessageId(INSIGHTS_REPORT_KIND, options.mail.from),
          // RFC 3834 §5: a machine's mail; auto-responders stay quiet.
          headers: { 'Auto-Submitted': 'auto-generated' },
        },
        at,
      );
    }
    return {
      week,
      queued: options.mail.to.length,
      alreadyReported: !claimed,
      subject: rendered.subject,
    };
  });
}

/** Options of {@link reportIfDue}. */
export interface ReportTickOptions {
  schedule: ReportSchedule;
  mail: ReportMailConfig;
  now: number;
}

/**
 * The job's tick: queues the last complete week's report when this week's slot has passed and
 * the week has no report yet (./report-schedule.ts `dueReportWeek`).
 * @returns what was done, or null when nothing is due
 */
export async function reportIfDue(
  db: Kysely<Database>,
  options: ReportTickOptions,
): Promise<QueuedReport | null> {
  const weeks = dueReportWeek(options.now, options.schedule);
  if (!weeks || options.mail.to.length === 0) return null;
  return queueInsightsReport(db, {
    weeks,
    mail: options.mail,
    now: options.now,
    trigger: 'schedule',
  });
}
