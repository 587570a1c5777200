/**
 * `POST /api/pageviews` (DESIGN §8 "Site insights: collecting"): counts one page view the site's
 * beacon (app/lib/pageviews.ts) reports, privacy first
 * (docs/decisions/0024-audience-measurement-and-consent.md):
 *
 * - stored: path, language, the referrer's host (never its path or query; none for our own host
 *   or a non-http(s) URL), the three UTM values, the viewport class, the navigation type, the
 *   country of the client address (./country.ts: looked up in a local database, the address
 *   then thrown away; null when unknown) and the day's {@link visitorHash}. Never the IP
 *   address, the user agent or a query string, and the route logs neither (its request log
 *   lines carry method and path only);
 * - not stored, answered 204 all the same: a missing or bot user agent (`isbot`), `Sec-GPC: 1`
 *   (Global Privacy Control, a request to opt out of this counting), and a path that is none of
 *   the site's pages (./counted-paths.ts), so junk never reaches "Top pages";
 * - refused, nothing stored: 400 `{message}` for a body that is not a report, 413 over
 *   {@link PAGEVIEWS_BODY_LIMIT_BYTES}, 429 past {@link PAGEVIEWS_RATE_LIMIT_MAX} a minute per IP
 *   (same counter store as the other routes: several instances share it).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LOCALES } from '../../common/i18n';
import { NAVIGATION_TYPES, PAGEVIEWS_ENDPOINT, VIEWPORTS } from '../../common/insights-pageviews';
import { hasControlCharacters, isWellFormedText } from '../../common/text-safety';
import {
  beaconRouteOptions,
  invalidReportMessage,
  PATH_ONLY_LOG_SERIALIZERS,
  type BeaconOptions,
} from '../beacon-route';
import type { Database } from '../db/schema';
import {
  PAGEVIEW_PATH_MAX_CHARS,
  PAGEVIEW_REFERRER_MAX_CHARS,
  PAGEVIEW_UTM_MAX_CHARS,
  PAGEVIEWS_BODY_LIMIT_BYTES,
  PAGEVIEWS_RATE_LIMIT_MAX,
} from './limits';
import { countedPath } from './counted-paths';
import { UNKNOWN_COUNTRY, type CountryLookup } from './country';
import { createDailySalts, visitorHash } from './visitor-hash';
import type { PageViewBuffer } from './write-buffer';

/**
 * One line of printable text of at most `max` characters. No control characters at all:
 * PostgreSQL refuses a NUL in text where SQLite stores it (as server/routes/vitals.ts).
 */
const printable = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => isWellFormedText(text) && !hasControlCharacters(text), {
      error: 'must be printable text',
    });

/** The report the beacon sends (app/lib/pageviews.ts `PageViewPayload`); unknown keys refused. */
export const pageViewSchema = z.strictObject({
  path: printable(PAGEVIEW_PATH_MAX_CHARS)
    .startsWith('/')
    .refine((path) => !/[?#]/.test(path), { error: 'path must not carry a query or fragment' }),
  language: z.enum(LOCALES),
  referrer: printable(PAGEVIEW_REFERRER_MAX_CHARS).optional(),
  utmSource: printable(PAGEVIEW_UTM_MAX_CHARS).optional(),
  utmMedium: printable(PAGEVIEW_UTM_MAX_CHARS).optional(),
  utmCampaign: printable(PAGEVIEW_UTM_MAX_CHARS).optional(),
  viewport: z.enum(VIEWPORTS),
  navigationType: z.enum(NAVIGATION_TYPES),
});

/** A validated report. */
export type PageViewReport = z.infer<typeof pageViewSchema>;

/** `www.example.com` and `example.com` are one site. */
const withoutWww = (host: string) => host.replace(/^www\./, '');

/**
 * The host of an external referrer, lower-case and without `www.`; null for none, for a URL that
 * does not parse or is not http(s) (`android-app:`, `file:`), and for our own host.
 * @param referrer what the beacon sent (`document.referrer` or its origin)
 * @param ownHost the host name the request was made to, without port (`request.hostname`)
 */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  const host = withoutWww(url.hostname);
  return host === withoutWww(ownHost.toLowerCase()) ? null : host;
}

/**
 * Whether a request must not be counted: no user agent, a bot's (isbot's pattern list), or the
 * visitor's Global Privacy Control (`Sec-GPC: 1`, GPC specification §3).
 */
export function isUncounted(request: FastifyRequest): boolean {
  const agent = request.headers['user-agent'];
  return !agent || isbot(agent) || request.headers['sec-gpc'] === '1';
}

/**
 * The start every counting beacon's handler shares (`POST /api/pageviews`, `POST /api/goals`):
 * `Cache-Control: no-store`, the body checked against `schema` (else 400 `{message}`, worded by
 * `invalidReportMessage`), and a request that must not be counted ({@link isUncounted}) answered
 * 204 with nothing stored.
 * @param report what a report is called in the 400 (`page-view`, `goal`)
 * @returns the report to count, or undefined when the answer is already sent (the handler then
 *   returns `reply`)
 */
export function acceptedReport<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: z.ZodType<T>,
  report: string,
): T | undefined {
  reply.header('cache-control', 'no-store');
  const parsed = schema.safeParse(request.body);
  if (!parsed.success) {
    void reply.code(400).send({ message: invalidReportMessage(report, parsed.error) });
    return undefined;
  }
  if (isUncounted(request)) {
    void reply.code(204).send();
    return undefined;
  }
  return parsed.data;
}

/**
 * The day's {@link visitorHash} of a request: `salt` (the day's, ./visitor-hash.ts), the host it
 * came to in lower case and without `www.` (one site whether reached as www.example.com or
 * example.com), the client address and the user agent (empty when absent). Neither the address
 * nor the user agent is kept.
 */
export function requestVisitorHash(salt: string, request: FastifyRequest): string {
  return visitorHash(
    salt,
    withoutWww(request.hostname.toLowerCase()),
    request.ip,
    request.headers['user-agent'] ?? '',
  );
}

/** What {@link countingBeaconRoute} registers: a beacon's settings, schema and store. */
export interface CountingBeacon<T> {
  /** The route's path (`/api/pageviews`, `/api/goals`). */
  endpoint: string;
  /** Default reports per IP per minute (the options' `rateLimitMax` overrides it). */
  rateLimitMax: number;
  /** Largest body accepted, bytes (413 above). */
  bodyLimitBytes: number;
  /** What a report is called in the 400, 413 and 415 sentences (`page-view`, `goal`). */
  report: string;
  /** The body's schema (400 when refused). */
  schema: z.ZodType<T>;
  /**
   * Stores an accepted report, or nothing (a page that is not counted); the answer is 204 either
   * way, so a visitor cannot tell. A throw becomes Fastify's 500.
   */
  count: (request: FastifyRequest, report: T) => Promise<void> | void;
}

/**
 * Registers a counting beacon's `POST` route (`/api/pageviews` here, `/api/goals` in ./goals.ts):
 * the beacon scope and route options every beacon shares ({@link beaconRouteOptions}), the
 * path-only request log, {@link acceptedReport}'s checks, then `count`, and 204 with no body.
 */
export async function countingBeaconRoute<T>(
  app: FastifyInstance,
  options: BeaconOptions,
  beacon: CountingBeacon<T>,
): Promise<void> {
  const routeOptions = await beaconRouteOptions(app, options, beacon);
  app.post(beacon.endpoint, {
    ...routeOptions,
    logSerializers: PATH_ONLY_LOG_SERIALIZERS,
    handler: async (request, reply) => {
      const report = acceptedReport(request, reply, beacon.schema, beacon.report);
      if (report === undefined) return reply;
      await beacon.count(request, report);
      return reply.code(204).send();
    },
  });
}

/** Options of {@link pageViewRoutes}. */
export interface PageViewRoutesOptions extends BeaconOptions {
  db: Kysely<Database>;
  /** Where counted views go (./write-buffer.ts); the app flushes and closes it. */
  buffer: PageViewBuffer;
  /** Clock of the daily salt, epoch ms; default `Date.now`. */
  now?: () => number;
  /** Where a view's country comes from (./country.ts); without it no country is stored. */
  countries?: CountryLookup;
}

/**
 * The country column of a view: the client address's country, as `TRUST_PROXY` resolves the
 * address (Fastify's `request.ip`: the socket's peer, or the right-most `X-Forwarded-For` entry
 * a trusted proxy appended), or null when unknown. The address itself goes no further.
 */
export function viewCountry(
  request: FastifyRequest,
  countries: CountryLookup | undefined,
): string | null {
  if (!countries) return null;
  const country = countries.country(request.ip);
  return country === UNKNOWN_COUNTRY ? null : country;
}

/** Fastify plugin registering `POST /api/pageviews`; deletes past days' salts at start-up. */
export async function pageViewRoutes(
  app: FastifyInstance,
  options: PageViewRoutesOptions,
): Promise<void> {
  const salts = createDailySalts(options.db, options.now);
  // A salt left over from a day before (the server was down at midnight) goes at once.
  app.addHook('onReady', async () => {
    await salts.deletePast().catch((error: unknown) => {
      app.log.warn(
        { err: error },
        'insights: past salts not deleted yet (retried at the next request)',
      );
    });
  });
  await countingBeaconRoute(app, options, {
    endpoint: PAGEVIEWS_ENDPOINT,
    rateLimitMax: PAGEVIEWS_RATE_LIMIT_MAX,
    bodyLimitBytes: PAGEVIEWS_BODY_LIMIT_BYTES,
    report: 'page-view',
    schema: pageViewSchema,
    count: async (request, report) => {
      const path = countedPath(report.path);
      if (path === null) return;
      const viewedAt = new Date(options.now?.() ?? Date.now()).toISOString();
      const salt = await salts.current();
      options.buffer.add({
        viewed_at: viewedAt,
        path,
        language: report.language,
        referrer_host: referrerHost(report.referrer, request.hostname),
        utm_source: report.utmSource || null,
        utm_medium: report.utmMedium || null,
        utm_campaign: report.utmCampaign || null,
        viewport: report.viewport,
        navigation_type: report.navigationType,
        country: viewCountry(request, options.countries),
        visitor_hash: requestVisitorHash(salt, request),
      });
    },
  });
}
