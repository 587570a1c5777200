/**
 * Every instance follows the live release (docs/editing.md "Several instances"): instances that
 * share one releases folder (a named volume in compose, a ReadWriteMany volume on Kubernetes)
 * serve whatever the `current` link names, since files are opened through it; what each instance
 * keeps in memory about the live pages, their Content-Security-Policy hashes, must follow too.
 * The watcher reads the link's target every {@link RELEASE_POLL_MS} and, when another instance
 * (or this one) has switched it, runs the same swap hooks the publishing instance runs
 * (./site-csp.ts): each page's policy lists both releases' hashes at once, and after
 * {@link CSP_OVERLAP_MS} only the new one's, so a page read just before the switch still runs.
 */
import { realpath } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { SwapHooks } from './releases';

/** How often each instance reads the `current` link (ms): the new release is served within 2 s. */
export const RELEASE_POLL_MS = 1_000;

/** How long both releases' script hashes stay allowed after a switch is seen (ms). */
export const CSP_OVERLAP_MS = 5_000;

/** Options of {@link watchLiveRelease}. */
export interface ReleaseWatchOptions {
  /** The `current` link (absolute). */
  currentLink: string;
  /** What to update on a switch (./site-csp.ts `pageCspSwapHooks`). */
  hooks: SwapHooks;
  log: FastifyBaseLogger;
  /** Default {@link RELEASE_POLL_MS}. */
  intervalMs?: number;
  /** Default {@link CSP_OVERLAP_MS}. */
  overlapMs?: number;
}

/** A running watcher. */
export interface ReleaseWatch {
  /** Reads the link now and follows a switch (what each tick does); resolves when done. */
  check(): Promise<void>;
  /** Stops the timers. */
  stop(): void;
}

/**
 * Starts following `currentLink`; the first read records the release live at start-up.
 * A link that cannot be read (a switch in progress) is read again at the next tick.
 */
export function watchLiveRelease(options: ReleaseWatchOptions): ReleaseWatch {
  const interval = options.intervalMs ?? RELEASE_POLL_MS;
  const overlap = options.overlapMs ?? CSP_OVERLAP_MS;
  let known: Promise<string | null> = realpath(options.currentLink).catch(() => null);
  let running: Promise<void> | undefined;
  const timers = new Set<NodeJS.Timeout>();

  const follow = async () => {
    const before = await known;
    const now = await realpath(options.currentLink).catch(() => null);
    if (now === null || now === before) return;
    known = Promise.resolve(now);
    try {
      await options.hooks.beforeSwap?.(now, before ?? now);
      const settle = setTimeout(() => {
        timers.delete(settle);
        // Only if no newer switch has been seen meanwhile (its own overlap then runs).
        void known.then((latest) =>
          latest === now ? options.hooks.afterSwap?.(now, before ?? now) : undefined,
        );
      }, overlap);
      settle.unref();
      timers.add(settle);
      options.log.info({ release: now }, 'content: now serving another release');
    } catch (error) {
      options.log.warn({ err: error, release: now }, 'content: could not follow the new release');
    }
  };

  const check = () => (running ??= follow().finally(() => (running = undefined)));
  const tick = setInterval(() => void check(), interval);
  tick.unref();
  return {
    check,
    stop() {
      clearInterval(tick);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
