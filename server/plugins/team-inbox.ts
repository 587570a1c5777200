/**
 * The team inbox (DESIGN §8): its sign-in and sessions (server/auth/sessions.ts), its pages and
 * API (server/routes/admin.ts, a scope of its own), and the daily retention purge, which also
 * deletes expired sessions (server/retention.ts).
 *
 * Not encapsulated (fastify-plugin): the purge's start and stop hooks are the root instance's, so
 * they run in the app's order (after the notification sender starts, before it stops).
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createAuthService } from '../auth/sessions';
import { createAdminAccounts } from '../db/admin-accounts';
import { openSqliteReader } from '../db/database';
import { createInboxRepository } from '../db/inbox-repository';
import type { NotificationOutbox } from '../db/notification-outbox';
import type { Database } from '../db/schema';
import type { AppMetrics } from '../metrics';
import { startRetentionJob } from '../retention';
import { adminRoutes } from '../routes/admin';
import type { ContentEditor } from '../content/editor';
import { PostgresAdapter } from 'kysely';
import { startInsightsJob } from '../insights/job';
import { createInsightsQueries } from '../insights/queries';

/** Options of {@link teamInboxPlugin}. */
export interface TeamInboxOptions {
  db: Kysely<Database>;
  outbox: NotificationOutbox;
  /** Counts failed sign-ins. */
  metrics: AppMetrics;
  /** Wakes the notification sender after a resend (absent when notifications are off). */
  onResend?: () => void;
  /** build/admin, or null when not built (the pages answer 503, the API works). */
  adminDir: string | null;
  /** `RETENTION_DAYS`: messages received longer ago are purged. */
  retentionDays: number;
  /** Run the daily purge and the insights job (false: tests that count rows). */
  retentionJob: boolean;
  /** `PAGE_VIEWS_RETENTION_DAYS` and `INSIGHTS_RETENTION_DAYS` (server/env.ts). */
  insights: { pageViewsRetentionDays: number; insightsRetentionDays: number };
  /** The clock of sessions, throttling and retention, epoch ms. */
  now: () => number;
  /** Waits the sign-in slow-down (ms); default a real timer. */
  sleep?: (ms: number) => Promise<unknown>;
  /** The content editor's API (server/routes/content.ts); absent: not served. */
  content?: ContentEditor;
}

async function teamInbox(app: FastifyInstance, options: TeamInboxOptions) {
  const { db, now } = options;
  const auth = createAuthService({
    accounts: createAdminAccounts(db),
    now,
    sleep: options.sleep,
    onFailure: options.metrics.signInFailed,
  });
  const inbox = createInboxRepository(db);
  await app.register(adminRoutes, {
    auth,
    inbox,
    outbox: options.outbox,
    onResend: options.onResend,
    adminDir: options.adminDir,
    now,
    content: options.content ? { editor: options.content } : undefined,
    insights: createInsightsQueries(db),
  });
  if (options.retentionJob) {
    let retention: { stop(): Promise<void> } | undefined;
    let insightsJob: { stop(): Promise<void> } | undefined;
    // SQLite: the roll-up's aggregations read on a connection of their own, so they never hold
    // the one that serves inserts and readiness.
    let reader: ReturnType<typeof openSqliteReader>;
    app.addHook('onReady', async () => {
      reader = openSqliteReader(db);
      insightsJob = startInsightsJob({
        db,
        reader,
        dialect: db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite',
        ...options.insights,
        log: app.log.child({ component: 'insights' }),
        now,
      });
      retention = startRetentionJob({
        inbox,
        retentionDays: options.retentionDays,
        alsoRun: () => auth.deleteExpired(),
        log: app.log.child({ component: 'retention' }),
        now,
      });
    });
    app.addHook('onClose', async () => {
      await Promise.all([retention?.stop(), insightsJob?.stop()]);
      await reader?.destroy();
    });
  }
}

/** See the module comment. */
export const teamInboxPlugin = fastifyPlugin(teamInbox, { name: 'team-inbox', fastify: '5.x' });
