/**
 * Builds the Fastify app (DESIGN §3, §7) as one plugin, {@link appPlugin}, that registers one
 * plugin per concern (docs/architecture.md "Server"). Each is wrapped in fastify-plugin with a
 * `name`; the shared pieces decorate the instance once (`appMetrics`, `db` and `dbDialect`,
 * `builtSite`, `outbox`, `notificationSender`, `rateLimitCounters`, `auth`, `roleGuard`,
 * `adminApp`), and every plugin lists the names it reads in `dependencies`, so an app missing one
 * fails at `ready()` with "The dependency 'db' of plugin 'team-inbox' is not registered".
 *
 * Hooks run in the order they were added, so the order below is part of the behaviour: request
 * metrics first (every refusal is timed), overload refusals, request guards (Permissions-Policy,
 * HTTPS redirect, no encoded bodies), the database, the built site, security headers (helmet,
 * CSP), error and not-found answers, the notification outbox, the operations endpoints
 * (readiness, metrics listener), notifications, the rate-limit counters, auth, the role guard and
 * the admin app's shell (sign-in and assets; each feature registers its own admin page); then the
 * features: the contact API under /rest/v1 and the form, the team inbox, the content editor, web
 * vitals, site insights, the company profile, and the prerendered site.
 * onClose hooks run last-added first, so features stop before the shared pieces they use.
 *
 * The logger (with its request redaction) and the time-outs are the factory's options
 * (./server-options.ts). Tests drive it with `inject()` or `listen({port: 0})`.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { contactFeature } from './contact/plugin';
import type { ContentCatalogue } from './content/catalogue';
import { contentEditorPlugin } from './content/plugin';
import type { SiteBuilder } from './content/releases';
import { codeIdentity, type CodeIdentity } from './content/site-build';
import { API_SECURITY_HEADERS } from './csp';
import type { Database } from './db/schema';
import type { ServerEnv } from './env';
import { teamInboxPlugin } from './inbox/plugin';
import { insightsPlugin } from './insights/plugin';
import { createMetrics, type AppMetrics } from './metrics';
import type { NotificationSenderOptions } from './notifications/sender';
import { createAutoresponder } from './contact/autoresponder';
import { adminAppPlugin } from './plugins/admin-app';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { errorHandlingPlugin } from './plugins/error-handling';
import { notificationOutboxPlugin } from './plugins/notification-outbox';
import { notificationsPlugin } from './plugins/notifications';
import { operationsPlugin } from './plugins/operations';
import { overloadPlugin } from './plugins/overload';
import { rateLimitCountersPlugin } from './plugins/rate-limit-counters';
import { requestGuardsPlugin } from './plugins/request-guards';
import { requestMetricsPlugin } from './plugins/request-metrics';
import { roleGuardPlugin } from './plugins/role-guard';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sitePlugin } from './plugins/site';
import { site } from '../common/site';
import { companyProfilePlugin } from './routes/company-profile';
import { staticSitePlugin } from './routes/static';
import { webVitalsPlugin } from './routes/vitals';
import { serverOptions } from './server-options';

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
   * default). Milliseconds. Default `REQUEST_TIMEOUT_MS` (server/limits.ts) and Node's interval.
   */
  requestTimeout?: { timeoutMs: number; checkIntervalMs: number };
  /**
   * Tests only: the notification sender's clock (epoch ms; move it forward to reach a retry),
   * poll interval (ms), mail transport and the chat webhook's fetch. Defaults: `Date.now`,
   * NOTIFY_POLL_MS, SMTP_URL's pool, the global fetch.
   */
  notifications?: Pick<NotificationSenderOptions, 'now' | 'pollMs' | 'transport'> & {
    fetch?: typeof fetch;
  };
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
  /**
   * The build of the code this process runs (server/content/site-build.ts `codeIdentity`
   * `.buildId`): its first start is marked on the insights chart as a deploy
   * (server/insights/deploys.ts). Default none: server/main.ts passes the real build's.
   */
  deployBuildId?: string | null;
  /**
   * The content editor (DESIGN §8 "Content editor"); null turns it off. Defaults: this
   * checkout's catalogue (server/content/site-content.ts), drafts and revisions in the database, releases
   * in `env.contentReleasesDir` (none: no publishing), the real build, Git commits in this
   * checkout when `env.contentGitCommits`. Tests give a catalogue and a builder of their own,
   * and may give the clock of scheduled publishing and presence (`now`, epoch ms) and the
   * ticker's interval (`tickMs`, 0: none).
   */
  content?: {
    catalogue?: ContentCatalogue;
    releasesDir?: string | null;
    build?: SiteBuilder;
    gitDir?: string | null;
    now?: () => number;
    tickMs?: number;
    /**
     * The code identity releases are stamped with (server/content/site-build.ts
     * `codeIdentity`); default this checkout's build's, or null (no re-render after a code
     * deploy) when `build` is given (a stand-in builder is not that code).
     */
    code?: CodeIdentity | null;
    /** The publish worker's poll interval (ms), default server/content/publish-worker.ts's. */
    pollMs?: number;
  } | null;
}

/**
 * The whole app as one plugin (see the module comment): the shared pieces, then the features,
 * each given the part of `options` it needs. Not encapsulated (fastify-plugin), so every
 * decorator and hook lands on the root instance, as if registered there.
 * @throws when a plugin fails to load: the database cannot be opened or migrated (only when
 * `db` is not given), the rate-limit counters cannot be opened, a dependency is missing
 */
async function app(app: FastifyInstance, options: BuildAppOptions) {
  const { env } = options;
  const admin = options.admin ?? {};
  const content = options.content === null ? null : (options.content ?? {});
  const now = admin.now ?? Date.now;
  const rateLimitOff = env.rateLimitMax === 0;

  // Shared pieces.
  await app.register(requestMetricsPlugin, { metrics: options.metrics ?? createMetrics() });
  await app.register(overloadPlugin, { maxEventLoopDelayMs: env.overloadEventLoopDelayMs });
  await app.register(requestGuardsPlugin, { trustProxy: env.trustProxy });
  await app.register(databasePlugin, { databaseUrl: env.databaseUrl, db: options.db });
  await app.register(sitePlugin, {
    clientDir: options.clientDir === undefined ? DEFAULT_CLIENT_DIR : options.clientDir,
    // Publishing serves the `current` link of the releases folder, which starts at the built site.
    releasesDir: content
      ? content.releasesDir === undefined
        ? env.contentReleasesDir
        : content.releasesDir
      : null,
    externalApiOrigin: env.externalApiOrigin,
    code: content
      ? content.code === undefined
        ? content.build
          ? null
          : codeIdentity()
        : content.code
      : null,
  });
  await app.register(securityHeadersPlugin, { externalApiOrigin: env.externalApiOrigin });
  await app.register(errorHandlingPlugin);
  await app.register(notificationOutboxPlugin);
  await app.register(operationsPlugin, { listener: env.metrics });
  await app.register(notificationsPlugin, {
    config: env.notifications,
    webhook: env.webhook,
    sender: options.notifications,
  });
  await app.register(rateLimitCountersPlugin, { redis: env.redis });
  await app.register(authPlugin, { now, sleep: admin.sleep });
  await app.register(roleGuardPlugin);
  await app.register(adminAppPlugin, {
    adminDir: admin.adminDir === undefined ? DEFAULT_ADMIN_DIR : admin.adminDir,
  });

  // Features.
  // The autoresponder needs e-mail: without SMTP_URL it queues nothing, as replies cannot be sent.
  if (env.autoresponder && !env.notifications) {
    app.log.warn('AUTORESPONDER=on but SMTP_URL is unset: no acknowledgement is queued');
  }
  const autoresponder =
    env.autoresponder && env.notifications
      ? createAutoresponder({
          mail: env.notifications,
          erasureHashKey: env.erasureHashKey,
          now,
        })
      : null;
  await app.register(contactFeature, {
    anonKey: env.anonKey,
    allowedOrigins: env.allowedOrigins,
    rateLimitMax: env.rateLimitMax,
    autoresponder,
  });
  await app.register(teamInboxPlugin, {
    retentionDays: env.retentionDays,
    retentionJob: admin.retentionJob !== false,
    now,
    erasureHashKey: env.erasureHashKey,
    mail: env.notifications,
    autoresponder,
  });
  if (content) {
    await app.register(contentEditorPlugin, {
      catalogue: content.catalogue,
      build: content.build,
      gitDir: content.gitDir,
      now: content.now,
      tickMs: content.tickMs,
      pollMs: content.pollMs,
      publishWorker: env.publishWorker,
      contentGitCommits: env.contentGitCommits,
      externalApiOrigin: env.externalApiOrigin,
    });
  }
  await app.register(webVitalsPlugin, { rateLimitOff });
  await app.register(insightsPlugin, {
    flush: env.pageViewsFlush,
    retention: env.insights,
    rollUpJob: admin.retentionJob !== false,
    rateLimitOff,
    now,
    // The weekly report needs SMTP (its From is NOTIFY_FROM) and someone to send it to.
    report:
      env.insightsReport.enabled && env.notifications && env.insightsReport.to.length > 0
        ? {
            schedule: env.insightsReport.schedule,
            mail: {
              from: env.notifications.from,
              to: env.insightsReport.to,
              origin: site.siteUrl,
            },
          }
        : null,
    buildId: options.deployBuildId ?? null,
  });
  await app.register(companyProfilePlugin, { pageUrl: env.companyProfileUrl });
  await app.register(staticSitePlugin, { externalApiOrigin: env.externalApiOrigin });
}

/** See {@link app}. */
export const appPlugin = fastifyPlugin(app, { name: 'app', fastify: '5.x' });

/**
 * Builds the app; does not listen. When a plugin fails to load, the app is closed first (which
 * closes what it opened itself, such as its own database).
 * @throws when the database cannot be opened or migrated (only when `db` is not given), or the
 * rate-limit counters cannot be opened
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const instance = Fastify(
    serverOptions({
      logger: options.logger,
      logLevel: env.logLevel,
      trustProxy: env.trustProxy,
      requestTimeout: options.requestTimeout,
      securityHeaders: API_SECURITY_HEADERS,
    }),
  );
  try {
    await instance.register(appPlugin, options);
  } catch (error) {
    await instance.close();
    throw error;
  }
  return instance;
}
