/**
 * Request metrics (DESIGN §4 "Operations endpoints"; server/metrics.ts): every request timed per
 * route pattern and status (fastify-metrics), and @fastify/rate-limit's refusals counted per
 * route. Registered first, so that a request refused by any later hook is timed too.
 *
 * Not encapsulated (fastify-plugin): its hooks must reach every route of the app, and the
 * `appMetrics` decorator the root instance. Named `metrics`: the database, overload, operations,
 * notifications and the features that count declare `dependencies: ['metrics']` and read
 * `app.appMetrics` (fastify-metrics itself decorates `metrics`, its own client).
 */
import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fastifyPlugin from 'fastify-plugin';
import { routeMetricsOptions, UNKNOWN_ROUTE, type AppMetrics } from '../metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (server/metrics.ts). */
    appMetrics: AppMetrics;
  }
}

/** Options of {@link requestMetricsPlugin}. */
export interface RequestMetricsOptions {
  /** The metrics to keep; also the app's `appMetrics`. */
  metrics: AppMetrics;
}

async function requestMetrics(app: FastifyInstance, { metrics }: RequestMetricsOptions) {
  app.decorate('appMetrics', metrics);
  await app.register(fastifyMetrics, routeMetricsOptions(metrics));

  // @fastify/rate-limit's refusals, whatever its store: a 429 on a rate-limited route (its own
  // X-RateLimit-Limit header, or the route's rateLimit config). Sign-in's own 429 is not one.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit) metrics.declareRateLimitedRoute(route.url);
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (
      reply.statusCode === 429 &&
      (reply.hasHeader('x-ratelimit-limit') || request.routeOptions.config.rateLimit)
    ) {
      metrics.rateLimited(request.routeOptions.url ?? UNKNOWN_ROUTE);
    }
    done();
  });
}

/** See the module comment. */
export const requestMetricsPlugin = fastifyPlugin(requestMetrics, {
  name: 'metrics',
  fastify: '5.x',
});
