/**
 * Site insights by hand (DESIGN §1 `npm run insights -- …`), on whichever database
 * `DATABASE_URL` names, as the server's insights job does every 5 minutes:
 *
 *   roll-up    rolls up today, yesterday and any day not yet final, now (the insights page
 *              reads only the roll-ups, so it shows the latest page views at once)
 *   purge      deletes raw page views past PAGE_VIEWS_RETENTION_DAYS and roll-ups past
 *              INSIGHTS_RETENTION_DAYS
 *   report     queues the weekly e-mailed report of the last complete ISO week now
 *              (server/insights/report.ts), after a roll-up, to INSIGHTS_REPORT_TO or NOTIFY_TO;
 *              the running server's mail sender sends it. Refused (exit 1) without SMTP_URL or a
 *              recipient. Sent even when the week was reported already (a copy on demand); the
 *              week's claim is taken when free, so the schedule does not send it again.
 *
 * Exit codes (./command-line.ts): 0 done, 1 failure (e.g. database unreachable), 2 usage error.
 * Safe while the server runs: the roll-up writes absolute values per day, so a run beside the
 * server's own gives the same rows; SQLite waits for the server's write lock (WAL, busy timeout).
 */
import { site } from '../../common/site';
import { queueInsightsReport } from '../insights/report';
import { isoWeekLabel, lastCompleteWeek } from '../insights/report-schedule';
import { purgeInsights, rollUpInsights } from '../insights/roll-up';
import {
  dispatch,
  noPositionals,
  parseCommandArgs,
  runIfMain,
  runWithDatabase,
  type CliMain,
} from './command-line';

/** Usage text printed by `help` and on usage errors. */
export const USAGE = `Usage: npm run insights -- <command>

  roll-up   roll up today, yesterday and any day not yet final, now
  purge     delete raw page views and roll-ups past their retention
  report    e-mail the last complete week's report now (needs SMTP_URL and
            INSIGHTS_REPORT_TO or NOTIFY_TO; the server's sender sends it)

The database is DATABASE_URL (default file:data/site.db), as for the server.`;

/** Refuses any argument after the command (an option too, as parseCommandArgs does). */
const noArguments = (args: readonly string[]) =>
  noPositionals(parseCommandArgs(args, {}).positionals);

/**
 * The CLI: reads the environment, opens and migrates the database, runs the command, closes.
 * @returns the exit code
 */
export const runInsightsCli: CliMain = (argv, env, io) =>
  runWithDatabase('insights', USAGE, env, io, (database, config) =>
    dispatch(
      argv,
      {
        'roll-up': async (args) => {
          noArguments(args);
          const days = await rollUpInsights(database.db, database.dialect, {
            now: Date.now(),
            pageViewsRetentionDays: config.insights.pageViewsRetentionDays,
          });
          io.out(`${days.length} day(s) rolled up${days.length ? `: ${days.join(', ')}` : ''}.\n`);
          return 0;
        },
        purge: async (args) => {
          noArguments(args);
          const deleted = await purgeInsights(database.db, {
            now: Date.now(),
            pageViewsRetentionDays: config.insights.pageViewsRetentionDays,
            insightsRetentionDays: config.insights.insightsRetentionDays,
          });
          io.out(
            `${deleted.pageViews} raw page view(s), ${deleted.goalEvents} raw goal event(s) and ${deleted.rollUps} roll-up row(s) deleted.\n`,
          );
          return 0;
        },
        report: async (args) => {
          noArguments(args);
          const mail = config.notifications;
          if (!mail) {
            io.err(
              'insights: e-mail is off: SMTP_URL is not set, so no report was queued. Set SMTP_URL, NOTIFY_FROM and NOTIFY_TO (or INSIGHTS_REPORT_TO).\n',
            );
            return 1;
          }
          const to = config.insightsReport.to;
          if (to.length === 0) {
            io.err(
              'insights: no recipient: set INSIGHTS_REPORT_TO or NOTIFY_TO. No report was queued.\n',
            );
            return 1;
          }
          const now = Date.now();
          await rollUpInsights(database.db, database.dialect, {
            now,
            pageViewsRetentionDays: config.insights.pageViewsRetentionDays,
          });
          const weeks = lastCompleteWeek(now);
          const queued = await queueInsightsReport(database.db, {
            weeks,
            mail: { from: mail.from, to, origin: site.siteUrl },
            now,
            trigger: 'command',
            force: true,
          });
          io.out(
            `Queued the report of week ${isoWeekLabel(weeks.week.from)} (${weeks.week.from} to ${weeks.week.to}) for ${queued.queued} recipient(s): ${to.join(', ')}.\n` +
              `Subject: ${queued.subject}\n` +
              (queued.alreadyReported
                ? 'The week had been reported already; this is an extra copy.\n'
                : '') +
              (config.insightsReport.enabled
                ? ''
                : 'The weekly schedule is off (INSIGHTS_REPORT=off); this one was sent on demand.\n') +
              'The running server sends it from the mail outbox within seconds.\n',
          );
          return 0;
        },
      },
      USAGE,
      io,
    ),
  );

await runIfMain(import.meta.url, runInsightsCli);
