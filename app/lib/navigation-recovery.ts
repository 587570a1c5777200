/**
 * A route chunk that cannot load must not trap the visitor. React Router answers a failed
 * route-module import during a client navigation with `window.location.reload()` of the page the
 * visitor is leaving, every time, so they stay where they were. We remember the page they were
 * going to while a navigation is pending (see hooks/use-navigation-recovery.ts); when the page
 * unloads by a reload within {@link RECOVERY_WINDOW_MS}, the next load goes on to that page once,
 * as a full load of its prerendered HTML, which works without the failed chunk.
 */

/** sessionStorage key of the interrupted navigation: `{ target: string; at: number }`. */
export const RECOVERY_KEY = 'interrupted-navigation';

/** A reload later than this after the pending navigation is the visitor's own (ms). */
export const RECOVERY_WINDOW_MS = 10_000;

/** What {@link recoverInterruptedNavigation} reads and calls; the browser's by default. */
export interface RecoveryEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Path, query and hash of the page now loaded, e.g. '/faq?x=1#a'. */
  here: string;
  /** `navigation` entry type of this load: 'reload', 'navigate', 'back_forward'… */
  loadType: string | undefined;
  now: number;
  /** Full load of another same-origin path (location.replace: no extra history entry). */
  replace: (path: string) => void;
}

/** Remembers the page a pending client navigation is going to. Storage errors are ignored. */
export function rememberPendingNavigation(
  target: string,
  storage: RecoveryEnvironment['storage'] = window.sessionStorage,
  now = Date.now(),
): void {
  try {
    storage.setItem(RECOVERY_KEY, JSON.stringify({ target, at: now }));
  } catch {
    // Private modes may refuse storage: the visitor then reloads as before, nothing worse.
  }
}

/**
 * On page load, before hydration: if this load is a reload that interrupted a client navigation
 * moments ago, go on to the page the visitor asked for. Runs at most once per remembered
 * navigation (the record is removed first), so it can never loop.
 * @returns the path it went on to, or null
 */
export function recoverInterruptedNavigation(
  env: RecoveryEnvironment = browserEnvironment(),
): string | null {
  let raw: string | null;
  try {
    raw = env.storage.getItem(RECOVERY_KEY);
    if (raw === null) return null;
    env.storage.removeItem(RECOVERY_KEY);
  } catch {
    return null;
  }
  let record: { target?: unknown; at?: unknown };
  try {
    record = JSON.parse(raw) as { target?: unknown; at?: unknown };
  } catch {
    return null;
  }
  const { target, at } = record;
  if (typeof target !== 'string' || typeof at !== 'number') return null;
  // Same-origin paths only ('/faq', never 'https:', '//host' or '/\host', which browsers read as
  // '//host': common/paths.ts isSchemeRelative, inlined to keep this first-load module import-free),
  // recent, after a reload.
  if (!/^\/(?![/\\])/.test(target)) return null;
  if (env.loadType !== 'reload' || env.now - at > RECOVERY_WINDOW_MS || target === env.here) {
    return null;
  }
  env.replace(target);
  return target;
}

function browserEnvironment(): RecoveryEnvironment {
  const entry = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return {
    storage: window.sessionStorage,
    here: `${location.pathname}${location.search}${location.hash}`,
    loadType: entry?.type,
    now: Date.now(),
    replace: (path) => location.replace(path),
  };
}
