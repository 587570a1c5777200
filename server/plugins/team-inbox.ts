/**
 * The team inbox as a feature (DESIGN §8 "Team inbox"): the admin app's pages, sign-in and the
 * inbox API (server/routes/admin.ts, a scope of its own, behind the role guard), and the daily
 * retention purge, which also deletes expired sessions (server/retention.ts). The insights and
 * the content editor are features of their own (server/insights/plugin.ts,
 * server/content/plugin.ts).
 *
 * Not encapsulated (fastify-plugin): the purge's start and stop hooks are the root instance's, so
 * they run in the app's order (after the notification sender starts, before it stops).
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createInboxRepository } from '../db/inbox-repository';
import { startRetentionJob } from '../retention';
import { adminRoutes } from '../routes/admin';

/** Options of {@link teamInboxPlugin}. */
export interface TeamInboxOptions {
  /** build/admin, or null when not built (the pages answer 503, the API works). */
  adminDir: string | null;
  /** `RETENTION_DAYS`: messages received longer ago are purged. */
  retentionDays: number;
  /** Run the daily purge (false: tests that count rows). */
  retentionJob: boolean;
  /** The clock of resends and retention, epoch ms. */
  now: () => number;
}

async function teamInbox(app: FastifyInstance, options: TeamInboxOptions) {
  const { now } = options;
  const inbox = createInboxRepository(app.db);
  await app.register(adminRoutes, { inbox, adminDir: options.adminDir, now });
  if (options.retentionJob) {
    let retention: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      retention = startRetentionJob({
        inbox,
        retentionDays: options.retentionDays,
        alsoRun: () => app.auth.deleteExpired(),
        log: app.log.child({ component: 'retention' }),
        now,
      });
    });
    app.addHook('onClose', async () => retention?.stop());
  }
}

/**
 * See the module comment. Needs `db`, `auth` and `role-guard` (sign-in and access),
 * `notification-outbox` (each message's notification, resends) and `notifications` (woken after
 * a resend).
 */
export const teamInboxPlugin = fastifyPlugin(teamInbox, {
  name: 'team-inbox',
  fastify: '5.x',
  dependencies: ['db', 'auth', 'role-guard', 'notification-outbox', 'notifications'],
});
