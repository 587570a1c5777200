/**
 * What the site's beacons share (`POST /api/pageviews`, server/insights/collect-route.ts;
 * `POST /api/goals`, server/insights/goals.ts; `POST /api/vitals`, server/routes/vitals.ts): a
 * per-address rate limit on the route (not global), Helmet's headers precomputed instead of run
 * per request (decision 0028), a body limit with the beacon's own 413 sentence rather than the
 * contact form's, and JSON in UTF-8 only: a body that declares another charset answers 415 and is
 * not stored, as the contact API does (RFC 8259 §8.1: JSON exchanged between systems is UTF-8).
 * The page-view and goal beacons also share their path-only request log and the wording of a
 * refused report's 400.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BODY_TOO_LARGE_MESSAGE } from './api-error';
import { declaredCharset } from './charset';
import { sendSecurityHeaders } from './csp';
import { RATE_LIMIT_WINDOW_MS } from './limits';
import type { RateLimitStoreOptions } from './rate-limit';

/** What a beacon must send instead of another charset (the 415's sentence). */
const UTF8_HINT = 'JSON in UTF-8 (RFC 8259 §8.1): send charset=utf-8 or no charset.';

/** The options every beacon's routes take. */
export interface BeaconOptions {
  /** Reports per IP per minute; 0 disables the limit (benchmarks). Default the beacon's own. */
  rateLimitMax?: number;
  /** Where the counters live (server/rate-limit.ts); default in memory. */
  rateLimitStore?: RateLimitStoreOptions;
  /**
   * Helmet's headers, precomputed (server/csp.ts `precomputedSecurityHeaders`, the API's CSP),
   * sent on every answer instead of running @fastify/helmet per request. Default: helmet runs.
   */
  securityHeaders?: Readonly<Record<string, string>>;
}

/**
 * Sets up a beacon's encapsulated scope (the rate-limit plugin, the precomputed headers) and
 * returns the route options to spread into its `app.post`.
 * @param beacon its default reports per IP per minute, its body limit in bytes, and what a
 *   report is called in the 413 sentence ("A page-view report is at most 4096 bytes")
 */
export async function beaconRouteOptions(
  app: FastifyInstance,
  options: BeaconOptions,
  beacon: { rateLimitMax: number; bodyLimitBytes: number; report: string },
) {
  const max = options.rateLimitMax ?? beacon.rateLimitMax;
  await app.register(rateLimit, { ...options.rateLimitStore, global: false });
  if (options.securityHeaders) sendSecurityHeaders(app, options.securityHeaders);
  const utf8Only = async (request: FastifyRequest, reply: FastifyReply) => {
    let encoding: string | undefined;
    try {
      encoding = declaredCharset(request.headers['content-type'], UTF8_HINT)?.encoding;
    } catch {
      encoding = 'unknown';
    }
    if (encoding !== undefined && encoding !== 'utf-8')
      return reply.code(415).send({ message: `A ${beacon.report} report is ${UTF8_HINT}` });
  };
  return {
    ...(options.securityHeaders ? { helmet: false as const } : {}),
    preValidation: utf8Only,
    bodyLimit: beacon.bodyLimitBytes,
    config: {
      ...(max > 0 ? { rateLimit: { max, timeWindow: RATE_LIMIT_WINDOW_MS } } : {}),
      [BODY_TOO_LARGE_MESSAGE]: `A ${beacon.report} report is at most ${beacon.bodyLimitBytes} bytes`,
    },
  };
}

/**
 * A beacon route's `logSerializers`: its request log lines keep the method and the path, never
 * the query, the address nor the user agent (OWASP Logging Cheat Sheet: no personal data in logs).
 */
export const PATH_ONLY_LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({ method: request.method, url: request.url.split('?')[0] }),
};

/**
 * The 400 sentence of a report its schema refused, from the first issue:
 * `Not a <report> report: <field path> <problem>` (`Not a goal report: path Too long`), the field
 * left out when the issue is the whole body's.
 * @param report what a report is called, as in {@link beaconRouteOptions} (`page-view`, `goal`)
 */
export function invalidReportMessage(report: string, error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  return `Not a ${report} report: ${field ? `${field} ` : ''}${issue?.message ?? 'invalid'}`;
}
