/**
 * Prometheus metrics of the server (DESIGN §4 "Operations endpoints"; docs/decisions/
 * 0002-readiness-and-metrics.md). One {@link AppMetrics} per app holds a registry with
 * the app's own series; the process's runtime series (event-loop lag, heap, CPU, GC) live in one
 * registry per process and are merged in at scrape time. Request counts and latencies per route
 * come from fastify-metrics (registered in server/plugins/request-metrics.ts with
 * {@link routeMetricsOptions}); the database, outbox, notification, rate-limit and sign-in series
 * are fed by the hooks below.
 *
 * Every label has a bounded set of values (Prometheus "Instrumentation" best practices: no
 * unbounded label values): routes are Fastify's route patterns, never raw URLs, and a URL that
 * matches no route is counted as `__unknown__`; database operations are the statement's verb.
 * Series are named after the Prometheus naming conventions: base units (seconds), `_total` for
 * counters, `site_` for the application's own.
 */
import client, { type Registry } from '@prometheus-io/client';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import type { IMetricsPluginOptions } from 'fastify-metrics';
import type { LogEvent } from 'kysely';
import { isDatabaseUnavailable } from './db/database-errors';
import type { PageViewBufferMetrics, PageViewDropReason } from './insights/write-buffer';
import {
  DB_QUERY_DURATION_BUCKETS_SECONDS,
  HTTP_DURATION_BUCKETS_SECONDS,
  OUTBOX_STATS_CACHE_MS,
} from './operations/limits';

/** The route label of a request that matched no route (fastify-metrics' own default). */
export const UNKNOWN_ROUTE = '__unknown__';

/** What the outbox gauges read: queued rows and the oldest one's queue time (ISO 8601). */
export interface OutboxBacklog {
  queued: number;
  /** `queued_at` of the oldest queued row, or null when none is queued. */
  oldestQueuedAt: string | null;
}

/** The statement kinds of `site_db_query_*`: a bounded label, whatever the SQL. */
export type QueryOperation =
  'select' | 'insert' | 'update' | 'delete' | 'transaction' | 'connect' | 'other';

/** Why a sign-in failed (server/auth/sessions.ts `SignInResult`). */
export type SignInFailureReason = 'invalid' | 'throttled';

/** The notification sender's outcomes (server/notifications/sender.ts). */
export interface NotificationMetrics {
  /** `count` messages accepted by the SMTP server. */
  sent(count: number): void;
  /** One send attempt failed (it is retried, or given up on). */
  sendFailed(): void;
  /** `count` notifications marked failed for good (after an attempt, or expired unsent). */
  gaveUp(count: number): void;
}

/** The metrics of one app, and the hooks that feed them. */
export interface AppMetrics {
  /** The app's own series (fastify-metrics' histogram is registered here too). */
  registry: Registry;
  /** The scrape: the app's series and the process's, in the Prometheus text format 0.0.4. */
  scrape(): Promise<{ contentType: string; body: string }>;
  /** Kysely's `log` option: query durations and errors (server/db/database.ts). */
  queryLog(event: LogEvent): void;
  /** A connection could not be had from the PostgreSQL pool (no query ran). */
  connectFailed(error: unknown): void;
  /** Reads the outbox backlog for the gauges; set once by the app (one cached query per scrape). */
  setOutboxSource(read: () => Promise<OutboxBacklog>): void;
  /** Reads the chat webhook outbox's backlog (server/db/webhook-outbox.ts), as {@link setOutboxSource}. */
  setWebhookOutboxSource(read: () => Promise<OutboxBacklog>): void;
  /** @fastify/rate-limit refused a request on `route` (a route pattern). */
  rateLimited(route: string): void;
  /** Declares a rate-limited route, so its counter is exported as 0 before its first refusal. */
  declareRateLimitedRoute(route: string): void;
  /** A sign-in failed. */
  signInFailed(reason: SignInFailureReason): void;
  /** @fastify/under-pressure refused a request; `type` is its check (e.g. 'eventLoopDelay'). */
  overloaded(type: string): void;
  notifications: NotificationMetrics;
  /** The chat webhook's posts, counted as the notifications are (`site_webhook_*`). */
  webhook: NotificationMetrics;
  /** The page-view write buffer's series (server/insights/write-buffer.ts, decision 0028). */
  pageViews: PageViewBufferMetrics;
}

/** Options of {@link createMetrics}. */
export interface MetricsOptions {
  /** How long outbox stats are reused. Milliseconds. Default {@link OUTBOX_STATS_CACHE_MS}. */
  outboxCacheMs?: number;
  /** The clock of the outbox age and its cache, epoch ms. Default `Date.now`. */
  now?: () => number;
}

let processRegistry: Registry | undefined;

/**
 * The process's runtime series (@prometheus-io/client's default metrics: event-loop lag as
 * `nodejs_eventloop_lag_seconds` and its percentiles, heap, GC, CPU, file descriptors), collected
 * once per process however many apps it builds (tests build many).
 */
function runtimeRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The verb of a SQL statement, as a bounded label. */
export function queryOperation(sql: string): QueryOperation {
  const verb = /^\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase();
  switch (verb) {
    case 'select':
    case 'insert':
    case 'update':
    case 'delete':
      return verb;
    case 'begin':
    case 'commit':
    case 'rollback':
    case 'savepoint':
    case 'release':
      return 'transaction';
    default:
      return 'other';
  }
}

/**
 * Shares one read among concurrent callers and reuses its result for `ttlMs`, so however often
 * it is asked, `read` runs at most once per `ttlMs` and never twice at the same time. A failed
 * read is not reused: the next call tries again.
 * @param now clock, ms
 */
export function cachedRead<T>(
  read: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
): () => Promise<T> {
  let value: { at: number; result: T } | undefined;
  let inFlight: Promise<T> | undefined;
  return () => {
    if (value && now() - value.at < ttlMs) return Promise.resolve(value.result);
    inFlight ??= read()
      .then((result) => {
        value = { at: now(), result };
        return result;
      })
      .finally(() => (inFlight = undefined));
    return inFlight;
  };
}

/** Creates an app's metrics (a new registry each call, so tests can build many apps). */
export function createMetrics(options: MetricsOptions = {}): AppMetrics {
  const now = options.now ?? Date.now;
  // Now, not at the first scrape: the event-loop monitor only sees the loop from its start.
  runtimeRegistry();
  const registry = new client.Registry();
  const registers = [registry];

  const queryDuration = new client.Histogram({
    name: 'site_db_query_duration_seconds',
    help: 'Database statements by verb: time from sending to the answer or error, in seconds.',
    labelNames: ['operation'],
    buckets: [...DB_QUERY_DURATION_BUCKETS_SECONDS],
    registers,
  });
  /**
   * A counter in this registry. `zeroes`: values of its one label reported as 0 before the first
   * event, so a dashboard sees every series from the start.
   */
  const counter = (
    name: string,
    help: string,
    labelNames: readonly string[] = [],
    zeroes: readonly string[] = [],
  ) => {
    const metric = new client.Counter({
      name,
      help,
      ...(labelNames.length > 0 ? { labelNames } : {}),
      registers,
    });
    for (const value of zeroes) metric.inc({ [labelNames[0]!]: value }, 0);
    return metric;
  };
  const queryErrors = counter(
    'site_db_query_errors_total',
    'Database statements (or PostgreSQL connections) that failed, by verb; reason "unavailable" is a lost, refused, timed-out, busy or full database.',
    ['operation', 'reason'],
  );
  const rateLimitRefusals = counter(
    'site_rate_limit_refusals_total',
    'Requests refused with 429 by the per-address rate limit, by route pattern.',
    ['route'],
  );
  const signInFailures = counter(
    'site_sign_in_failures_total',
    'Failed team-inbox sign-ins: "invalid" e-mail or password, or "throttled" (429).',
    ['reason'],
    ['invalid', 'throttled'] satisfies SignInFailureReason[],
  );
  const overloadRefusals = counter(
    'site_overload_refusals_total',
    'Requests refused with 503 because the process was overloaded, by the check that tripped.',
    ['check'],
    ['eventLoopDelay'],
  );
  const notificationsSent = counter(
    'site_notifications_sent_total',
    'Notification e-mails accepted by the SMTP server.',
  );
  const notificationSendFailures = counter(
    'site_notification_send_failures_total',
    'Notification send attempts that failed (each is retried with back-off, or given up on).',
  );
  const notificationsFailed = counter(
    'site_notifications_failed_total',
    'Notifications marked failed for good (not sent within 24 h); resend with the messages CLI.',
  );

  const webhookSent = counter(
    'site_webhook_posts_sent_total',
    'Chat-webhook posts the webhook answered with a 2xx.',
  );
  const webhookSendFailures = counter(
    'site_webhook_post_failures_total',
    'Chat-webhook post attempts that failed (each is retried with back-off, or given up on).',
  );
  const webhookFailed = counter(
    'site_webhook_posts_failed_total',
    'Chat-webhook posts marked failed for good (refused with a 4xx, or not sent within 24 h).',
  );

  /**
   * The two gauges of an outbox's backlog (`<prefix>_queued`, `<prefix>_oldest_age_seconds`).
   * @returns the setter of their source (one cached read per scrape)
   */
  const backlogGauges = (prefix: string, what: string) => {
    let latestBacklog: (() => Promise<OutboxBacklog | undefined>) | undefined;
    /** The backlog for this scrape, or undefined when it cannot be read (gauges report NaN). */
    const backlog = () => latestBacklog?.() ?? Promise.resolve(undefined);
    new client.Gauge({
      name: `${prefix}_queued`,
      help: `${what} waiting in the outbox (queued, in back-off or being sent); NaN when the database cannot be read.`,
      registers,
      async collect() {
        const read = await backlog();
        this.set(read ? read.queued : Number.NaN);
      },
    });
    new client.Gauge({
      name: `${prefix}_oldest_age_seconds`,
      help: `Age of the oldest queued ${what.toLowerCase().replace(/s$/, '')} (0 when none is queued), in seconds; NaN when the database cannot be read.`,
      registers,
      async collect() {
        const read = await backlog();
        if (!read) this.set(Number.NaN);
        else if (read.oldestQueuedAt === null) this.set(0);
        else this.set(Math.max(0, (now() - Date.parse(read.oldestQueuedAt)) / 1000));
      },
    });
    return (read: () => Promise<OutboxBacklog>) => {
      const cached = cachedRead(read, options.outboxCacheMs ?? OUTBOX_STATS_CACHE_MS, now);
      // A failed read leaves the gauges NaN; the failed query is counted by queryLog.
      latestBacklog = () => cached().catch(() => undefined);
    };
  };
  const setNotificationBacklog = backlogGauges('site_notification_outbox', 'Notifications');
  const setWebhookBacklog = backlogGauges('site_webhook_outbox', 'Chat-webhook posts');

  let bufferedPageViews: (() => number) | undefined;
  new client.Gauge({
    name: 'site_page_views_buffered',
    help: 'Page views answered 204 and not yet written to the database (queued or being written).',
    registers,
    collect() {
      this.set(bufferedPageViews?.() ?? 0);
    },
  });
  const pageViewsFlushed = counter(
    'site_page_views_flushed_total',
    'Page views written to the database by the write buffer.',
  );
  const pageViewsDropped = counter(
    'site_page_views_dropped_total',
    'Page views answered 204 but never written: "full" buffer, "refused" by the database, or left at shutdown ("closed").',
    ['reason'],
    ['full', 'refused', 'closed'] satisfies PageViewDropReason[],
  );

  const failed = (operation: QueryOperation, error: unknown) =>
    queryErrors.inc({ operation, reason: isDatabaseUnavailable(error) ? 'unavailable' : 'other' });

  return {
    registry,
    async scrape() {
      const merged = client.Registry.merge([runtimeRegistry(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
    queryLog(event) {
      const operation = queryOperation(event.query.sql);
      queryDuration.observe({ operation }, event.queryDurationMillis / 1000);
      if (event.level === 'error') failed(operation, event.error);
    },
    connectFailed(error) {
      failed('connect', error);
    },
    setOutboxSource: setNotificationBacklog,
    setWebhookOutboxSource: setWebhookBacklog,
    rateLimited(route) {
      rateLimitRefusals.inc({ route });
    },
    declareRateLimitedRoute(route) {
      rateLimitRefusals.inc({ route }, 0);
    },
    signInFailed(reason) {
      signInFailures.inc({ reason });
    },
    overloaded(check) {
      overloadRefusals.inc({ check });
    },
    notifications: {
      sent: (count) => notificationsSent.inc(count),
      sendFailed: () => notificationSendFailures.inc(),
      gaveUp: (count) => notificationsFailed.inc(count),
    },
    webhook: {
      sent: (count) => webhookSent.inc(count),
      sendFailed: () => webhookSendFailures.inc(),
      gaveUp: (count) => webhookFailed.inc(count),
    },
    pageViews: {
      setBufferedSource(read) {
        bufferedPageViews = read;
      },
      flushed: (rows) => pageViewsFlushed.inc(rows),
      dropped: (reason, rows) => pageViewsDropped.inc({ reason }, rows),
    },
  };
}

/**
 * fastify-metrics' options for an app's {@link AppMetrics}: only the request-duration histogram
 * (`http_request_duration_seconds{method,route,status_code}`; its `_count` is the request count),
 * no summary (summaries cannot be aggregated across instances: Prometheus "Histograms and
 * summaries"), no route of its own (the scrape is served by the internal listener), every request
 * counted, with the route pattern as `route` and {@link UNKNOWN_ROUTE} for URLs of no route.
 */
export function routeMetricsOptions(metrics: AppMetrics): Partial<IMetricsPluginOptions> {
  return {
    promClient: client,
    endpoint: null,
    defaultMetrics: { enabled: false },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: false,
      invalidRouteGroup: UNKNOWN_ROUTE,
      // Only TRACE and CONNECT, which no route answers, are left out; HEAD and OPTIONS count.
      methodBlacklist: ['TRACE', 'CONNECT'],
      overrides: {
        labels: {
          getRouteLabel: (request: FastifyRequest) => request.routeOptions.url ?? UNKNOWN_ROUTE,
        },
        histogram: {
          buckets: [...HTTP_DURATION_BUCKETS_SECONDS],
          registers: [metrics.registry],
        },
        // The plugin creates its summary even when disabled; in no registry, it is never exported
        // (nor registered twice in the global registry when a process builds several apps).
        summary: { registers: [] },
      },
    },
  };
}

/**
 * The internal metrics listener: `GET /metrics` answers the scrape of `metrics` (Prometheus text
 * format 0.0.4); anything else 404. A separate server on `METRICS_HOST:METRICS_PORT`, so the
 * public port never serves metrics, and without the public app's overload refusals, so it is
 * scraped while the app sheds load. Listen with `listen({ port, host })`.
 * @param logger the app's logger (a child named `metrics` is used)
 */
export function buildMetricsServer(
  metrics: AppMetrics,
  logger: FastifyBaseLogger,
): FastifyInstance {
  const server = Fastify({ loggerInstance: logger.child({ component: 'metrics' }) });
  server.get('/metrics', { logLevel: 'warn' }, async (_request, reply) => {
    const { contentType, body } = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
  return server as unknown as FastifyInstance;
}
