/**
 * The notification sender's life with the app (DESIGN §8): it starts when the app is ready and
 * stops when it closes, before the database does (onClose hooks run last-registered first, and
 * the database's own is registered earlier). One log line says whether notifications are on.
 *
 * Not encapsulated (fastify-plugin): its hooks are the root instance's, in that order.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { NotificationsConfig } from '../env';
import type { NotificationSender } from '../notifications/sender';

/** Options of {@link notificationsPlugin}. */
export interface NotificationsPluginOptions {
  /** The sender and what it was made for, or null when SMTP_URL is unset (notifications off). */
  notifications: { sender: NotificationSender; config: NotificationsConfig } | null;
}

async function notifications(app: FastifyInstance, options: NotificationsPluginOptions) {
  if (!options.notifications) {
    app.log.info(
      'notifications off: SMTP_URL is not set (messages are stored and queued; nothing is e-mailed)',
    );
    return;
  }
  const { sender, config } = options.notifications;
  app.log.info({ smtp: config.smtpUrlRedacted, to: config.to }, 'notifications on');
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
}

/** See the module comment. */
export const notificationsPlugin = fastifyPlugin(notifications, {
  name: 'notifications',
  fastify: '5.x',
});
