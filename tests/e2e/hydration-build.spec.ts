/**
 * The production build as app/hydration/ leaves it (DESIGN §6): every prerendered page's
 * hydration script was rewritten by the post-build step (app/hydration/defer-hydration.ts), so
 * no page falls back to React Router's own eager script without anyone noticing. The browser
 * side (nothing fetched before the first paint; the page hydrates) is in site.spec.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { contentPaths } from '../../app/content/schema/modules';
import { AFTER_FIRST_PAINT } from '../../app/hydration/defer-hydration';
import { htmlFileFor } from '../../scripts/first-load-js';
import { test, expect } from './fixtures';

const clientDir = path.resolve('build/client');

/** Every prerendered page of the build (paths relative to build/client). */
function htmlFiles(): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)));
}

test('every prerendered page waits for the first paint before it loads its hydration scripts', () => {
  const files = htmlFiles();
  // Every content page of every language is among them (and the 404 page).
  for (const route of contentPaths)
    expect(files).toContain(path.relative(clientDir, htmlFileFor(clientDir, route)));
  for (const file of files) {
    const html = readFileSync(path.join(clientDir, file), 'utf8');
    if (!html.includes('window.__reactRouterContext')) continue;
    const moduleScripts = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(moduleScripts, file).toHaveLength(1);
    expect(moduleScripts[0]![1]!.startsWith(AFTER_FIRST_PAINT), file).toBe(true);
    // React Router's own eager loading is gone: no preload links, no static route imports.
    expect(html, file).not.toContain('rel="modulepreload"');
    expect(html, file).not.toMatch(/import \* as route\d+ from/);
  }
});
