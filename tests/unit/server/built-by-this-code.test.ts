/**
 * A rollback is refused to a release of other code (server/content/site-build.ts
 * `builtByThisCode`): a release holds the deploy's route manifest script only if the deploy's
 * code built it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { builtByThisCode } from '../../../server/content/site-build';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A client folder whose index.html loads `manifest` and whose assets hold `assets`. */
function site(manifest: string | null, assets: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'built-by-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  const link = manifest ? `<link rel="modulepreload" href="/assets/${manifest}"/>` : '';
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${link}`);
  for (const name of assets) writeFileSync(join(dir, 'assets', name), '');
  return dir;
}

it('a release holding the deploy’s route manifest is this code’s; one without it is not', () => {
  const own = site('manifest-a622a415.js', ['manifest-a622a415.js']);
  expect(builtByThisCode(site('manifest-a622a415.js', ['manifest-a622a415.js']), own)).toBe(true);
  expect(builtByThisCode(site('manifest-0badc0de.js', ['manifest-0badc0de.js']), own)).toBe(false);
});

it('without a deploy build naming a manifest, every release passes', () => {
  const release = site('manifest-0badc0de.js', ['manifest-0badc0de.js']);
  expect(builtByThisCode(release, site(null, []))).toBe(true);
  expect(builtByThisCode(release, join(tmpdir(), 'no-such-build'))).toBe(true);
});
