/**
 * The insights job (DESIGN §8 "Site insights"): shortly after start-up and every
 * {@link INSIGHTS_ROLLUP_INTERVAL_MS}, rolls up today, yesterday and any day not yet final
 * (./roll-up.ts), then deletes raw page views past `PAGE_VIEWS_RETENTION_DAYS` and roll-ups past
 * `INSIGHTS_RETENTION_DAYS`, then, when the weekly report is on, queues the last complete week's
 * report if this week's slot has passed and no instance has yet (./report.ts `reportIfDue`). Every
 * instance runs it; the roll-up is safe to run concurrently and the report's claim is once per week.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../db/database';
import type { Database } from '../db/schema';
import { INSIGHTS_FIRST_ROLLUP_DELAY_MS, INSIGHTS_ROLLUP_INTERVAL_MS } from './limits';
import { reportIfDue, type ReportMailConfig } from './report';
import type { ReportSchedule } from './report-schedule';
import { purgeInsights, rollUpInsights } from './roll-up';

/** Options of {@link startInsightsJob}. */
export interface InsightsJobOptions {
  db: Kysely<Database>;
  dialect: SqlDialect;
  /** SQLite: a read-only connection for the roll-up's aggregations (./roll-up.ts); default none. */
  reader?: Kysely<Database>;
  pageViewsRetentionDays: number;
  insightsRetentionDays: number;
  log: FastifyBaseLogger;
  /** Clock, epoch ms. Default `Date.now`. */
  now?: () => number;
  /** Default {@link INSIGHTS_ROLLUP_INTERVAL_MS}. */
  intervalMs?: number;
  /** Wait before the first run, ms. Default {@link INSIGHTS_FIRST_ROLLUP_DELAY_MS}. */
  firstRunDelayMs?: number;
  /**
   * The weekly e-mailed report: its slot, sender and recipients, and `wake` (the mail sender's,
   * called after a report was queued). Default none (off).
   */
  report?: { schedule: ReportSchedule; mail: ReportMailConfig; wake?: () => void };
}

/**
 * Starts the job: one run after {@link INSIGHTS_FIRST_ROLLUP_DELAY_MS}, then one per interval (the timer does not keep the process
 * alive; a run never overlaps the previous one). A failed run is logged and retried next time.
 * @returns stop(), which clears the timer and waits for a run in progress
 */
export function startInsightsJob(options: InsightsJobOptions): { stop(): Promise<void> } {
  const now = options.now ?? Date.now;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = (async () => {
      let rolledUp = false;
      try {
        const at = now();
        const days = await rollUpInsights(options.db, options.dialect, {
          now: at,
          pageViewsRetentionDays: options.pageViewsRetentionDays,
          reader: options.reader,
        });
        rolledUp = true;
        const purged = await purgeInsights(options.db, {
          now: at,
          pageViewsRetentionDays: options.pageViewsRetentionDays,
          insightsRetentionDays: options.insightsRetentionDays,
        });
        options.log.debug({ days, purged }, 'insights: rolled up');
      } catch (error) {
        options.log.error({ err: error }, 'insights roll-up failed; retrying at the next interval');
      }
      try {
        // After a roll-up that ran, so the week's last day is in the report.
        if (options.report && rolledUp) {
          const report = await reportIfDue(options.db, {
            schedule: options.report.schedule,
            mail: options.report.mail,
            now: now(),
          });
          if (report && report.queued > 0) {
            options.report.wake?.();
            options.log.info(
              { week: report.week, emails: report.queued },
              'insights: weekly report queued',
            );
          }
        }
      } catch (error) {
        options.log.error(
          { err: error },
          'insights weekly report failed; retrying at the next interval',
        );
      } finally {
        running = undefined;
      }
    })();
  };
  // Not during start-up: on SQLite a roll-up's transaction racing another connection's first
  // writes (a migration, a CLI, a restore check) held the file's lock for seconds.
  const first = setTimeout(run, options.firstRunDelayMs ?? INSIGHTS_FIRST_ROLLUP_DELAY_MS);
  first.unref();
  const timer = setInterval(run, options.intervalMs ?? INSIGHTS_ROLLUP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
