/**
 * A tiny stand-in for build/client in a temporary folder, laid out as React Router prerenders
 * (`<route>/index.html`, `__spa-fallback.html`, `assets/`), so static serving can be tested
 * without running the real front-end build.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The inline script of the fake index.html (as React Router emits hydration data). */
export const FAKE_INLINE_SCRIPT =
  'window.__reactRouterContext = {"basename":"/","isSpaMode":false};';
/** Its CSP source expression, computed independently of server/csp.ts. */
export const FAKE_INLINE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FAKE_INLINE_SCRIPT).digest('base64')}'`;
/** The hashed asset, its text, and a second inline script on /contact. */
export const FAKE_ASSET = 'assets/app-abc123.js';
export const FAKE_ASSET_TEXT = `console.log(${JSON.stringify('x'.repeat(600))});\n`;
export const FAKE_CONTACT_SCRIPT = 'import("/assets/app-abc123.js");';

/** A fake client dir; `remove()` deletes it. */
export interface FakeClient {
  dir: string;
  remove(): Promise<void>;
}

/** Writes index.html, contact/index.html, 404/index.html (and French fr/contact, fr/404), an asset with .br/.gz, a favicon and a PDF. */
export async function createFakeClient(): Promise<FakeClient> {
  const dir = await mkdtemp(join(tmpdir(), 'fake-client-'));
  const files: Record<string, string | Buffer> = {
    'index.html': `<!DOCTYPE html><html><head><script>${FAKE_INLINE_SCRIPT}</script><script type="module" src="/${FAKE_ASSET}"></script><script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>Home</h1></body></html>`,
    'contact/index.html': `<!DOCTYPE html><html><body><h1>Contact Us</h1><script type="module">${FAKE_CONTACT_SCRIPT}</script></body></html>`,
    '404/index.html': '<!DOCTYPE html><html><body><h1>Page not found</h1></body></html>',
    'fr/404/index.html':
      '<!DOCTYPE html><html lang="fr"><body><h1>Page introuvable</h1></body></html>',
    'fr/contact/index.html':
      '<!DOCTYPE html><html lang="fr"><body><h1>Contactez-nous</h1></body></html>',
    '__spa-fallback.html': '<!DOCTYPE html><html><body>fallback</body></html>',
    [FAKE_ASSET]: FAKE_ASSET_TEXT,
    [`${FAKE_ASSET}.br`]: brotliCompressSync(FAKE_ASSET_TEXT),
    [`${FAKE_ASSET}.gz`]: gzipSync(FAKE_ASSET_TEXT),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    'docs/cv.pdf': '%PDF-1.4\n%fake\n',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
