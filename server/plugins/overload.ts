/**
 * Overload (DESIGN §6; `OVERLOAD_EVENT_LOOP_DELAY_MS`, 0 leaves the check off): past the event
 * loop delay, every request is refused at once with 503 + Retry-After rather than queued into a
 * slow death (@fastify/under-pressure). Not the database: pages still work without it. Routes
 * opt out with {@link passUnderPressure}.
 *
 * Not encapsulated (fastify-plugin): its check must reach every route, and its
 * `isUnderPressure` decorator the root instance (`/readyz`).
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { apiErrors } from '../api-error';
import { API_SECURITY_HEADERS, PERMISSIONS_POLICY } from '../csp';
import { OVERLOAD_RETRY_AFTER_SECONDS, PRESSURE_SAMPLE_INTERVAL_MS } from '../operations/limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route handler; see `passUnderPressure` in server/plugins/overload.ts. */
    pressureHandler?: (
      request: FastifyRequest,
      reply: FastifyReply,
      type: string,
      value: number | undefined,
    ) => Promise<void> | void;
  }
}

/**
 * Route config of the probes: under pressure they are still answered (the under-pressure plugin
 * goes on when its handler returns nothing). Liveness must not fail because the process is busy,
 * or an orchestrator restarts a loaded instance; `/readyz` answers its own 503 'overloaded'.
 */
export const passUnderPressure = { pressureHandler: () => undefined };

/** Options of {@link overloadPlugin}. */
export interface OverloadOptions {
  /** `OVERLOAD_EVENT_LOOP_DELAY_MS`: the mean event-loop delay refused past; 0 = never. Milliseconds. */
  maxEventLoopDelayMs: number;
}

async function overload(app: FastifyInstance, options: OverloadOptions) {
  const metrics = app.appMetrics;
  // The API's security headers: a refusal comes before the hooks that set them on other answers
  // (Permissions-Policy is added).
  const overloaded = () =>
    apiErrors.overloaded(OVERLOAD_RETRY_AFTER_SECONDS, {
      ...API_SECURITY_HEADERS,
      'permissions-policy': PERMISSIONS_POLICY,
    });
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: PRESSURE_SAMPLE_INTERVAL_MS,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    pressureHandler: (_request, _reply, type) => {
      metrics.overloaded(type);
      return Promise.reject(overloaded());
    },
  });
}

/** See the module comment. Needs `metrics` (counts the refusals by the kind of pressure). */
export const overloadPlugin = fastifyPlugin(overload, {
  name: 'overload',
  fastify: '5.x',
  dependencies: ['metrics'],
});
