/**
 * The site build a publish runs (docs/editing.md "Publishing"): the steps of `npm run build`
 * that make the public site (not the admin app, which a content change does not touch), with
 * React Router's output moved to a fresh staging folder by `SITE_BUILD_DIRECTORY`
 * (react-router.config.ts; inside the checkout, since the prerender imports the server build and
 * it must resolve node_modules) and the later steps pointed at it, so the live build/client is
 * never written; the result is then moved to the release folder, and the search records the
 * build writes beside the client files (for the no-script search, server/search/site-search.ts) to
 * the same place beside it. Every step reads the copy from the release's content folder the
 * publish wrote (`SITE_CONTENT_DIR`, app/content/schema/files.ts), never from the checkout's
 * `app/content/`, which a publish does not write.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SEARCH_RECORDS_FILE } from '../../common/search-records';
import type { CodeIdentity, SiteBuilder } from './releases';

export type { CodeIdentity } from './releases';

const run = promisify(execFile);

/** The repository root (server/content/ is two folders down). */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Longest a publish's build may take before it is stopped and reported failed. Milliseconds. */
export const SITE_BUILD_TIMEOUT_MS = 5 * 60_000;

/**
 * Builds the site of the checkout at `root` into `outDir` (the folder then holds index.html) from
 * the copy in `contentDir` (`<module>/<language>.json`).
 * @throws with the failing step and the end of its output
 */
export function siteBuilder(root = REPO_ROOT, signal?: AbortSignal): SiteBuilder {
  return async (outDir, contentDir) => {
    // Inside the checkout: the prerender imports the server build, which must find node_modules.
    // Named after the release; any other staging folder is a killed publish's (a publish runs
    // with the publish lock held, so no other is building), and goes.
    const staging = join(root, 'build', `.publish-${basename(dirname(outDir))}`);
    clearStaging(join(root, 'build'));
    const bin = join(root, 'node_modules', '.bin');
    const env = {
      ...process.env,
      PATH: [dirname(process.execPath), bin, process.env.PATH ?? ''].join(delimiter),
      SITE_BUILD_DIRECTORY: staging,
      SITE_CONTENT_DIR: contentDir,
    };
    const steps: [string, string[]][] = [
      ['tsx', ['scripts/generate-assets.ts']],
      ['tsx', ['scripts/generate-seo.ts']],
      ['react-router', ['build']],
      ['tsx', ['app/hydration/defer-hydration.ts', join(staging, 'client')]],
      ['tsx', ['scripts/build-search-index.ts', join(staging, 'client')]],
      ['tsx', ['scripts/compress-build.ts', join(staging, 'client')]],
    ];
    try {
      for (const [command, args] of steps) {
        try {
          await run(join(bin, command), args, {
            cwd: root,
            env,
            timeout: SITE_BUILD_TIMEOUT_MS,
            maxBuffer: 16 * 1024 * 1024,
            signal,
          });
        } catch (error) {
          const output = error as { stderr?: string; stdout?: string };
          const tail = `${output.stderr ?? ''}\n${output.stdout ?? ''}`
            .split('\n')
            .filter((line) => /error/i.test(line))
            .slice(0, 5)
            .join('\n');
          throw new Error(`${command} ${args.join(' ')} failed: ${tail}`);
        }
      }
      moveFolder(join(staging, 'client'), outDir);
      moveFile(join(staging, 'client', SEARCH_RECORDS_FILE), join(outDir, SEARCH_RECORDS_FILE));
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  };
}

/**
 * The exit status of scripts/build-changed-pages.ts when the live release was built by other code
 * than this checkout's server build (a code deploy since): the publish then builds whole.
 */
export const CODE_CHANGED_EXIT = 3;

/** Options of {@link changedPagesBuilder}. */
export interface ChangedPagesBuilderOptions {
  /**
   * Start from the deploy's own build (build/client) instead of the live release, rendering every
   * language whose copy differs from the checkout's: the re-render after a code deploy
   * (docs/decisions/0045-publisher-process.md), which must not keep a page the old code rendered.
   */
  rebase?: boolean;
  /** Stops the renderer (its process is killed) and fails the build: a stopping publisher. */
  signal?: AbortSignal;
}

/**
 * A publish's build when only the copy changed (docs/decisions/0032-publishing-only-changed-pages.md):
 * scripts/build-changed-pages.ts in a process of its own (the web server's event loop never
 * renders) copies the live release and renders the pages of the languages whose copy differs
 * from the live release's, with this checkout's production server build. Falls back to
 * {@link siteBuilder} when there is no server build (`npm run build` not run with `ssr: true`) or
 * the live release is another code's.
 * @param liveDir the live release's client folder, asked at each publish
 * @throws with the renderer's reason (the new folder is deleted)
 */
export function changedPagesBuilder(
  liveDir: () => string,
  root = REPO_ROOT,
  options: ChangedPagesBuilderOptions = {},
): SiteBuilder {
  const { signal } = options;
  const whole = siteBuilder(root, signal);
  return async (outDir, contentDir) => {
    const serverBuild = join(root, 'build', 'server', 'index.js');
    if (!existsSync(serverBuild)) return whole(outDir, contentDir);
    const live = liveDir();
    const previous = join(live, '..', 'content');
    const args = [
      '--import',
      'tsx',
      join(root, 'scripts', 'build-changed-pages.ts'),
      ...['--live', live, '--out', outDir, '--content', contentDir, '--server', serverBuild],
      ...['--fresh', join(root, 'build', 'client')],
      ...(existsSync(previous) ? ['--previous', previous] : []),
      ...(options.rebase ? ['--rebase'] : []),
    ];
    try {
      await run(process.execPath, args, {
        cwd: root,
        env: { ...process.env, SITE_CONTENT_DIR: contentDir },
        timeout: SITE_BUILD_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
        signal,
      });
    } catch (error) {
      rmSync(outDir, { recursive: true, force: true });
      if (signal?.aborted) throw new Error('The publisher stopped during the render.');
      const failed = error as { code?: unknown; stderr?: string };
      if (failed.code === CODE_CHANGED_EXIT) return whole(outDir, contentDir);
      const reason = (failed.stderr ?? '').trim().split('\n').slice(-3).join(' ');
      throw new Error(`The pages did not render: ${reason || String(error)}`);
    }
  };
}

/**
 * Whether a release's client folder was built by this deploy's code: it holds the route manifest
 * script (`/assets/manifest-<hash>.js`) that the deploy's own build loads, which React Router
 * names by the hash of the routes' code. A release of other code never holds it (a swap copies
 * the live release's assets into the new one, never back). True when the deploy's build names no
 * manifest (nothing to tell them apart by).
 * @param ownBuildDir the deploy's own client build (`build/client`)
 */
export function builtByThisCode(clientDir: string, ownBuildDir: string): boolean {
  const index = join(ownBuildDir, 'index.html');
  if (!existsSync(index)) return true;
  const manifest = /\/assets\/manifest-[\w-]+\.js/.exec(readFileSync(index, 'utf8'))?.[0];
  return manifest === undefined || existsSync(join(clientDir, manifest));
}

/** The identity of the build in `root` (see {@link CodeIdentity}), or null without a server build. */
export function codeIdentity(root = REPO_ROOT): CodeIdentity | null {
  const serverBuild = join(root, 'build', 'server', 'index.js');
  if (!existsSync(serverBuild)) return null;
  const index = join(root, 'build', 'client', 'index.html');
  const manifest = existsSync(index)
    ? (/\/assets\/manifest-[\w-]+\.js/.exec(readFileSync(index, 'utf8'))?.[0] ?? '')
    : '';
  const hash = createHash('sha256').update(readFileSync(serverBuild)).update(manifest);
  return {
    buildId: hash.digest('hex').slice(0, 16),
    builtAt: Math.round(statSync(serverBuild).mtimeMs),
  };
}

/** Deletes the `.publish-*` staging folders in `buildDir` (left by a publish that was killed). */
function clearStaging(buildDir: string): void {
  if (!existsSync(buildDir)) return;
  for (const name of readdirSync(buildDir)) {
    if (name.startsWith('.publish-'))
      rmSync(join(buildDir, name), { recursive: true, force: true });
  }
}

/** rename(2), or copy and delete when the two files are on different file systems (EXDEV). */
function moveFile(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(from, to);
    rmSync(from, { force: true });
  }
}

/** rename(2), or copy and delete when the two folders are on different file systems (EXDEV). */
function moveFolder(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}
