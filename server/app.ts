/**
 * Builds the Fastify app (DESIGN §3, §7): security headers, the contact API under /rest/v1,
 * the prerendered site, PostgREST-shaped errors. Tests drive it with `inject()` or `listen({port: 0})`.
 */
import { existsSync } from 'node:fs';
import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import Fastify, {
  type FastifyError,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import type { Kysely } from 'kysely';
import {
  ApiError,
  BODY_TOO_LARGE_MESSAGE,
  CONTACT_TABLE,
  INTERNAL_ERROR_MESSAGE,
  UNAVAILABLE_MESSAGE,
  apiErrors,
} from './api-error';
import {
  buildCspDirectives,
  collectPageScriptHashes,
  cspHeaderValue,
  listHtmlFiles,
  API_CSP_DIRECTIVES,
  PERMISSIONS_POLICY,
  precomputedSecurityHeaders,
} from './csp';
import { isStorageFailure, mapDatabaseError } from './db/database-errors';
import { createContactRepository } from './contact/repository';
import { openDatabase, parseDatabaseUrl, postgresPoolOf } from './db/database';
import { createNotificationOutbox } from './db/notification-outbox';
import { allMigrations, migrateToLatest } from './db/migrate';
import { serializeRequest } from './request-log';
import type { Database } from './db/schema';
import type { ServerEnv } from './env';
import {
  CONNECTION_TIMEOUT_MS,
  CONTACT_BODY_LIMIT_BYTES,
  DATABASE_RETRY_AFTER_SECONDS,
  HSTS_MAX_AGE_SECONDS,
  OVERLOAD_RETRY_AFTER_SECONDS,
  PRESSURE_SAMPLE_INTERVAL_MS,
  REQUEST_TIMEOUT_MS,
} from './limits';
import {
  buildMetricsServer,
  createMetrics,
  routeMetricsOptions,
  UNKNOWN_ROUTE,
  type AppMetrics,
} from './metrics';
import { createReadiness, type Readiness } from './readiness';
import { createRateLimitCounters, RateLimitStoreError } from './rate-limit';
import { COMPANY_PROFILE_DEFAULTS, companyProfileRoutes } from './routes/company-profile';
import { vitalsRoutes } from './routes/vitals';
import {
  createNotificationSender,
  type NotificationSender,
  type NotificationSenderOptions,
} from './notifications/sender';
import { adminRoutes } from './routes/admin';
import { createAuthService } from './auth/sessions';
import { createAdminAccounts } from './db/admin-accounts';
import { createInboxRepository } from './db/inbox-repository';
import { startRetentionJob } from './retention';
import { CONTACT_FORM_PAGES } from './contact/form-route';
import { contactPlugin } from './contact/plugin';
import {
  NOT_FOUND_PAGE,
  pageNotFoundHandler,
  pagePathsFromHtmlFiles,
  staticRoutes,
} from './routes/static';

/** build/client of this checkout (the server runs from source with tsx). */
export const DEFAULT_CLIENT_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'build',
  'client',
);

/** build/admin of this checkout: the team inbox app (admin/vite.config.ts). */
export const DEFAULT_ADMIN_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'build',
  'admin',
);

/**
 * A `Host` header that names a host and nothing else (RFC 9110 §7.2: `uri-host [ ":" port ]`):
 * a DNS name, an IPv4 address or a bracketed IPv6 address, and an optional port.
 */
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness of this instance (`/readyz`); server/main.ts starts the drain on SIGTERM. */
    readiness: Readiness;
    /** This app's metrics (server/metrics.ts). */
    appMetrics: AppMetrics;
    /** The internal metrics listener (`METRICS_PORT`), or null when off. Listens once the app is ready. */
    metricsServer: FastifyInstance | null;
  }
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route handler; see `passUnderPressure` in server/app.ts. */
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
const passUnderPressure = { pressureHandler: () => undefined };

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  /** Validated configuration (server/env.ts). */
  env: ServerEnv;
  /**
   * An open, migrated database from `openDatabase` (server/db/database.ts), owned by the caller
   * (it closes it). When absent, the app opens
   * `env.databaseUrl`, migrates it, and closes it in `app.close()`.
   */
  db?: Kysely<Database>;
  /**
   * The metrics to keep (server/metrics.ts); give the ones whose `queryLog` and `connectFailed`
   * opened `db`, so its statements are measured. Default: new ones (and, when the app opens the
   * database itself, its statements measured).
   */
  metrics?: AppMetrics;
  /** The built site; default build/client. Null, or a folder without index.html: API only, with a warning. */
  clientDir?: string | null;
  /**
   * Fastify logger option; default `{ level: env.logLevel }`. Whatever is given, requests are
   * logged with their query values redacted (server/request-log.ts); `false` logs nothing.
   */
  logger?: FastifyServerOptions['logger'];
  /**
   * Tests only: a shorter request time-out and how often Node checks it (it checks every 30 s by
   * default). Milliseconds. Default {@link REQUEST_TIMEOUT_MS} and Node's interval.
   */
  requestTimeout?: { timeoutMs: number; checkIntervalMs: number };
  /**
   * Tests only: the notification sender's clock (epoch ms; move it forward to reach a retry),
   * poll interval (ms) and mail transport. Defaults: `Date.now`, NOTIFY_POLL_MS, SMTP_URL's pool.
   */
  notifications?: Pick<NotificationSenderOptions, 'now' | 'pollMs' | 'transport'>;
  /**
   * The team inbox (DESIGN §8). `adminDir`: the built inbox app, default build/admin (null or a
   * folder without index.html: its pages answer 503, the API works). `now`: tests only, the clock
   * of sessions, throttling and retention (epoch ms), default `Date.now`. `sleep`: tests only,
   * waits the sign-in slow-down (ms), default a real timer. `retentionJob`: false to leave the
   * daily purge off (tests that count rows), default on.
   */
  admin?: {
    adminDir?: string | null;
    now?: () => number;
    sleep?: (ms: number) => Promise<unknown>;
    retentionJob?: boolean;
  };
}

/**
 * Answers of the HTTP parser's own errors (bad request line, header overflow, time-out), which
 * never reach Fastify's hooks: a neutral body, and the security headers every answer carries
 * (Fastify's default has none, and names the parser error).
 */
function clientErrorResponse(error: NodeJS.ErrnoException, headers: Record<string, string>) {
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify({
    code: null,
    message:
      status === 431
        ? 'Request headers too large'
        : status === 408
          ? 'Request timed out'
          : 'Bad request',
    details: null,
    hint: null,
  });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * The logger options of {@link buildApp}: the given ones (or `{ level }`), with the request
 * serializer that keeps query values out of the log (server/request-log.ts) on every route.
 */
function loggerOptions(
  given: FastifyServerOptions['logger'],
  level: string,
): FastifyServerOptions['logger'] {
  if (given === false) return false;
  const base = typeof given === 'object' ? given : {};
  return { level, ...base, serializers: { ...base.serializers, req: serializeRequest } };
}

/**
 * Converts any error reaching the error handler into the API error answered: database failures
 * through {@link mapDatabaseError} (400 / 503), Fastify's body and content-type errors as
 * PostgREST's, other 4xx as they are, anything else a neutral 500.
 * @param request when given, a 413 uses the route's own limit and wording
 */
export function toApiError(error: FastifyError | Error, request?: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  // The shared rate-limit counters (Redis or PostgreSQL) could not count: fail closed, retry soon.
  if (error instanceof RateLimitStoreError) {
    return new ApiError(
      503,
      { message: UNAVAILABLE_MESSAGE },
      { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  }
  const database = mapDatabaseError(error);
  if (database) return database;
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const limit = request?.routeOptions.bodyLimit ?? CONTACT_BODY_LIMIT_BYTES;
      const message = (request?.routeOptions.config as Record<string, unknown> | undefined)?.[
        BODY_TOO_LARGE_MESSAGE
      ];
      return apiErrors.bodyTooLarge(limit, typeof message === 'string' ? message : undefined);
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return apiErrors.unsupportedMediaType('unknown');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return apiErrors.invalidJson();
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiError(status, { code: fastifyError.code ?? null, message: error.message });
  }
  return new ApiError(500, { message: INTERNAL_ERROR_MESSAGE });
}

/**
 * Builds the app; does not listen.
 * @throws when the database cannot be opened or migrated (only when `db` is not given)
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const apiHeaders = precomputedSecurityHeaders(API_CSP_DIRECTIVES);
  const neutralBadRequest = apiErrors.badRequest();
  const requestTimeout = options.requestTimeout;
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: loggerOptions(options.logger, env.logLevel),
    trustProxy: env.trustProxy,
    return503OnClosing: true,
    // A body dripped byte by byte must not hold its socket: the whole request must arrive
    // within REQUEST_TIMEOUT_MS, and an idle socket closes after CONNECTION_TIMEOUT_MS.
    requestTimeout: requestTimeout?.timeoutMs ?? REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    ...(requestTimeout
      ? {
          serverFactory: (handler: Parameters<typeof createServer>[1], factoryOptions: object) =>
            createServer(
              { ...factoryOptions, connectionsCheckingInterval: requestTimeout.checkIntervalMs },
              handler,
            ),
        }
      : {}),
    // A URL that does not decode (e.g. '/%zz'): a neutral 400 that does not echo it.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply
        .code(400)
        .headers(apiHeaders)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(neutralBadRequest.toBody());
    },
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (socket.writable) socket.write(clientErrorResponse(error, apiHeaders));
      socket.destroy(error);
    },
  };
  const app: FastifyInstance = Fastify(serverOptions);
  const metrics = options.metrics ?? createMetrics();
  app.decorate('appMetrics', metrics);

  // First, so every request is timed, even one refused by the hooks below: per route pattern and
  // status (server/metrics.ts `routeMetricsOptions`).
  await app.register(fastifyMetrics, routeMetricsOptions(metrics));

  // Overload: refuse at once with 503 + Retry-After rather than queue into a slow death
  // (OVERLOAD_EVENT_LOOP_DELAY_MS; 0 leaves the check off). Not the database: pages still work
  // without it.
  const overloaded = () =>
    apiErrors.overloaded(OVERLOAD_RETRY_AFTER_SECONDS, {
      ...apiHeaders,
      'permissions-policy': PERMISSIONS_POLICY,
    });
  await app.register(underPressure, {
    maxEventLoopDelay: env.overloadEventLoopDelayMs,
    sampleInterval: PRESSURE_SAMPLE_INTERVAL_MS,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    pressureHandler: (_request, _reply, type) => {
      metrics.overloaded(type);
      return Promise.reject(overloaded());
    },
  });

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

  // Helmet sets no Permissions-Policy; deny the powerful features the site never uses.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });

  if (env.trustProxy !== false) {
    // Behind a TLS-terminating proxy, a request the proxy received over plain HTTP (it says so in
    // X-Forwarded-Proto, which counts only from a trusted proxy) is redirected to HTTPS (308 keeps
    // the method and body); a request that did not come through a proxy is not. The target is
    // the Host the visitor asked the proxy for, never `X-Forwarded-Host`: proxies route by Host,
    // but many pass a client's own `X-Forwarded-Host` through untouched.
    app.addHook('onRequest', (request, reply, done) => {
      const header = request.headers['x-forwarded-proto'];
      const forwarded = (Array.isArray(header) ? header.join(',') : header)
        ?.split(',')
        .at(-1)
        ?.trim();
      if (forwarded === 'http' && request.protocol === 'http' && request.url !== '/healthz') {
        const host = request.headers.host;
        if (!host || !HOST_HEADER.test(host)) {
          done(apiErrors.badRequest());
          return;
        }
        void reply.redirect(`https://${host}${request.url}`, 308);
        return;
      }
      done();
    });
  }

  // A request body in any Content-Encoding but identity would be stored as if it were plain.
  app.addHook('onRequest', (request, _reply, done) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      done(apiErrors.unsupportedEncoding(encoding));
      return;
    }
    done();
  });

  let db = options.db;
  if (!db) {
    const opened = openDatabase(env.databaseUrl, {
      log: metrics.queryLog,
      onConnectFailure: metrics.connectFailed,
    });
    db = opened.db;
    const ownDb = opened.db;
    app.addHook('onClose', async () => ownDb.destroy());
    await migrateToLatest(ownDb, opened.dialect);
  }

  // Readiness (server/readiness.ts, `/readyz` below). While draining, every answer closes its
  // connection, so clients that keep connections open (a load balancer's pool) move elsewhere.
  const dialect = parseDatabaseUrl(env.databaseUrl).dialect;
  const readiness = createReadiness({
    db,
    migrations: Object.keys(allMigrations(dialect)),
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

  const requestedDir = options.clientDir === undefined ? DEFAULT_CLIENT_DIR : options.clientDir;
  const clientDir =
    requestedDir && existsSync(join(requestedDir, 'index.html')) ? resolve(requestedDir) : null;
  if (!clientDir) {
    app.log.warn(
      `No built site at ${requestedDir ?? '(none)'}: serving the API only. Run \`npm run build\` (npm start does it for you).`,
    );
  }
  const htmlFiles = clientDir ? await listHtmlFiles(clientDir) : [];
  // Every page gets a policy with its own inline-script hashes (set when the file is sent);
  // everything else, the same policy with none.
  const pageScriptHashes = clientDir ? await collectPageScriptHashes(clientDir) : new Map();
  const cspDirectives = buildCspDirectives({
    scriptHashes: [],
    externalApiOrigin: env.externalApiOrigin,
  });
  const pageCsp = new Map<string, string>();
  for (const [file, scriptHashes] of pageScriptHashes)
    pageCsp.set(
      file,
      cspHeaderValue(
        buildCspDirectives({ scriptHashes, externalApiOrigin: env.externalApiOrigin }),
      ),
    );
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
    frameguard: { action: 'deny' },
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error, request);
    if (apiError.statusCode === 503) {
      // A full disk needs the operator; a restart or a time-out passes by itself.
      if (isStorageFailure(error)) request.log.error({ err: error }, 'database storage failure');
      else if (error instanceof RateLimitStoreError)
        request.log.warn({ err: error.cause }, 'rate-limit counter store unavailable');
      else request.log.warn({ err: error }, 'database unavailable');
    } else if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .code(apiError.statusCode)
      .headers(apiError.headers)
      .type('application/json; charset=utf-8')
      .send(apiError.toBody());
  });

  const jsonNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(apiErrors.notFound(request.method, request.url.split('?')[0] ?? '').toBody());
  app.setNotFoundHandler(
    clientDir
      ? pageNotFoundHandler(
          pagePathsFromHtmlFiles(htmlFiles),
          htmlFiles.includes(NOT_FOUND_PAGE),
          jsonNotFound,
        )
      : jsonNotFound,
  );

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
  const outbox = createNotificationOutbox(db);
  metrics.setOutboxSource(() => outbox.backlog());

  // Metrics on an internal listener only (METRICS_PORT, METRICS_HOST): never on the public port.
  const metricsServer = env.metrics ? buildMetricsServer(metrics, app.log) : null;
  app.decorate('metricsServer', metricsServer);
  if (metricsServer && env.metrics) {
    const { port, host } = env.metrics;
    // onReady: a port in use fails the start (listen rejects), unlike an onListen hook.
    app.addHook('onReady', async () => {
      await metricsServer.listen({ port, host });
    });
    app.addHook('onClose', async () => metricsServer.close());
  }

  // E-mail the team about every stored message, from the outbox the insert fills (DESIGN §8).
  let sender: NotificationSender | undefined;
  if (env.notifications) {
    sender = createNotificationSender({
      outbox,
      metrics: metrics.notifications,
      config: env.notifications,
      log: app.log.child({ component: 'notifications' }),
      ownsDatabase: parseDatabaseUrl(env.databaseUrl).dialect === 'sqlite',
      ...options.notifications,
    });
    const running = sender;
    app.log.info(
      { smtp: env.notifications.smtpUrlRedacted, to: env.notifications.to },
      'notifications on',
    );
    app.addHook('onReady', async () => running.start());
    // onClose hooks run last-registered first: the sender stops before the database closes.
    app.addHook('onClose', async () => running.stop());
  } else {
    app.log.info(
      'notifications off: SMTP_URL is not set (messages are stored and queued; nothing is e-mailed)',
    );
  }

  // Rate-limit counters every instance sees: Redis, else PostgreSQL, else (SQLite) memory.
  let rateLimitCounters;
  try {
    const postgresPool = postgresPoolOf(db);
    if (parseDatabaseUrl(env.databaseUrl).dialect === 'postgres' && !postgresPool) {
      throw new Error(
        'buildApp: a PostgreSQL `db` must come from openDatabase (its pool holds the rate-limit counters)',
      );
    }
    rateLimitCounters = await createRateLimitCounters({ redis: env.redis, postgresPool });
  } catch (error) {
    await app.close(); // closes what this call opened (its own database)
    throw error;
  }
  app.addHook('onClose', async () => rateLimitCounters.close());
  app.log.info(
    { backend: rateLimitCounters.backend, redis: env.redis?.urlRedacted },
    'rate-limit counters',
  );

  // The contact API under /rest/v1 and, with a built site, the form's POST without scripts.
  await app.register(contactPlugin, {
    anonKey: env.anonKey,
    allowedOrigins: env.allowedOrigins,
    rateLimitMax: env.rateLimitMax,
    rateLimitStore: rateLimitCounters.pluginOptions,
    repository: createContactRepository(db),
    onStored: sender?.wake,
    securityHeaders: apiHeaders,
    form: clientDir ? { clientDir, pages: CONTACT_FORM_PAGES } : undefined,
    toApiError,
  });
  if (env.rateLimitMax > 0) metrics.declareRateLimitedRoute(`/rest/v1/${CONTACT_TABLE}`);

  // The team inbox, its sign-in and API, and the retention purge (DESIGN §8).
  const adminNow = options.admin?.now ?? Date.now;
  const auth = createAuthService({
    accounts: createAdminAccounts(db),
    now: adminNow,
    sleep: options.admin?.sleep,
    onFailure: metrics.signInFailed,
  });
  const inbox = createInboxRepository(db);
  await app.register(adminRoutes, {
    auth,
    inbox,
    outbox,
    onResend: sender?.wake,
    adminDir: options.admin?.adminDir === undefined ? DEFAULT_ADMIN_DIR : options.admin.adminDir,
    now: adminNow,
  });
  if (options.admin?.retentionJob !== false) {
    let retention: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      retention = startRetentionJob({
        inbox,
        retentionDays: env.retentionDays,
        alsoRun: () => auth.deleteExpired(),
        log: app.log.child({ component: 'retention' }),
        now: adminNow,
      });
    });
    app.addHook('onClose', async () => retention?.stop());
  }

  // spec §7: consented web-vitals reports.
  await app.register(vitalsRoutes, {
    db,
    rateLimitMax: env.rateLimitMax === 0 ? 0 : undefined,
    rateLimitStore: rateLimitCounters.pluginOptions,
  });

  // spec §7, DESIGN §3: the LinkedIn card's data, fetched server-side and cached.
  await app.register(companyProfileRoutes, {
    pageUrl: env.companyProfileUrl,
    ...COMPANY_PROFILE_DEFAULTS,
  });

  if (clientDir) {
    await app.register(staticRoutes, { clientDir, pageCsp });
  }
  return app;
}
