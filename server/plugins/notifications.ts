/**
 * E-mails the team about every stored message (DESIGN §8 "Notifications"): the sender drains the
 * outbox the insert fills (and the general mail outbox: the team's replies, server/db/mail-outbox.ts), starts when the app is ready and stops when it closes, before the
 * database does (onClose hooks run last-registered first, and the database's own is registered
 * earlier). One log line says whether notifications are on. Decorated as `notificationSender`
 * (null when `SMTP_URL` is unset), whose `wake()` the contact feature calls after each insert and
 * the inbox after a resend.
 *
 * Not encapsulated (fastify-plugin): the decorator and its hooks are the root instance's, in
 * that order.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createMailOutbox } from '../db/mail-outbox';
import type { NotificationsConfig } from '../env';
import {
  createNotificationSender,
  type NotificationSender,
  type NotificationSenderOptions,
} from '../notifications/sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender, or null when notifications are off (server/notifications/sender.ts). */
    notificationSender: NotificationSender | null;
  }
}

/** Options of {@link notificationsPlugin}. */
export interface NotificationsPluginOptions {
  /** `SMTP_URL` and the addresses (server/env.ts), or null when SMTP_URL is unset (off). */
  config: NotificationsConfig | null;
  /**
   * Tests only: the sender's clock (epoch ms), poll interval (ms) and mail transport. Defaults:
   * `Date.now`, NOTIFY_POLL_MS, SMTP_URL's pool.
   */
  sender?: Pick<NotificationSenderOptions, 'now' | 'pollMs' | 'transport'>;
}

async function notifications(app: FastifyInstance, options: NotificationsPluginOptions) {
  const { config } = options;
  if (!config) {
    app.decorate('notificationSender', null);
    app.log.info(
      'notifications off: SMTP_URL is not set (messages are stored and queued; nothing is e-mailed)',
    );
    return;
  }
  const sender = createNotificationSender({
    outbox: app.outbox,
    mail: createMailOutbox(app.db),
    metrics: app.appMetrics.notifications,
    config,
    log: app.log.child({ component: 'notifications' }),
    // SQLite is this process's alone: it may release every lease at start.
    ownsDatabase: app.dbDialect === 'sqlite',
    ...options.sender,
  });
  app.decorate('notificationSender', sender);
  app.log.info({ smtp: config.smtpUrlRedacted, to: config.to }, 'notifications on');
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
}

/** See the module comment. Needs `db` (its dialect), `metrics` and `notification-outbox`. */
export const notificationsPlugin = fastifyPlugin(notifications, {
  name: 'notifications',
  fastify: '5.x',
  dependencies: ['db', 'metrics', 'notification-outbox'],
});
