/**
 * Site insights as a feature (DESIGN §8 "Site insights"; decisions 0024, 0025, 0028):
 *
 * - collecting: `POST /api/goals` (./goals.ts), and `POST /api/pageviews` (./collect-route.ts),
 *   which looks up each view's country in the local database opened at registration
 *   (./country.ts), and whose counted views wait in the
 *   page-view write buffer (./write-buffer.ts, decorated as `pageViewBuffer`: `flush()` writes
 *   what it holds now, for tests and benchmarks) and are written in batches;
 * - the roll-up job (./job.ts): today's and yesterday's roll-ups every few minutes, the purge
 *   of raw views and roll-ups past their retention, and the weekly e-mailed report (./report.ts);
 * - the admin page `/admin/insights` (the admin app's, server/plugins/admin-app.ts, under the
 *   team pages' rule) and the admin API `/api/admin/insights`, its CSV, whole ranked lists, the
 *   realtime count (which also reads this instance's write buffer) and the team's notes
 *   (server/routes/insights.ts), the team's only, with the read-only links the team makes;
 * - a shared link's page and data, `/share/insights/<token>` and `/api/share/insights/<token>`
 *   (./shares.ts), public, rate-limited;
 * - a deploy mark: at start, the first start of this build of the code is recorded (./deploys.ts).
 *
 * Not encapsulated (fastify-plugin): the buffer's and the job's start and stop hooks are the root
 * instance's, so they run in the app's order; they close before the database (onClose hooks run
 * last-registered first), the buffer first, then the job. The routes are scopes of their own.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { ADMIN_PATHS } from '../../common/admin-api';
import { INSIGHTS_PATH } from '../../common/insights-api';
import { API_SECURITY_HEADERS } from '../csp';
import { openSqliteReader } from '../db/database';
import { insightsApiRoutes } from '../routes/insights';
import { pageViewRoutes } from './collect-route';
import { sharedCountryLookup } from './country';
import { recordDeploy } from './deploys';
import { goalRoutes } from './goals';
import { startInsightsJob } from './job';
import { createInsightsQueries } from './queries';
import type { ReportMailConfig } from './report';
import { formatReportSchedule, type ReportSchedule } from './report-schedule';
import { sharedInsightsRoutes } from './shares';
import { createPageViewBuffer, type PageViewBuffer } from './write-buffer';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The page-view write buffer (server/insights/write-buffer.ts): `flush()` writes what it
     * holds now (tests, benchmarks); the app closes it before its database.
     */
    pageViewBuffer: PageViewBuffer;
  }
}

/** Options of {@link insightsPlugin}. */
export interface InsightsPluginOptions {
  /** `PAGE_VIEWS_FLUSH_MS` and `PAGE_VIEWS_FLUSH_ROWS` (server/env.ts): ms, rows. */
  flush: { intervalMs: number; batchRows: number };
  /** `PAGE_VIEWS_RETENTION_DAYS` and `INSIGHTS_RETENTION_DAYS` (server/env.ts), days. */
  retention: { pageViewsRetentionDays: number; insightsRetentionDays: number };
  /** Run the roll-up job (false: tests that count rows). */
  rollUpJob: boolean;
  /** `RATE_LIMIT_MAX` 0 turns the beacon's limit off too (benchmarks); else its own default. */
  rateLimitOff: boolean;
  /** The clock of the job and of the API's "today", epoch ms. */
  now: () => number;
  /**
   * The weekly e-mailed report (./report.ts), run by the job: its slot, From, recipients and the
   * site's origin for the link; null when off (`INSIGHTS_REPORT=off`, no SMTP or no recipient).
   */
  report: { schedule: ReportSchedule; mail: ReportMailConfig } | null;
  /**
   * The build of the code this process runs (server/content/releases.ts `CodeIdentity.buildId`):
   * its first start is marked on the chart as a deploy; null marks nothing (tests, no build).
   */
  buildId?: string | null;
}

async function insights(app: FastifyInstance, options: InsightsPluginOptions) {
  const { db } = app;
  const { now } = options;
  if (options.rollUpJob) {
    let job: { stop(): Promise<void> } | undefined;
    app.log.info(
      options.report
        ? {
            schedule: formatReportSchedule(options.report.schedule),
            recipients: options.report.mail.to.length,
          }
        : {},
      options.report ? 'insights weekly report on' : 'insights weekly report off',
    );
    // SQLite: the roll-up's aggregations read on a connection of their own, so they never hold
    // the one that serves inserts and readiness.
    let reader: ReturnType<typeof openSqliteReader>;
    app.addHook('onReady', async () => {
      reader = openSqliteReader(db);
      job = startInsightsJob({
        db,
        reader,
        dialect: app.dbDialect,
        ...options.retention,
        log: app.log.child({ component: 'insights' }),
        now,
        report: options.report
          ? {
              ...options.report, // Optional: an app without the notifications plugin has no sender to wake.
              wake: () => app.notificationSender?.wake(),
            }
          : undefined,
      });
    });
    app.addHook('onClose', async () => {
      await job?.stop();
      await reader?.destroy();
    });
  }

  if (options.buildId) {
    const buildId = options.buildId;
    app.addHook('onReady', async () => {
      try {
        const first = await recordDeploy(db, buildId, now());
        if (first) app.log.info({ buildId }, 'insights: deploy recorded');
      } catch (error) {
        // A missing mark on the chart is not worth refusing to serve.
        app.log.warn({ err: error, buildId }, 'insights: the deploy could not be recorded');
      }
    });
  }

  // Privacy-first page views (decision 0024), written in batches (decision 0028).
  const pageViewBuffer = createPageViewBuffer({
    db,
    log: app.log,
    intervalMs: options.flush.intervalMs,
    batchRows: options.flush.batchRows,
    metrics: app.appMetrics.pageViews,
  });
  app.decorate('pageViewBuffer', pageViewBuffer);
  app.addHook('onClose', async () => pageViewBuffer.close());
  await app.register(pageViewRoutes, {
    db,
    buffer: pageViewBuffer,
    // Opened here, once per process, so a missing database fails the start, not a request.
    countries: sharedCountryLookup(),
    rateLimitMax: options.rateLimitOff ? 0 : undefined,
    rateLimitStore: app.rateLimitCounters.pluginOptions,
    securityHeaders: API_SECURITY_HEADERS,
  });

  // Goals (./goals.ts): the page views' rules, one INSERT each.
  await app.register(goalRoutes, {
    db,
    now,
    rateLimitMax: options.rateLimitOff ? 0 : undefined,
    rateLimitStore: app.rateLimitCounters.pluginOptions,
    securityHeaders: API_SECURITY_HEADERS,
  });

  // Signed out, the sign-in page and back here, the period kept; an editor goes to the editor.
  await app.adminApp.registerPage(app, INSIGHTS_PATH, app.adminApp.teamPage);
  const queries = createInsightsQueries(db);
  // A shared link: the admin app's page in its read-only mode, and the link's period's data.
  await app.register(sharedInsightsRoutes, {
    db,
    queries,
    now,
    sendPage: (reply) => app.adminApp.sendPage(reply),
    rateLimitMax: options.rateLimitOff ? 0 : undefined,
    rateLimitStore: app.rateLimitCounters.pluginOptions,
  });
  await app.register(insightsApiRoutes, {
    queries,
    db,
    // The realtime count sees this instance's views before their flush; another instance's
    // appear once that instance has flushed them (every PAGE_VIEWS_FLUSH_MS).
    pendingViews: () => pageViewBuffer.pendingViews(),
    now,
    prefix: ADMIN_PATHS.api,
  });
}

/**
 * See the module comment. Needs `db`, `metrics` (the buffer's), `rate-limit-counters` (the
 * beacon's limit), `role-guard` (the admin API) and `admin-app` (the page). The weekly report
 * wakes `notificationSender` when the app has one (registered earlier, server/app.ts).
 */
export const insightsPlugin = fastifyPlugin(insights, {
  name: 'insights',
  fastify: '5.x',
  dependencies: ['db', 'metrics', 'rate-limit-counters', 'role-guard', 'admin-app'],
});
