/**
 * Publishing the site without a half-built moment (docs/editing.md "Publishing", DESIGN §8
 * "Content editor"): the server serves the symbolic link `<root>/current`; a publish writes the
 * copy into a fresh `<root>/releases/<id>/content/`, builds from it into `<id>/client/` (what the
 * build writes beside the client files and never serves, the search records, goes in `<id>/`)
 * and, only when that build succeeded and the publish is recorded in the database
 * (./editor.ts), points a new link at the client folder and rename(2)s that link over `current` —
 * atomic on POSIX, so each request sees the old site or the new one, never a mixture. A failed build leaves `current` untouched. The previous
 * release's hashed assets are copied into the new one first, so a page loaded just before the
 * swap still finds its scripts. One publish at a time: an exclusive lock file (`open` with
 * O_EXCL, which is atomic across processes) beside `current`; on PostgreSQL also a lock across
 * instances (./publish-lock.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { rename } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fsyncPath } from '../db/atomic-file';

/**
 * Which build of the site's code this is (docs/decisions/0045-publisher-process.md): `buildId`
 * names it (the first 16 hex digits of SHA-256 over the server build `build/server/index.js` and
 * the route manifest script the client build loads, so a change to the code of either side makes
 * another id), `builtAt` orders two builds (the server build's modification time, epoch ms: the
 * image's build stage sets it). Each release records the identity of the code that rendered it
 * (`build.json` here); a publisher whose identity differs from the live release's, and is
 * newer, renders the published copy again.
 */
export interface CodeIdentity {
  buildId: string;
  /** Epoch ms. */
  builtAt: number;
}

/**
 * Builds the site's client files into `outDir` (which must then hold index.html) from the copy in
 * `contentDir` (`<contentDir>/<module>/<language>.json`, every module in every language, written
 * by the publish; the real build reads it through `SITE_CONTENT_DIR`, app/content/schema/files.ts);
 * the folder containing `outDir` belongs to the same release, for the files a build writes beside
 * the client folder (common/search-records.ts `SEARCH_RECORDS_FILE`). @throws on failure
 */
export type SiteBuilder = (outDir: string, contentDir: string) => Promise<void>;

/** Told before and after the swap (e.g. to widen, then narrow, the page CSP hashes). */
export interface SwapHooks {
  beforeSwap?(newDir: string, oldDir: string): Promise<void>;
  afterSwap?(newDir: string, oldDir: string): Promise<void>;
}

/** Releases kept (the current one included); older ones are deleted after a publish. */
export const RELEASES_KEPT = 3;

/** A release built and not live yet (see {@link SiteReleases.prepare}). */
export interface PreparedRelease {
  /** Its folder's name under `<root>/releases/`. */
  readonly id: string;
  /** Its client folder (what `current` will name). */
  readonly clientDir: string;
  /** Deletes it (a publish that did not go live). */
  discard(): void;
}

/** The file in a release's folder naming the code that rendered it (beside `client/`). */
export const RELEASE_CODE_FILE = 'build.json';

/** The release folders and the `current` link. */
export interface SiteReleases {
  /** The releases folder (absolute): `current`, `releases/`, the lock and the workers' heartbeats. */
  readonly root: string;
  /** The code that renders this process's releases (./site-build.ts), or null when unknown. */
  readonly code: CodeIdentity | null;
  /** The code that rendered release `id` (its `build.json`), or null for a release without one. */
  codeOf(id: string): CodeIdentity | null;
  /** The link the static server serves (absolute). */
  readonly currentLink: string;
  /** The deploy's own build, which `current` named before the first publish (absolute). */
  readonly initialDir: string;
  /** The folder `current` points to now (absolute). */
  currentDir(): string;
  /** The id of the release `current` points to; null for the initial build (not a release). */
  currentId(): string | null;
  /** Whether release `id` is built (its client folder holds index.html). */
  has(id: string): boolean;
  /**
   * Takes the publish lock. @returns a release function, or null when another publish holds it
   */
  tryLock(): (() => void) | null;
  /**
   * Builds a new release that is not live (call with the lock held): `writeContent` first writes
   * the copy into the release's `content/` folder, then `build` makes its `client/` from it.
   * @throws the builder's error (the new folder is deleted, `current` is untouched)
   */
  prepare(build: SiteBuilder, writeContent: (contentDir: string) => void): Promise<PreparedRelease>;
  /**
   * Makes release `id` live: copies the live release's hashed assets into it, then renames a new
   * link over `current` (atomic) and deletes all but the newest {@link RELEASES_KEPT} releases.
   * @returns its client folder
   */
  swapTo(id: string, hooks?: SwapHooks): Promise<string>;
  /** The copy release `id` was built from: `<root>/releases/<id>/content/<module>/<language>.json`. */
  contentDirOf(id: string): string;
  /** Release `id`'s client folder (what `current` names while it is live). */
  clientDirOf(id: string): string;
  /**
   * Deletes the release folders newer than the live one except those in `keep`: builds of
   * publishes that stopped before they were recorded (call with the lock held). Releases a
   * rollback left behind are recorded, so the caller keeps them.
   */
  discardNewerThanCurrent(keep?: Iterable<string>): void;
}

/**
 * Opens (creating when needed) the releases under `root`; when `current` does not exist yet it
 * is made to point at `initialDir` (the site `npm run build` made).
 * @throws when `current` exists but is not a symbolic link
 */
export function openSiteReleases(
  root: string,
  initialDir: string,
  options: { code?: CodeIdentity | null } = {},
): SiteReleases {
  const code = options.code ?? null;
  const base = resolve(root);
  const releasesDir = join(base, 'releases');
  const currentLink = join(base, 'current');
  const lockFile = join(base, 'publish.lock');
  mkdirSync(releasesDir, { recursive: true });
  if (!existsSync(currentLink) && !isLink(currentLink)) {
    symlinkSync(resolve(initialDir), currentLink, 'dir');
  } else if (!isLink(currentLink)) {
    throw new Error(`${currentLink} must be a symbolic link (the published site)`);
  }
  clearStaleLock(lockFile);
  let held = false;
  const currentDir = () => resolve(base, readlinkSync(currentLink));
  const clientOf = (id: string) => join(releasesDir, id, 'client');
  const currentId = () => {
    const dir = currentDir();
    return dirname(dirname(dir)) === releasesDir && basename(dir) === 'client'
      ? basename(dirname(dir))
      : null;
  };

  return {
    root: base,
    code,
    codeOf(id) {
      try {
        const stamp = JSON.parse(
          readFileSync(join(releasesDir, id, RELEASE_CODE_FILE), 'utf8'),
        ) as Partial<CodeIdentity>;
        return typeof stamp.buildId === 'string' && typeof stamp.builtAt === 'number'
          ? { buildId: stamp.buildId, builtAt: stamp.builtAt }
          : null;
      } catch {
        return null;
      }
    },
    currentLink,
    initialDir: resolve(initialDir),
    currentDir,
    currentId,
    has: (id) => /^[\w.-]+$/.test(id) && existsSync(join(clientOf(id), 'index.html')),
    tryLock() {
      if (held) return null;
      let fd: number;
      try {
        fd = openSync(lockFile, 'wx');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
        throw error;
      }
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held = true;
      return () => {
        held = false;
        rmSync(lockFile, { force: true });
      };
    },
    async prepare(build, writeContent) {
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      const releaseDir = join(releasesDir, id);
      const outDir = clientOf(id);
      try {
        mkdirSync(releaseDir);
        const contentDir = join(releaseDir, 'content');
        writeContent(contentDir);
        await build(outDir, contentDir);
        if (!existsSync(join(outDir, 'index.html'))) {
          throw new Error('The build wrote no index.html.');
        }
        if (code) writeFileSync(join(releaseDir, RELEASE_CODE_FILE), `${JSON.stringify(code)}\n`);
        fsyncPath(releaseDir);
      } catch (error) {
        rmSync(releaseDir, { recursive: true, force: true });
        throw error;
      }
      return {
        id,
        clientDir: outDir,
        discard: () => rmSync(releaseDir, { recursive: true, force: true }),
      };
    },
    async swapTo(id, hooks = {}) {
      const outDir = clientOf(id);
      const oldDir = currentDir();
      // Old hashed assets stay reachable for pages loaded before the swap (names never collide).
      const oldAssets = join(oldDir, 'assets');
      if (existsSync(oldAssets) && oldDir !== outDir) {
        cpSync(oldAssets, join(outDir, 'assets'), {
          recursive: true,
          force: false,
          errorOnExist: false,
        });
      }
      await hooks.beforeSwap?.(outDir, oldDir);
      const nextLink = `${currentLink}.next-${randomBytes(4).toString('hex')}`;
      symlinkSync(outDir, nextLink, 'dir');
      await rename(nextLink, currentLink);
      fsyncPath(base);
      await hooks.afterSwap?.(outDir, oldDir);
      pruneReleases(releasesDir, join(releasesDir, id));
      return outDir;
    },
    contentDirOf: (id) => join(releasesDir, id, 'content'),
    clientDirOf: clientOf,
    discardNewerThanCurrent(keep = []) {
      const live = currentId() ?? '';
      const kept = new Set(keep);
      for (const name of readdirSync(releasesDir)) {
        if (name > live && !kept.has(name) && name !== live) {
          rmSync(join(releasesDir, name), { recursive: true, force: true });
        }
      }
    },
  };
}

/** Whether a path is a symbolic link (false when absent). */
function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Removes a lock file whose process is gone (a publish that crashed). */
function clearStaleLock(lockFile: string): void {
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8'));
  try {
    if (Number.isInteger(pid) && pid > 0) {
      process.kill(pid, 0);
      if (pid !== process.pid) return; // another live process holds it
    }
  } catch {
    // ESRCH: no such process.
  }
  unlinkSync(lockFile);
}

/** Deletes release folders beyond the newest {@link RELEASES_KEPT}, never `keep`. */
function pruneReleases(releasesDir: string, keep: string): void {
  const releases = readdirSync(releasesDir).sort().reverse();
  for (const name of releases.slice(RELEASES_KEPT)) {
    const dir = join(releasesDir, name);
    if (dir !== keep) rmSync(dir, { recursive: true, force: true });
  }
}
