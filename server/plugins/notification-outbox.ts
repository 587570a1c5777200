/**
 * The notification outbox (DESIGN §8 "Notifications"; server/db/notification-outbox.ts),
 * decorated once as `outbox`: the contact insert fills it in the same transaction, the sender
 * drains it, the inbox reads and re-queues its rows, and the metrics report its backlog.
 *
 * Not encapsulated (fastify-plugin): the decorator belongs to the root instance.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createNotificationOutbox, type NotificationOutbox } from '../db/notification-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification outbox over `db` (server/db/notification-outbox.ts). */
    outbox: NotificationOutbox;
  }
}

async function notificationOutbox(app: FastifyInstance) {
  app.decorate('outbox', createNotificationOutbox(app.db));
}

/** See the module comment. Needs `db`. */
export const notificationOutboxPlugin = fastifyPlugin(notificationOutbox, {
  name: 'notification-outbox',
  fastify: '5.x',
  dependencies: ['db'],
});
