/**
 * E-mails the team about every stored message (DESIGN §8 "Notifications"): the sender drains the
 * outbox the insert fills (and the general mail outbox: the team's replies, server/db/mail-outbox.ts), starts when the app is ready and stops when it closes, before the
 * database does (onClose hooks run last-registered first, and the database's own is registered
 * earlier). One log line says whether notifications are on. Decorated as `notificationSender`
 * (null when `SMTP_URL` is unset), whose `wake()` the contact feature calls after each insert and
 * the inbox after a resend. The same sender posts to the chat webhook (`WEBHOOK_URL`,
 * server/notifications/webhook.ts), with or without e-mail; it is decorated as `outboxSender`.
 *
 * Not encapsulated (fastify-plugin): the decorator and its hooks are the root instance's, in
 * that order.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createMailOutbox } from '../db/mail-outbox';
import { createWebhookOutbox } from '../db/webhook-outbox';
import type { NotificationsConfig, WebhookConfig } from '../env';
import {
  createNotificationSender,
  type NotificationSender,
  type NotificationSenderOptions,
} from '../notifications/sender';
import { createWebhookPoster } from '../notifications/webhook';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender, or null when notifications are off (server/notifications/sender.ts). */
    notificationSender: NotificationSender | null;
    /**
     * The sender of every outbox (the same as {@link notificationSender} when e-mail is on; the
     * chat webhook's alone when only `WEBHOOK_URL` is set), or null when both are off: what the
     * contact feature and the inbox wake after a commit.
     */
    outboxSender: NotificationSender | null;
  }
}

/** Options of {@link notificationsPlugin}. */
export interface NotificationsPluginOptions {
  /** `SMTP_URL` and the addresses (server/env.ts), or null when SMTP_URL is unset (off). */
  config: NotificationsConfig | null;
  /** `WEBHOOK_URL` (server/env.ts), or null when unset (nothing queued for the chat webhook). */
  webhook?: WebhookConfig | null;
  /**
   * Tests only: the sender's clock (epoch ms), poll interval (ms) and mail transport, and the
   * webhook's fetch. Defaults: `Date.now`, NOTIFY_POLL_MS, SMTP_URL's pool, the global fetch.
   */
  sender?: Pick<NotificationSenderOptions, 'now' | 'pollMs' | 'transport'> & {
    fetch?: typeof fetch;
  };
}

async function notifications(app: FastifyInstance, options: NotificationsPluginOptions) {
  const { config } = options;
  const webhookConfig = options.webhook ?? null;
  const webhookOutbox = createWebhookOutbox(app.db);
  // The trigger of migration 0023 queues posts only while this says so.
  await webhookOutbox.setEnabled(webhookConfig !== null);
  if (webhookConfig) {
    app.log.info(
      { webhook: webhookConfig.urlRedacted, includeBody: webhookConfig.includeBody },
      'chat webhook on',
    );
  }
  if (!config) {
    app.log.info(
      'notifications off: SMTP_URL is not set (messages are stored and queued; nothing is e-mailed)',
    );
  }
  if (!config && !webhookConfig) {
    app.decorate('notificationSender', null);
    app.decorate('outboxSender', null);
    return;
  }
  const { fetch: webhookFetch, ...senderTest } = options.sender ?? {};
  const sender = createNotificationSender({
    outbox: app.outbox,
    mail: createMailOutbox(app.db),
    metrics: app.appMetrics.notifications,
    config,
    ...(webhookConfig
      ? {
          webhook: {
            outbox: webhookOutbox,
            post: createWebhookPoster({
              config: webhookConfig,
              ...(webhookFetch ? { fetch: webhookFetch } : {}),
              ...(senderTest.now ? { now: senderTest.now } : {}),
            }),
            metrics: app.appMetrics.webhook,
          },
        }
      : {}),
    log: app.log.child({ component: 'notifications' }),
    // SQLite is this process's alone: it may release every lease at start.
    ownsDatabase: app.dbDialect === 'sqlite',
    ...senderTest,
  });
  app.decorate('notificationSender', config ? sender : null);
  app.decorate('outboxSender', sender);
  if (config) app.log.info({ smtp: config.smtpUrlRedacted, to: config.to }, 'notifications on');
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
}
/** See the module comment. Needs `db` (its dialect), `metrics` and `notification-outbox`. */
export const notificationsPlugin = fastifyPlugin(notifications, {
  name: 'notifications',
  fastify: '5.x',
  dependencies: ['db', 'metrics', 'notification-outbox'],
});
