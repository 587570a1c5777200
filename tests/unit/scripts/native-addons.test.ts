/**
 * Native addons are built for the Node that loads them (docs/decisions/0001-node-24-from-the-registry.md):
 * none is compiled at install time (no `binding.gyp` in the tree, so nothing depends on which
 * Node ran npm), and every prebuilt one loads in the Node the tests run on (Node-API binaries
 * are ABI-stable across Node versions).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const MODULES = join(ROOT, 'node_modules');

/** Every file under `dir` whose name passes `match`, skipping the Node binary's own package. */
function find(dir: string, match: (name: string) => boolean, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path === join(MODULES, 'node') || entry.name === '.cache') continue;
      find(path, match, found);
    } else if (match(entry.name)) found.push(path);
  }
  return found;
}

describe('native addons', () => {
  it('none is compiled on install (no binding.gyp anywhere in node_modules)', () => {
    const gyp = find(MODULES, (name) => name === 'binding.gyp').map((file) => relative(ROOT, file));
    expect(gyp).toEqual([]);
  });

  it('every prebuilt .node binary loads in this Node', () => {
    const addons = find(MODULES, (name) => name.endsWith('.node'));
    expect(addons.length).toBeGreaterThan(0);
    for (const file of addons) {
      expect(existsSync(file)).toBe(true);
      const module = { exports: {} };
      expect(() => process.dlopen(module, file), relative(ROOT, file)).not.toThrow();
    }
  });
});
