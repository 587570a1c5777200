/**
 * Instances sharing a releases folder follow the `current` link (server/content/release-watch.ts):
 * when another instance switches it, this one's page policies list both releases' inline-script
 * hashes at once, then only the new release's after the overlap; a switch back is followed too.
 * The static server sends each page with the policy of the file it actually sent, so a page of
 * a release switched elsewhere runs even before the watcher's next tick.
 * Real folders and links; the page policies are the ones the static server sends
 * (server/content/site-csp.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { staticRoutes } from '../../server/routes/static';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { watchLiveRelease, type ReleaseWatch } from '../../server/content/release-watch';
import { pageCspSwapHooks } from '../../server/content/site-csp';
import { inlineScriptHashes } from '../../server/csp';

let work: string;
let watch: ReleaseWatch | undefined;

/** A release whose home page runs one inline script. */
function release(name: string, script: string): string {
  const dir = join(work, 'releases', name, 'client');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><script>${script}</script>`);
  return dir;
}

/** Points `current` at `dir` the way a publish does (a new link renamed over it). */
function switchTo(dir: string): void {
  const next = join(work, `current.next-${Math.random()}`);
  symlinkSync(dir, next, 'dir');
  renameSync(next, join(work, 'current'));
}

/** The script hash of `script` as a CSP source. */
const hashOf = (script: string) => inlineScriptHashes(`<script>${script}</script>`)[0] ?? 'no hash';

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'release-watch-'));
});
afterEach(() => {
  watch?.stop();
  rmSync(work, { recursive: true, force: true });
});

it('follows a switch made elsewhere: both hashes during the overlap, then the new only', async () => {
  const first = release('a', 'old()');
  const second = release('b', 'fresh()');
  switchTo(first);
  const pageCsp = new Map([['index.html', `script-src ${hashOf('old()')}`]]);
  watch = watchLiveRelease({
    currentLink: join(work, 'current'),
    hooks: pageCspSwapHooks(pageCsp, undefined),
    log: Fastify().log,
    intervalMs: 20,
    overlapMs: 200,
  });
  await watch.check();
  expect(pageCsp.get('index.html')).not.toContain(hashOf('fresh()'));

  switchTo(second);
  await expect
    .poll(() => pageCsp.get('index.html'), { timeout: 2_000 })
    .toContain(hashOf('fresh()'));
  expect(pageCsp.get('index.html')).toContain(hashOf('old()'));
  await expect
    .poll(() => pageCsp.get('index.html'), { timeout: 2_000 })
    .not.toContain(hashOf('old()'));
  expect(pageCsp.get('index.html')).toContain(hashOf('fresh()'));

  // A rollback is a switch like any other.
  switchTo(first);
  await expect.poll(() => pageCsp.get('index.html'), { timeout: 2_000 }).toContain(hashOf('old()'));
});

it('a page of a release switched elsewhere is sent with its own scripts allowed, before any watcher runs', async () => {
  switchTo(release('a', 'old()'));
  const app = Fastify();
  await app.register(staticRoutes, {
    clientDir: join(work, 'current'),
    pageCsp: new Map([['index.html', `script-src ${hashOf('old()')}`]]),
    followsReleases: { externalApiOrigin: undefined },
  });
  try {
    const policy = async () => (await app.inject('/')).headers['content-security-policy'];
    expect(await policy()).toContain(hashOf('old()'));
    switchTo(release('b', 'fresh()'));
    expect(await policy()).toContain(hashOf('fresh()'));
    expect(await policy()).not.toContain(hashOf('old()'));
  } finally {
    await app.close();
  }
});
