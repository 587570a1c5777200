/**
 * The operations endpoints (DESIGN §4 "Operations endpoints"; docs/decisions/0002-readiness-and-metrics.md):
 * `/healthz` (liveness), `/readyz` (readiness, drained on SIGTERM by server/main.ts), and the
 * Prometheus metrics on an internal listener only (`METRICS_PORT`, `METRICS_HOST`), never on the
 * public port; the outbox's depth and oldest age are read when scraped.
 *
 * Not encapsulated (fastify-plugin): the `readiness` and `metricsServer` decorators belong to the
 * root instance, and the drain's `Connection: close` must reach every answer.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createWebhookOutbox } from '../db/webhook-outbox';
import { allMigrations } from '../db/migrate';
import type { ServerEnv } from '../env';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../operations/limits';
import { buildMetricsServer } from '../metrics';
import { createReadiness, type Readiness } from '../readiness';
import { passUnderPressure } from './overload';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness of this instance (`/readyz`); server/main.ts starts the drain on SIGTERM. */
    readiness: Readiness;
    /** The internal metrics listener (`METRICS_PORT`), or null when off. Listens once the app is ready. */
    metricsServer: FastifyInstance | null;
  }
}

/** Options of {@link operationsPlugin}. */
export interface OperationsOptions {
  /** Where the metrics listener listens (`METRICS_PORT`, `METRICS_HOST`), or null for none. */
  listener: ServerEnv['metrics'];
}

async function operations(app: FastifyInstance, { listener }: OperationsOptions) {
  // The metrics the listener serves, and the outbox whose backlog they report.
  const { appMetrics: metrics, outbox } = app;

  // Readiness (server/readiness.ts). While draining, every answer closes its connection, so
  // clients that keep connections open (a load balancer's pool) move elsewhere.
  // `/readyz` checks the database, and that every migration this build applies is applied.
  const readiness = createReadiness({
    db: app.db,
    migrations: Object.keys(allMigrations(app.dbDialect)),
    onChange: (check) => {
      if (check.ok) app.log.info('ready: the database answers and its migrations are applied');
      else app.log.warn({ err: check.error, reason: check.reason }, 'not ready');
    },
  });
  app.decorate('readiness', readiness);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  // Liveness: the process answers (DESIGN §4 "Operations endpoints").
  app.get('/healthz', { config: passUnderPressure }, async () => ({ ok: true }));

  // Readiness: 200 only while not draining, not overloaded, the database answers and every
  // migration is applied; 503 and the reason otherwise.
  app.get('/readyz', { config: passUnderPressure }, async (_request, reply) => {
    const result = await readiness.check(app.isUnderPressure());
    reply.header('cache-control', 'no-store');
    if (!result.ready) {
      reply.code(503);
      if (result.reason === 'overloaded') {
        reply.header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
      }
    }
    return result;
  });

  // The outbox's depth and oldest age, read when scraped (cached: server/metrics.ts).
  metrics.setOutboxSource(() => outbox.backlog());
  const webhookOutbox = createWebhookOutbox(app.db);
  metrics.setWebhookOutboxSource(() => webhookOutbox.backlog());

  const metricsServer = listener ? buildMetricsServer(metrics, app.log) : null;
  app.decorate('metricsServer', metricsServer);
  if (metricsServer && listener) {
    const { port, host } = listener;
    // onReady: a port in use fails the start (listen rejects), unlike an onListen hook.
    app.addHook('onReady', async () => {
      await metricsServer.listen({ port, host });
    });
    app.addHook('onClose', async () => metricsServer.close());
  }
}

/**
 * See the module comment. Needs `db` (readiness), `metrics` (the listener),
 * `notification-outbox` (its backlog) and `overload` (`isUnderPressure`).
 */
export const operationsPlugin = fastifyPlugin(operations, {
  name: 'operations',
  fastify: '5.x',
  dependencies: ['db', 'metrics', 'notification-outbox', 'overload'],
});
