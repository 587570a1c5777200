/**
 * The publish worker (docs/decisions/0045-publisher-process.md, docs/deploy.md "Services"): what
 * takes the queued publishes out of `content_publish_jobs` and renders them, outside any
 * request. It runs in the publisher process (server/publisher.ts, compose's `publisher`
 * service) and, with `PUBLISH_WORKER=on` (the default, so `npm start` alone still publishes), in
 * a web instance.
 *
 * Every {@link PUBLISH_POLL_MS} (and at once when woken by a request on the same instance) it
 * first renders the published copy again when the live release is older code's
 * (server/content/editor.ts `rerender`: after an image upgrade the copy published in the
 * database goes live with the new code, the old release served until then), then claims queued
 * jobs one by one (./publish-jobs.ts `claimNext`, a compare-and-set) and runs each as its
 * requester's publish under the usual locks. Polls never overlap. A publish refused because
 * another holds the lock goes back to the queue and is tried at the next poll.
 *
 * Each worker also writes a heartbeat file, `<releases>/workers/<host>-<pid>.json`, every
 * {@link HEARTBEAT_MS}: the web instances share that folder, and an editor whose publish waits
 * is told whether any worker is alive ({@link workerSeen}).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PublishRecord } from '../../common/content-api';
import { createPoller } from '../poller';
import type { ContentEditor } from './editor';
import type { PublishJobs } from './publish-jobs';

/** How often a worker looks for queued publishes (ms): a click waits at most this to start. */
export const PUBLISH_POLL_MS = 1_000;
/** How often a worker writes its heartbeat (ms). */
export const HEARTBEAT_MS = 5_000;
/** A heartbeat older than this (ms, three missed beats and a margin) is a worker gone. */
export const HEARTBEAT_FRESH_MS = 20_000;
/** After a failed re-render, how long before the next try (ms): a broken build is not rerun each poll. */
export const RERENDER_RETRY_MS = 60_000;

/** What one job or re-render came to, for logs and metrics. */
export type WorkOutcome = 'live' | 'failed' | 'requeued';

/** Options of {@link startPublishWorker}. */
export interface PublishWorkerOptions {
  jobs: Pick<PublishJobs, 'claimNext' | 'runClaimed'>;
  editor: Pick<ContentEditor, 'publish' | 'rerender'>;
  log: FastifyBaseLogger;
  /** Default {@link PUBLISH_POLL_MS}; 0: no polling, only {@link PublishWorker.wake} (tests). */
  pollMs?: number;
  /**
   * Whether the worker's process is stopping and has cut the build short: the job then goes
   * back to the queue rather than failing.
   */
  abandoned?: () => boolean;
  /** Told after each job (its outcome, ms from claim to end). */
  onJob?: (outcome: WorkOutcome, ms: number) => void;
  /** Told after each re-render that ran (ok or not, ms). */
  onRerender?: (ok: boolean, ms: number) => void;
  /** Epoch ms; tests move it. */
  now?: () => number;
}

/** A running worker. */
export interface PublishWorker {
  /** Polls now (a poll under way is followed by another at once). */
  wake(): void;
  /** Whether a publish or a re-render is under way. */
  readonly busy: boolean;
  /** When the last poll ended (epoch ms), or null before the first: a worker stuck shows here. */
  readonly lastPollAt: number | null;
  /** No poll after this; resolves when the one under way (its publish included) has ended. */
  stop(): Promise<void>;
}

/** Starts a worker; see the module comment. */
export function startPublishWorker(options: PublishWorkerOptions): PublishWorker {
  const { jobs, editor, log } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? PUBLISH_POLL_MS;
  let busy = false;
  let lastPollAt: number | null = null;
  let rerenderAfter = 0;

  const rerender = async () => {
    if (now() < rerenderAfter) return;
    const started = now();
    let record: PublishRecord | null;
    try {
      busy = true;
      record = await editor.rerender();
    } catch (error) {
      rerenderAfter = now() + RERENDER_RETRY_MS;
      options.onRerender?.(false, now() - started);
      log.error(
        { err: error, retryInMs: RERENDER_RETRY_MS },
        'publisher: the re-render for the new site code failed; the old release stays live',
      );
      return;
    } finally {
      busy = false;
    }
    if (record) {
      options.onRerender?.(true, now() - started);
      log.info(
        { publish: record.id, ms: now() - started },
        'publisher: the published copy is live, rendered by the new site code',
      );
    }
  };

  const poll = async () => {
    try {
      await rerender();
      while (!poller.stopped) {
        const job = await jobs.claimNext();
        if (!job) break;
        const started = now();
        busy = true;
        let outcome: WorkOutcome;
        try {
          outcome = await jobs.runClaimed(
            job.id,
            (onStage) => editor.publish(job.by, onStage),
            options.abandoned,
          );
        } finally {
          busy = false;
        }
        options.onJob?.(outcome, now() - started);
        log.info({ job: job.id, outcome, ms: now() - started }, 'publisher: publish job done');
        // Requeued: another publish holds the lock (or this worker is stopping); next poll.
        if (outcome === 'requeued') break;
      }
    } catch (error) {
      log.error({ err: error }, 'publisher: poll failed; trying again at the next one');
    } finally {
      lastPollAt = now();
    }
  };

  const poller = createPoller(pollMs, poll);
  poller.later();

  return {
    wake: poller.wake,
    get busy() {
      return busy;
    },
    get lastPollAt() {
      return lastPollAt;
    },
    async stop() {
      await poller.halt();
    },
  };
}

/** A worker's heartbeat file (see the module comment). */
export interface WorkerBeat {
  /** `publisher` (server/publisher.ts) or `web` (a web instance with `PUBLISH_WORKER=on`). */
  role: 'publisher' | 'web';
  host: string;
  pid: number;
  /** When it was written, ISO 8601. */
  at: string;
  /** The code it renders with (./site-build.ts `CodeIdentity`), or null. */
  buildId: string | null;
  /** Whether a publish or a re-render was under way. */
  busy: boolean;
}

/** The folder of the workers' heartbeats under a releases folder. */
export const workersDir = (releasesRoot: string) => join(releasesRoot, 'workers');

/**
 * Writes this process's heartbeat now and every {@link HEARTBEAT_MS} (atomically: a temporary
 * file renamed over it). @returns stop(): deletes it, so the editors see the worker gone at once
 */
export function startHeartbeat(
  releasesRoot: string,
  beat: () => Omit<WorkerBeat, 'host' | 'pid' | 'at'>,
  options: { intervalMs?: number; now?: () => number; log?: FastifyBaseLogger } = {},
): { stop(): void } {
  const now = options.now ?? Date.now;
  const dir = workersDir(releasesRoot);
  const host = hostname()
    .replace(/[^\w.-]/g, '_')
    .slice(0, 64);
  const file = join(dir, `${host}-${process.pid}.json`);
  const write = () => {
    try {
      mkdirSync(dir, { recursive: true });
      const body: WorkerBeat = {
        ...beat(),
        host,
        pid: process.pid,
        at: new Date(now()).toISOString(),
      };
      writeFileSync(`${file}.tmp`, `${JSON.stringify(body)}\n`);
      renameSync(`${file}.tmp`, file);
    } catch (error) {
      options.log?.warn({ err: error }, 'publisher: could not write its heartbeat');
    }
  };
  write();
  const timer = setInterval(write, options.intervalMs ?? HEARTBEAT_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      rmSync(file, { force: true });
    },
  };
}

/**
 * The workers whose heartbeat under `releasesRoot` is fresher than {@link HEARTBEAT_FRESH_MS}.
 * Unreadable or half-written files are skipped.
 */
export function liveWorkers(releasesRoot: string, now = Date.now()): WorkerBeat[] {
  let names: string[];
  try {
    names = readdirSync(workersDir(releasesRoot));
  } catch {
    return [];
  }
  const seen: WorkerBeat[] = [];
  for (const name of names) {
    if (!name.endsWith('.json')) continue;
    try {
      const beat = JSON.parse(
        readFileSync(join(workersDir(releasesRoot), name), 'utf8'),
      ) as WorkerBeat;
      if (now - Date.parse(beat.at) <= HEARTBEAT_FRESH_MS) seen.push(beat);
    } catch {
      // Being replaced, or not a heartbeat.
    }
  }
  return seen;
}

/** Whether any publish worker's heartbeat under `releasesRoot` is fresh. */
export const workerSeen = (releasesRoot: string, now = Date.now()): boolean =>
  liveWorkers(releasesRoot, now).length > 0;
