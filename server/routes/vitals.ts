/**
 * `POST /api/vitals` (spec §7): stores one web-vitals metric that a visitor's browser
 * reports after 'accepted' cookie consent (app/lib/vitals.ts). Validated, rate-limited per IP,
 * at most 2 KiB. Answers 204 once stored, 400 `{message}` for anything else; stores nothing
 * on error.
 *
 * Counted like a page view (server/insights/collect-route.ts): a report from a bot, from no user
 * agent or under Global Privacy Control (`Sec-GPC: 1`), or for a path that is none of the site's
 * pages, is answered 204 and not stored. The rating is the server's, from the value and
 * web-vitals' own thresholds ({@link ratingOf}); the one the client sends is not trusted.
 *
 * {@link webVitalsPlugin} is the feature the app registers: these routes in a scope of their
 * own, with the app's database and rate-limit counters.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Kysely } from 'kysely';
import {
  CLSThresholds,
  FCPThresholds,
  INPThresholds,
  LCPThresholds,
  TTFBThresholds,
  type MetricRatingThresholds,
} from 'web-vitals';
import { z } from 'zod';
import { hasControlCharacters, isWellFormedText } from '../../common/text-safety';
import { beaconRouteOptions, type BeaconOptions } from '../beacon-route';
import type { Database } from '../db/schema';
import { isUncounted } from '../insights/collect-route';
import { countedPath } from '../insights/counted-paths';
import { API_SECURITY_HEADERS } from '../csp';

/** spec §7 web-vitals reports are tiny; anything bigger is not a report (bytes). */
export const VITALS_BODY_LIMIT_BYTES = 2 * 1024;

/** Web-vitals reports per client IP per `RATE_LIMIT_WINDOW_MS` (server/limits.ts; five metrics a page view). */
export const VITALS_RATE_LIMIT_MAX = 120;

/** One report as web-vitals' `Metric` gives it, reduced to what we keep. */
export const vitalsReportSchema = z.strictObject({
  name: z.enum(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']),
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  id: z.string().min(1).max(100),
  navigationType: z.string().min(1).max(40),
  // No control characters at all: PostgreSQL refuses a NUL in text where SQLite stores it.
  path: z
    .string()
    .startsWith('/')
    .max(200)
    .refine((path) => isWellFormedText(path) && !hasControlCharacters(path), {
      error: 'path must be printable text',
    }),
});

/** The metrics' "good" and "poor" boundaries (ms; CLS unitless), as web-vitals rates them. */
const THRESHOLDS: Readonly<Record<VitalsReport['name'], MetricRatingThresholds>> = {
  CLS: CLSThresholds,
  FCP: FCPThresholds,
  INP: INPThresholds,
  LCP: LCPThresholds,
  TTFB: TTFBThresholds,
};

/** A validated report. */
export type VitalsReport = z.infer<typeof vitalsReportSchema>;

/**
 * The rating of a metric's value: `good` up to the first threshold, `poor` above the second,
 * `needs-improvement` between (web.dev "Web Vitals" thresholds, the ones web-vitals exports).
 * @param value ms for LCP, FCP, INP and TTFB; unitless for CLS
 */
export function ratingOf(name: VitalsReport['name'], value: number): VitalsReport['rating'] {
  const [good, poor] = THRESHOLDS[name];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/** Options of {@link vitalsRoutes}. */
export interface VitalsRoutesOptions extends BeaconOptions {
  db: Kysely<Database>;
}

/** Fastify plugin registering `POST /api/vitals`. */
export async function vitalsRoutes(
  app: FastifyInstance,
  options: VitalsRoutesOptions,
): Promise<void> {
  app.post('/api/vitals', {
    ...(await beaconRouteOptions(app, options, {
      rateLimitMax: VITALS_RATE_LIMIT_MAX,
      bodyLimitBytes: VITALS_BODY_LIMIT_BYTES,
      report: 'web-vitals',
    })),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const parsed = vitalsReportSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply.code(400).send({
          message: `Not a web-vitals report: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
        });
      }
      if (isUncounted(request)) return reply.code(204).send();
      const r = parsed.data;
      const path = countedPath(r.path);
      if (path === null) return reply.code(204).send();
      await options.db
        .insertInto('web_vitals')
        .values({
          name: r.name,
          value: r.value,
          rating: ratingOf(r.name, r.value),
          metric_id: r.id,
          navigation_type: r.navigationType,
          path,
        })
        .execute();
      return reply.code(204).send();
    },
  });
}

/** Options of {@link webVitalsPlugin}. */
export interface WebVitalsPluginOptions {
  /** `RATE_LIMIT_MAX` 0 turns this limit off too (benchmarks); else {@link VITALS_RATE_LIMIT_MAX}. */
  rateLimitOff: boolean;
}

async function webVitals(app: FastifyInstance, options: WebVitalsPluginOptions) {
  await app.register(vitalsRoutes, {
    db: app.db,
    rateLimitMax: options.rateLimitOff ? 0 : undefined,
    rateLimitStore: app.rateLimitCounters.pluginOptions,
    securityHeaders: API_SECURITY_HEADERS,
  });
}

/**
 * The web-vitals feature (spec §7): {@link vitalsRoutes} in a scope of their own. Not
 * encapsulated itself (fastify-plugin), so its name and dependencies are checked at the root.
 */
export const webVitalsPlugin = fastifyPlugin(webVitals, {
  name: 'web-vitals',
  fastify: '5.x',
  dependencies: ['db', 'rate-limit-counters'],
});
