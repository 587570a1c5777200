/**
 * Site insights by hand (DESIGN §1 `npm run insights -- …`), on whichever database
 * `DATABASE_URL` names, as the server's insights job does every 5 minutes:
 *
 *   roll-up    rolls up today, yesterday and any day not yet final, now (the insights page
 *              reads only the roll-ups, so it shows the latest page views at once)
 *   purge      deletes raw page views past PAGE_VIEWS_RETENTION_DAYS and roll-ups past
 *              INSIGHTS_RETENTION_DAYS
 *
 * Exit codes (./command-line.ts): 0 done, 1 failure (e.g. database unreachable), 2 usage error.
 * Safe while the server runs: the roll-up writes absolute values per day, so a run beside the
 * server's own gives the same rows; SQLite waits for the server's write lock (WAL, busy timeout).
 */
import { purgeInsights, rollUpInsights } from '../insights/roll-up';
import {
  dispatch,
  parseCommandArgs,
  runIfMain,
  runWithDatabase,
  UsageError,
  type CliMain,
} from './command-line';

/** Usage text printed by `help` and on usage errors. */
export const USAGE = `Usage: npm run insights -- <command>

  roll-up   roll up today, yesterday and any day not yet final, now
  purge     delete raw page views and roll-ups past their retention

The database is DATABASE_URL (default file:data/site.db), as for the server.`;

/** Refuses any argument after the command. */
function noArguments(args: readonly string[]): void {
  const { positionals } = parseCommandArgs(args, {});
  if (positionals.length > 0) throw new UsageError(`Unexpected argument ${positionals[0]}`);
}

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
      },
      USAGE,
      io,
    ),
  );

await runIfMain(import.meta.url, runInsightsCli);
