/**
 * The content editor as a feature (DESIGN §8 "Content editor", docs/editing.md): the editor
 * (./editor.ts) over this checkout's content modules, its page `/admin/content`
 * (./page-route.ts) and its API under `/api/admin/content` (server/routes/content.ts) behind the
 * role guard's editor rule. Publishing needs the site's
 * releases (`siteReleases`, from the `site` plugin): without them the editor keeps drafts only.
 *
 * Not encapsulated (fastify-plugin), so its name and dependencies are checked at the root; its
 * routes are a scope of their own.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { ADMIN_PATHS } from '../../common/admin-api';
import { postgresPoolOf } from '../db/database';
import { contentRoutes } from '../routes/content';
import type { ContentCatalogue } from './catalogue';
import { createContentEditor } from './editor';
import { contentPageRoute } from './page-route';
import { postgresPublishLock } from './publish-lock';
import type { SiteBuilder } from './releases';
import { builtByThisCode, changedPagesBuilder, REPO_ROOT } from './site-build';
import { startHeartbeat, startPublishWorker, workerSeen } from './publish-worker';
import { siteContentCatalogue } from './site-content';
import { createContentPresence } from './presence';
import { createPublishJobs } from './publish-jobs';
import { createContentSchedules, startContentTicker } from './schedules';
import { watchLiveRelease } from './release-watch';
import { pageCspSwapHooks } from './site-csp';

/** Options of {@link contentEditorPlugin}. */
export interface ContentEditorPluginOptions {
  /** The modules and languages edited; default this checkout's (./site-content.ts). */
  catalogue?: ContentCatalogue;
  /**
   * How a release is built; default the changed pages rendered with the server build, or the
   * whole build when the code changed (./site-build.ts).
   */
  build?: SiteBuilder;
  /**
   * A Git work tree each publish is committed to; null for none. Default this checkout when
   * `contentGitCommits` and it has a `.git`.
   */
  gitDir?: string | null;
  /** `CONTENT_GIT_COMMITS` (server/env.ts): commit publishes to this checkout by default. */
  contentGitCommits: boolean;
  /** `VITE_SUPABASE_URL`'s origin when it is another host, for the pages' CSP after a publish. */
  externalApiOrigin: string | undefined;
  /** Tests only: the clock of schedules and presence (epoch ms), default `Date.now`. */
  now?: () => number;
  /**
   * The ticker's interval (ms), default 15 s (./schedules.ts `SCHEDULE_TICK_MS`); 0 starts no
   * ticker and no polling publish worker (tests that tick by hand; a request still wakes it).
   */
  tickMs?: number;
  /**
   * `PUBLISH_WORKER` (server/env.ts): this instance runs the queued and scheduled publishes and
   * the re-render after a code deploy (./publish-worker.ts); off, it only queues them for the
   * publisher process (server/publisher.ts).
   */
  publishWorker: boolean;
  /** The publish worker's poll interval (ms), default ./publish-worker.ts `PUBLISH_POLL_MS`. */
  pollMs?: number;
}

/**
 * How long a stopping server lets its worker's publish run before cutting the render short (ms):
 * within the server's own drain (server/limits.ts `SHUTDOWN_GRACE_MS`, 10 s).
 */
export const WORKER_STOP_GRACE_MS = 8_000;

async function contentEditor(app: FastifyInstance, options: ContentEditorPluginOptions) {
  const { db, siteReleases: releases, builtSite: site } = app;
  const gitDir =
    options.gitDir === undefined
      ? options.contentGitCommits && existsSync(join(REPO_ROOT, '.git'))
        ? REPO_ROOT
        : undefined
      : (options.gitDir ?? undefined);
  const postgresPool = postgresPoolOf(db);
  // Aborted when the server stops and its worker's render outlasts the grace: the render is
  // killed and its job goes back to the queue (./publish-jobs.ts `runClaimed`).
  const stopping = new AbortController();
  const editor = createContentEditor({
    catalogue: options.catalogue ?? siteContentCatalogue(),
    db,
    releases,
    build: releases
      ? (options.build ??
        changedPagesBuilder(() => releases.currentDir(), REPO_ROOT, { signal: stopping.signal }))
      : undefined,
    // After a code deploy: from this deploy's own build, never a page the old code rendered.
    rebuild:
      releases && !options.build
        ? changedPagesBuilder(() => releases.currentDir(), REPO_ROOT, {
            rebase: true,
            signal: stopping.signal,
          })
        : undefined,
    swapHooks: site ? pageCspSwapHooks(site.pageCsp, options.externalApiOrigin) : undefined,
    // Instances sharing PostgreSQL publish one at a time (docs/editing.md "Several instances").
    sharedLock: postgresPool ? postgresPublishLock(postgresPool) : undefined,
    gitDir,
    siteDir: () => (releases ? releases.currentDir() : site?.clientDir),
    builtByThisCode: releases
      ? (clientDir) => builtByThisCode(clientDir, releases.initialDir)
      : undefined,
  });
  // A publish recorded but not switched to (the server stopped in between) goes live now.
  const recovered = await editor.recover();
  if (recovered)
    app.log.warn({ release: recovered }, 'content: switched to the last recorded publish');
  if (releases && site) {
    // Another instance's publish switches the shared `current`: follow its pages' policies.
    const watch = watchLiveRelease({
      currentLink: releases.currentLink,
      hooks: pageCspSwapHooks(site.pageCsp, options.externalApiOrigin),
      log: app.log,
    });
    app.addHook('onClose', async () => watch.stop());
  }
  const jobs = createPublishJobs(db, options.now);
  const schedules = createContentSchedules({
    db,
    jobs,
    publish: (by, onStage) => editor.publish(by, onStage),
    now: options.now,
    log: app.log,
  });
  const presence = createContentPresence(db, options.now);
  // Queued, scheduled and re-render work runs here only with PUBLISH_WORKER=on; otherwise the
  // publisher process does it, and this instance still purges presence.
  const worker =
    options.publishWorker && releases
      ? startPublishWorker({
          jobs,
          editor,
          log: app.log,
          pollMs: options.tickMs === 0 ? 0 : options.pollMs,
          abandoned: () => stopping.signal.aborted,
        })
      : undefined;
  if (worker && releases) {
    const heartbeat = startHeartbeat(releases.root, () => ({
      role: 'web',
      buildId: releases.code?.buildId ?? null,
      busy: worker.busy,
    }));
    app.addHook('onClose', async () => {
      heartbeat.stop();
      const cut = setTimeout(() => stopping.abort(), WORKER_STOP_GRACE_MS);
      await worker.stop();
      clearTimeout(cut);
    });
  }
  if (options.tickMs !== 0) {
    // Every worker ticks; a due schedule is claimed by one of them (./schedules.ts).
    const ticker = startContentTicker({
      schedules: worker ? schedules : { fireDue: async () => null },
      purgePresence: () => presence.purge(),
      log: app.log,
      intervalMs: options.tickMs,
      now: options.now,
    });
    app.addHook('onClose', async () => ticker.stop());
  }
  await contentPageRoute(app);
  await app.register(contentRoutes, {
    editor,
    jobs,
    schedules,
    presence,
    // This instance, or a publisher whose heartbeat the shared releases folder holds.
    publisherRunning: () => Boolean(worker) || (releases ? workerSeen(releases.root) : false),
    wakeWorker: worker ? () => worker.wake() : undefined,
    prefix: `${ADMIN_PATHS.api}/content`,
  });
}

/**
 * See the module comment. Needs `db` (publish history), `site` (releases, pages' CSP),
 * `role-guard` and `admin-app` (the page).
 */
export const contentEditorPlugin = fastifyPlugin(contentEditor, {
  name: 'content-editor',
  fastify: '5.x',
  dependencies: ['db', 'site', 'role-guard', 'admin-app'],
});
