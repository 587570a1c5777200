/**
 * Builds the Fastify app (DESIGN §3, §7) from one plugin per concern, registered in this order
 * (hooks run in the order they were added, so the order is part of the behaviour):
 * request metrics, overload refusals, request guards (Permissions-Policy, HTTPS redirect, no
 * encoded bodies), security headers (helmet, CSP), error and not-found answers, the operations
 * endpoints (readiness, metrics listener), notifications, the contact API under /rest/v1 and the
 * form, the team inbox, web vitals, page views, the company profile, and the prerendered site. The logger
 * (with its request redaction) and the time-outs are the factory's options (./server-options.ts).
 * Tests drive it with `inject()` or `listen({port: 0})`.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { Kysely } from 'kysely';
import { CONTACT_TABLE } from './api-error';
import {
  API_CSP_DIRECTIVES,
  listHtmlFiles,
  pageCspHeaders,
  precomputedSecurityHeaders,
} from './csp';
import { createContactRepository } from './contact/repository';
import { CONTACT_FORM_PAGES } from './contact/form-route';
import { contactPlugin } from './contact/plugin';
import { pageViewRoutes } from './insights/collect-route';
import { createPageViewBuffer, type PageViewBuffer } from './insights/write-buffer';
import { openDatabase, parseDatabaseUrl, postgresPoolOf } from './db/database';
import { allMigrations, migrateToLatest } from './db/migrate';
import { createNotificationOutbox } from './db/notification-outbox';
import type { Database } from './db/schema';
import type { ServerEnv } from './env';
import { createMetrics, type AppMetrics } from './metrics';
import { createNotificationSender, type NotificationSenderOptions } from './notifications/sender';
import { errorHandlingPlugin, toApiError } from './plugins/error-handling';
import { notificationsPlugin } from './plugins/notifications';
import { operationsPlugin } from './plugins/operations';
import { overloadPlugin } from './plugins/overload';
import { requestGuardsPlugin } from './plugins/request-guards';
import { requestMetricsPlugin } from './plugins/request-metrics';
import { securityHeadersPlugin } from './plugins/security-headers';
import { teamInboxPlugin } from './plugins/team-inbox';
import type { ContentCatalogue } from './content/catalogue';
import { createContentEditor, type ContentEditor } from './content/editor';
import { openSiteReleases, type SiteBuilder } from './content/releases';
import { siteBuilder, REPO_ROOT } from './content/site-build';
import { siteContentCatalogue } from './content/site-content';
import { postgresPublishLock } from './content/publish-lock';
import { pageCspSwapHooks } from './content/site-csp';
import { createRateLimitCounters, type RateLimitCounters } from './rate-limit';
import { COMPANY_PROFILE_DEFAULTS, companyProfileRoutes } from './routes/company-profile';
import { searchPageRoutes } from './routes/search-page';
import { staticRoutes } from './routes/static';
import { vitalsRoutes } from './routes/vitals';
import { serverOptions } from './server-options';

export { toApiError };

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
declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The page-view write buffer (server/insights/write-buffer.ts): `flush()` writes what it
     * holds now (tests, benchmarks); the app closes it before its database.
     */
    pageViewBuffer: PageViewBuffer;
  }
}

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
  /**
   * The content editor (DESIGN §8 "Content editor"); null turns it off. Defaults: this
   * checkout's catalogue (server/content/site-content.ts), drafts in data/content-drafts, releases
   * in `env.contentReleasesDir` (none: no publishing), the real build, Git commits in this
   * checkout when `env.contentGitCommits`. Tests give a catalogue and a builder of their own.
   */
  content?: {
    catalogue?: ContentCatalogue;
    draftDir?: string;
    releasesDir?: string | null;
    build?: SiteBuilder;
    gitDir?: string | null;
  } | null;
}

/**
 * Opens `databaseUrl` for an app that owns its database: its statements measured, closed when
 * the app closes, migrated to the latest version.
 * @throws when the database cannot be opened or migrated
 */
async function openOwnDatabase(
  app: FastifyInstance,
  databaseUrl: string,
  metrics: AppMetrics,
): Promise<Kysely<Database>> {
  const opened = openDatabase(databaseUrl, {
    log: metrics.queryLog,
    onConnectFailure: metrics.connectFailed,
  });
  const ownDb = opened.db;
  app.addHook('onClose', async () => ownDb.destroy());
  await migrateToLatest(ownDb, opened.dialect);
  return ownDb;
}

/** The prerendered site to serve: its folder, its HTML files and each page's own CSP. */
interface BuiltSite {
  clientDir: string;
  /** Relative paths (server/csp.ts `listHtmlFiles`). */
  htmlFiles: string[];
  /** Relative path → that page's Content-Security-Policy (server/csp.ts `pageCspHeaders`). */
  pageCsp: Map<string, string>;
}

/**
 * The built site in `requestedDir`, or null (with a warning: the app then serves the API only)
 * when there is none or it has no index.html.
 */
async function findBuiltSite(
  requestedDir: string | null,
  externalApiOrigin: string | undefined,
  log: FastifyBaseLogger,
): Promise<BuiltSite | null> {
  const clientDir =
    requestedDir && existsSync(join(requestedDir, 'index.html')) ? resolve(requestedDir) : null;
  if (!clientDir) {
    log.warn(
      `No built site at ${requestedDir ?? '(none)'}: serving the API only. Run \`npm run build\` (npm start does it for you).`,
    );
    return null;
  }
  const htmlFiles = await listHtmlFiles(clientDir);
  // Every page gets a policy with its own inline-script hashes (set when the file is sent);
  // everything else, the same policy with none.
  const pageCsp = await pageCspHeaders(clientDir, externalApiOrigin);
  return { clientDir, htmlFiles, pageCsp };
}

/**
 * Rate-limit counters every instance sees: Redis, else PostgreSQL, else (SQLite) memory; closed
 * when the app closes. When they cannot be opened, the app is closed first (which closes the
 * database it opened itself).
 * @throws when Redis or PostgreSQL cannot hold them, or a PostgreSQL `db` has no pool of ours
 */
async function openRateLimitCounters(
  app: FastifyInstance,
  env: ServerEnv,
  db: Kysely<Database>,
): Promise<RateLimitCounters> {
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
  return rateLimitCounters;
}

/**
 * Builds the app; does not listen.
 * @throws when the database cannot be opened or migrated (only when `db` is not given)
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const dialect = parseDatabaseUrl(env.databaseUrl).dialect;
  const apiHeaders = precomputedSecurityHeaders(API_CSP_DIRECTIVES);
  const app: FastifyInstance = Fastify(
    serverOptions({
      logger: options.logger,
      logLevel: env.logLevel,
      trustProxy: env.trustProxy,
      requestTimeout: options.requestTimeout,
      securityHeaders: apiHeaders,
    }),
  );
  const metrics = options.metrics ?? createMetrics();

  await app.register(requestMetricsPlugin, { metrics });
  await app.register(overloadPlugin, {
    metrics,
    maxEventLoopDelayMs: env.overloadEventLoopDelayMs,
    securityHeaders: apiHeaders,
  });
  await app.register(requestGuardsPlugin, { trustProxy: env.trustProxy });

  const db = options.db ?? (await openOwnDatabase(app, env.databaseUrl, metrics));

  const requestedClientDir =
    options.clientDir === undefined ? DEFAULT_CLIENT_DIR : options.clientDir;
  // Publishing serves the `current` link of the releases folder, which starts at the built site.
  const contentOptions = options.content === null ? null : (options.content ?? {});
  const releasesDir =
    contentOptions?.releasesDir === undefined ? env.contentReleasesDir : contentOptions.releasesDir;
  const releases =
    contentOptions &&
    releasesDir &&
    requestedClientDir &&
    existsSync(join(requestedClientDir, 'index.html'))
      ? openSiteReleases(releasesDir, requestedClientDir)
      : undefined;
  const site = await findBuiltSite(
    releases ? releases.currentLink : requestedClientDir,
    env.externalApiOrigin,
    app.log,
  );
  let contentEditor: ContentEditor | undefined;
  if (contentOptions) {
    const catalogue = contentOptions.catalogue ?? siteContentCatalogue();
    const gitDir =
      contentOptions.gitDir === undefined
        ? env.contentGitCommits && existsSync(join(REPO_ROOT, '.git'))
          ? REPO_ROOT
          : undefined
        : (contentOptions.gitDir ?? undefined);
    contentEditor = createContentEditor({
      catalogue,
      draftDir: resolve(contentOptions.draftDir ?? join(REPO_ROOT, 'data', 'content-drafts')),
      db,
      releases,
      build: releases ? (contentOptions.build ?? siteBuilder()) : undefined,
      swapHooks: site ? pageCspSwapHooks(site.pageCsp, env.externalApiOrigin) : undefined,
      // Instances sharing PostgreSQL publish one at a time (docs/editing.md "Several instances").
      sharedLock: postgresPoolOf(db) ? postgresPublishLock(postgresPoolOf(db)!) : undefined,
      gitDir,
      siteDir: () => (releases ? releases.currentDir() : site?.clientDir),
    });
  }
  await app.register(securityHeadersPlugin, { externalApiOrigin: env.externalApiOrigin });
  await app.register(errorHandlingPlugin, { htmlFiles: site?.htmlFiles ?? null });

  const outbox = createNotificationOutbox(db);
  await app.register(operationsPlugin, {
    db,
    migrations: Object.keys(allMigrations(dialect)),
    metrics,
    outbox,
    listener: env.metrics,
  });

  // E-mail the team about every stored message, from the outbox the insert fills (DESIGN §8).
  const notifications = env.notifications
    ? {
        config: env.notifications,
        sender: createNotificationSender({
          outbox,
          metrics: metrics.notifications,
          config: env.notifications,
          log: app.log.child({ component: 'notifications' }),
          ownsDatabase: dialect === 'sqlite',
          ...options.notifications,
        }),
      }
    : null;
  await app.register(notificationsPlugin, { notifications });
  const wakeSender = notifications?.sender.wake;

  const rateLimitCounters = await openRateLimitCounters(app, env, db);

  // The contact API under /rest/v1 and, with a built site, the form's POST without scripts.
  await app.register(contactPlugin, {
    anonKey: env.anonKey,
    allowedOrigins: env.allowedOrigins,
    rateLimitMax: env.rateLimitMax,
    rateLimitStore: rateLimitCounters.pluginOptions,
    repository: createContactRepository(db),
    onStored: wakeSender,
    securityHeaders: apiHeaders,
    form: site ? { clientDir: site.clientDir, pages: CONTACT_FORM_PAGES } : undefined,
    toApiError,
  });
  if (env.rateLimitMax > 0) metrics.declareRateLimitedRoute(`/rest/v1/${CONTACT_TABLE}`);

  await app.register(teamInboxPlugin, {
    db,
    outbox,
    metrics,
    onResend: wakeSender,
    adminDir: options.admin?.adminDir === undefined ? DEFAULT_ADMIN_DIR : options.admin.adminDir,
    retentionDays: env.retentionDays,
    insights: env.insights,
    retentionJob: options.admin?.retentionJob !== false,
    now: options.admin?.now ?? Date.now,
    sleep: options.admin?.sleep,
    content: contentEditor,
  });

  // spec §7: consented web-vitals reports.
  await app.register(vitalsRoutes, {
    db,
    rateLimitMax: env.rateLimitMax === 0 ? 0 : undefined,
    rateLimitStore: rateLimitCounters.pluginOptions,
    securityHeaders: apiHeaders,
  });

  // DESIGN §8 "Site insights: collecting": privacy-first page views (decision 0024), written
  // in batches (decision 0028). Closed before the database: onClose hooks run last-added first.
  const pageViewBuffer = createPageViewBuffer({
    db,
    log: app.log,
    intervalMs: env.pageViewsFlush.intervalMs,
    batchRows: env.pageViewsFlush.batchRows,
    metrics: metrics.pageViews,
  });
  app.decorate('pageViewBuffer', pageViewBuffer);
  app.addHook('onClose', async () => pageViewBuffer.close());
  await app.register(pageViewRoutes, {
    db,
    buffer: pageViewBuffer,
    rateLimitMax: env.rateLimitMax === 0 ? 0 : undefined,
    rateLimitStore: rateLimitCounters.pluginOptions,
    securityHeaders: apiHeaders,
  });

  // spec §7, DESIGN §3: the LinkedIn card's data, fetched server-side and cached.
  await app.register(companyProfileRoutes, {
    pageUrl: env.companyProfileUrl,
    ...COMPANY_PROFILE_DEFAULTS,
  });

  if (site) {
    await app.register(staticRoutes, { clientDir: site.clientDir, pageCsp: site.pageCsp });
    // The results page without scripts: the server searches `?q=` (DESIGN §8 "Search").
    await app.register(searchPageRoutes, { clientDir: site.clientDir, pageCsp: site.pageCsp });
  }
  return app;
}
