/**
 * The publisher process (`npm run publisher`; compose's `publisher` service; DESIGN §8 "Content
 * editor", docs/deploy.md "Services", docs/decisions/0045-publisher-process.md): the content
 * editor's publishing outside every web instance's request path. It opens and migrates the
 * database as the server does, then runs, on the shared releases folder (`CONTENT_RELEASES_DIR`):
 *
 * - the publish worker (server/content/publish-worker.ts): the queued publishes, one at a time
 *   under the publish locks, and, when the live release was rendered by older code, the re-render
 *   of the published copy with this code (after an image upgrade);
 * - the scheduled publishes' ticker (server/content/schedules.ts), and the presence purge;
 * - a heartbeat file the web instances read to tell an editor whether a publisher runs;
 * - an HTTP listener on `PORT` (internal only: never publish it) with `/healthz` (503 when the
 *   worker's loop has not come round for {@link STALLED_AFTER_MS} while idle), `/readyz` (the
 *   database answers, migrations applied, not stopping) and `/metrics` (Prometheus: the
 *   publisher's series, the database's and the process's).
 *
 * SIGTERM / SIGINT: `/readyz` turns 503, no new job is claimed, the one under way may finish for
 * up to `SHUTDOWN_GRACE_MS`; past that its render is killed and the job goes back to the queue
 * (nothing was recorded, so the next publisher starts it over; a job already recorded always
 * finishes: the switch takes milliseconds). Then the heartbeat goes, the database closes, exit 0.
 * Web instances set `PUBLISH_WORKER=off` when a publisher runs.
 */
import client from '@prometheus-io/client';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ContentCatalogue } from './content/catalogue';
import { createContentEditor } from './content/editor';
import { createContentPresence } from './content/presence';
import { createPublishJobs } from './content/publish-jobs';
import { postgresPublishLock } from './content/publish-lock';
import { startHeartbeat, startPublishWorker, type PublishWorker } from './content/publish-worker';
import { openSiteReleases, type SiteBuilder, type SiteReleases } from './content/releases';
import { createContentSchedules, startContentTicker } from './content/schedules';
import {
  builtByThisCode,
  changedPagesBuilder,
  codeIdentity,
  REPO_ROOT,
  type CodeIdentity,
} from './content/site-build';
import { siteContentCatalogue } from './content/site-content';
import { postgresPoolOf, type SqlDialect } from './db/database';
import { allMigrations } from './db/migrate';
import type { Database } from './db/schema';
import type { ServerEnv } from './env';
import { SHUTDOWN_GRACE_MS } from './limits';
import type { AppMetrics } from './metrics';
import { listenAndAnnounce, onStopSignals, startProcess } from './process-start';
import { createReadiness } from './readiness';

/** `/healthz` answers 503 when the idle worker's last poll ended longer ago than this (ms). */
export const STALLED_AFTER_MS = 60_000;

/** Options of {@link startPublisher}. */
export interface PublisherOptions {
  env: ServerEnv;
  db: Kysely<Database>;
  dialect: SqlDialect;
  metrics: AppMetrics;
  /** Fastify's logger option (pino JSON lines, as the server's); default `{level: LOG_LEVEL}`. */
  logger?: FastifyServerOptions['logger'];
  /** The deploy's own client build, where `current` starts; default build/client. */
  initialDir?: string;
  /** Tests: the copy's modules and languages; default this checkout's. */
  catalogue?: ContentCatalogue;
  /** Tests: a stand-in build (then also used for the re-render). Default the changed pages'. */
  build?: (signal: AbortSignal) => SiteBuilder;
  /** The code releases are stamped with; default this checkout's build (null: no re-render). */
  code?: CodeIdentity | null;
  /** The worker's poll interval (ms), default ./content/publish-worker.ts `PUBLISH_POLL_MS`. */
  pollMs?: number;
  /** The schedules' tick (ms), default server/content/schedules.ts `SCHEDULE_TICK_MS`. */
  tickMs?: number;
  /** How long a stop waits for the publish under way before cutting it short (ms). */
  graceMs?: number;
}

/** A running publisher. */
export interface Publisher {
  /** The HTTP listener (`/healthz`, `/readyz`, `/metrics`); not listening yet. */
  http: FastifyInstance;
  releases: SiteReleases;
  worker: PublishWorker;
  /**
   * Stops taking work, lets the publish under way end for up to `graceMs` (then kills its render
   * and queues it again), stops the ticker, the heartbeat and the listener. The database stays
   * open (the caller's).
   */
  stop(): Promise<void>;
}

/**
 * Starts the publisher's parts on an open, migrated database (see the module comment).
 * @throws when `CONTENT_RELEASES_DIR` is off or the deploy's build is missing
 */
export async function startPublisher(options: PublisherOptions): Promise<Publisher> {
  const { env, db, metrics } = options;
  const http = Fastify({
    logger: options.logger ?? { level: env.logLevel, name: 'publisher' },
  });
  const log = http.log;
  if (!env.contentReleasesDir)
    throw new Error(
      'The publisher needs CONTENT_RELEASES_DIR (the releases every instance serves).',
    );
  const initialDir =
    options.initialDir ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client');
  const code = options.code === undefined ? (options.build ? null : codeIdentity()) : options.code;
  const releases = openSiteReleases(env.contentReleasesDir, initialDir, { code });
  // Aborted when a stop's grace runs out: the render's process is killed, its job queued again.
  const abort = new AbortController();
  const build = options.build
    ? options.build(abort.signal)
    : changedPagesBuilder(() => releases.currentDir(), REPO_ROOT, { signal: abort.signal });
  const rebuild = options.build
    ? build
    : changedPagesBuilder(() => releases.currentDir(), REPO_ROOT, {
        signal: abort.signal,
        rebase: true,
      });
  const pool = postgresPoolOf(db);
  const editor = createContentEditor({
    catalogue: options.catalogue ?? siteContentCatalogue(),
    db,
    releases,
    build,
    rebuild,
    sharedLock: pool ? postgresPublishLock(pool) : undefined,
    siteDir: () => releases.currentDir(),
    builtByThisCode: (clientDir) => builtByThisCode(clientDir, releases.initialDir),
  });
  const recovered = await editor.recover();
  if (recovered) log.warn({ release: recovered }, 'content: switched to the last recorded publish');

  const jobs = createPublishJobs(db);
  const schedules = createContentSchedules({
    db,
    jobs,
    publish: (by, onStage) => editor.publish(by, onStage),
    log,
  });
  const presence = createContentPresence(db);

  const registers = [metrics.registry];
  const jobsDone = new client.Counter({
    name: 'site_publisher_jobs_total',
    help: 'Queued publishes the publisher ran, by outcome (live, failed, requeued: back in the queue).',
    labelNames: ['outcome'],
    registers,
  });
  for (const outcome of ['live', 'failed', 'requeued']) jobsDone.inc({ outcome }, 0);
  const jobSeconds = new client.Histogram({
    name: 'site_publisher_job_duration_seconds',
    help: 'A queued publish from its claim to live (or its end), in seconds.',
    buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300],
    registers,
  });
  const rerenders = new client.Counter({
    name: 'site_publisher_rerenders_total',
    help: 'Re-renders of the published copy after a code deploy, by outcome (ok, failed).',
    labelNames: ['outcome'],
    registers,
  });
  for (const outcome of ['ok', 'failed']) rerenders.inc({ outcome }, 0);
  const rerenderSeconds = new client.Histogram({
    name: 'site_publisher_rerender_duration_seconds',
    help: 'A re-render of the published copy after a code deploy, in seconds.',
    buckets: [5, 10, 20, 30, 60, 120, 300],
    registers,
  });
  new client.Gauge({
    name: 'site_publisher_queue_depth',
    help: 'Publishes waiting in the queue; NaN when the database cannot be read.',
    registers,
    async collect() {
      this.set(await jobs.queued().catch(() => Number.NaN));
    },
  });

  const worker = startPublishWorker({
    jobs,
    editor,
    log,
    pollMs: options.pollMs,
    abandoned: () => abort.signal.aborted,
    onJob: (outcome, ms) => {
      jobsDone.inc({ outcome });
      jobSeconds.observe(ms / 1000);
    },
    onRerender: (ok, ms) => {
      rerenders.inc({ outcome: ok ? 'ok' : 'failed' });
      rerenderSeconds.observe(ms / 1000);
    },
  });
  const ticker = startContentTicker({
    schedules,
    purgePresence: () => presence.purge(),
    log,
    intervalMs: options.tickMs,
  });
  const heartbeat = startHeartbeat(
    releases.root,
    () => ({ role: 'publisher', buildId: code?.buildId ?? null, busy: worker.busy }),
    { log },
  );

  const readiness = createReadiness({
    db,
    migrations: Object.keys(allMigrations(options.dialect)),
  });
  const started = Date.now();
  http.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    const last = worker.lastPollAt ?? started;
    const stalled = !worker.busy && Date.now() - last > STALLED_AFTER_MS;
    reply.header('cache-control', 'no-store');
    if (stalled) reply.code(503);
    return {
      ok: !stalled,
      busy: worker.busy,
      lastPollAt: worker.lastPollAt === null ? null : new Date(worker.lastPollAt).toISOString(),
      buildId: code?.buildId ?? null,
    };
  });
  http.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const result = await readiness.check(false);
    reply.header('cache-control', 'no-store');
    if (!result.ready) reply.code(503);
    return result;
  });
  http.get('/metrics', { logLevel: 'warn' }, async (_request, reply) => {
    const { contentType, body } = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });

  let stopping: Promise<void> | undefined;
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  return {
    http,
    releases,
    worker,
    stop() {
      stopping ??= (async () => {
        readiness.startDraining();
        const cut = setTimeout(() => {
          if (worker.busy) log.warn({ graceMs }, 'publisher: stopping; cutting the render short');
          abort.abort();
        }, graceMs);
        try {
          await Promise.all([worker.stop(), ticker.stop()]);
        } finally {
          clearTimeout(cut);
        }
        heartbeat.stop();
        await http.close();
      })();
      return stopping;
    },
  };
}

async function main(): Promise<void> {
  const { env, metrics, database, applied } = await startProcess();
  const publisher = await startPublisher({
    env,
    db: database.db,
    dialect: database.dialect,
    metrics,
  });
  const log = publisher.http.log;
  log.info(
    {
      database: database.location,
      dialect: database.dialect,
      migrationsApplied: applied,
      releases: publisher.releases.root,
      buildId: publisher.releases.code?.buildId ?? null,
    },
    'publisher ready',
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'publisher: stopping; no new publish is taken');
    try {
      await publisher.stop();
      await database.db.destroy();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'publisher: stop failed');
      process.exit(1);
    }
  };
  onStopSignals(stop, log);
  await listenAndAnnounce(publisher.http, env);
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  main().catch((error: unknown) => {
    console.error('Publisher failed to start:', error);
    process.exit(1);
  });
}
