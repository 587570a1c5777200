/**
 * The team inbox as a feature (DESIGN §8 "Team inbox"): its page `/admin` and its API
 * (./routes.ts, a scope of its own, behind the role guard), and the daily retention purge, which
 * also deletes expired sessions (server/retention.ts). The admin app's shell and sign-in are
 * server/plugins/admin-app.ts; the insights and the content editor are features of their own
 * (server/insights/plugin.ts, server/content/plugin.ts).
 *
 * Not encapsulated (fastify-plugin): the purge's start and stop hooks are the root instance's, so
 * they run in the app's order (after the notification sender starts, before it stops).
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createAdminAccounts } from '../db/admin-accounts';
import { createErasures } from '../db/erasure';
import { purgeAutoresponseGuard, type Autoresponder } from '../contact/autoresponder';
import { createInboxRepository } from '../db/inbox-repository';
import { createMailOutbox } from '../db/mail-outbox';
import { createReplies } from '../db/replies';
import type { NotificationsConfig } from '../env';
import { startRetentionJob } from '../retention';
import { inboxRoutes } from './routes';

/** Options of {@link teamInboxPlugin}. */
export interface TeamInboxOptions {
  /** `RETENTION_DAYS`: messages received longer ago are purged. */
  retentionDays: number;
  /** Run the daily purge (false: tests that count rows). */
  retentionJob: boolean;
  /** The clock of resends, changes, notes, erasures and retention, epoch ms. */
  now: () => number;
  /** `ERASURE_HASH_KEY`; null or absent: the database's own key (server/db/erasure.ts). */
  erasureHashKey?: string | null;
  /** The mail settings replies go out with; null (SMTP_URL unset): replies are refused (503). */
  mail?: NotificationsConfig | null;
  /**
   * The autoresponder (server/contact/autoresponder.ts) when on: "Not spam" queues the
   * acknowledgement. The retention purge drops expired guard rows either way.
   */
  autoresponder?: Autoresponder | null;
}

async function teamInbox(app: FastifyInstance, options: TeamInboxOptions) {
  const { now } = options;
  const inbox = createInboxRepository(app.db, { autoresponder: options.autoresponder });
  await app.register(inboxRoutes, {
    inbox,
    accounts: createAdminAccounts(app.db),
    erasures: createErasures(app.db, options.erasureHashKey ?? null),
    replies: createReplies(app.db),
    mail: options.mail ?? null,
    now,
  });
  if (options.retentionJob) {
    let retention: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      retention = startRetentionJob({
        inbox,
        retentionDays: options.retentionDays,
        mail: createMailOutbox(app.db),
        alsoRun: async () => {
          await app.auth.deleteExpired();
          await purgeAutoresponseGuard(app.db, now());
        },
        log: app.log.child({ component: 'retention' }),
        now,
      });
    });
    app.addHook('onClose', async () => retention?.stop());
  }
}

/**
 * See the module comment. Needs `db`, `auth` and `role-guard` (sessions and access),
 * `admin-app` (its page), `notification-outbox` (each message's notification, resends) and
 * `notifications` (woken after a resend).
 */
export const teamInboxPlugin = fastifyPlugin(teamInbox, {
  name: 'team-inbox',
  fastify: '5.x',
  dependencies: ['db', 'auth', 'role-guard', 'admin-app', 'notification-outbox', 'notifications'],
});
