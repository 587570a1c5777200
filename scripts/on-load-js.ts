/**
 * Measures a page's on-load JavaScript (issue 17, DESIGN §6): every script the browser fetches
 * from the start of the navigation until the network is idle, with nobody acting on the page.
 * Unlike the first-load figure (scripts/first-load-js.ts, what the HTML references) it counts
 * the chunks that load right after hydration too. Sizes are gzip-9 of the built files, the same
 * measure as the first-load figure, so the two compare and do not depend on the server's
 * compression.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** One page's figure: the script paths fetched (same origin, e.g. /assets/x.js) and their size. */
export interface OnLoadJs {
  files: string[];
  gzipBytes: number;
}

/**
 * Loads `url` in `page` and returns the same-origin script paths fetched until the network is
 * idle (Playwright's `networkidle`: 500 ms without a request, as Lighthouse waits for quiet). The caller must not act on the page before (a key or pointer event loads the parts
 * that wait for the first activity).
 */
export async function onLoadScripts(page: Page, url: string): Promise<string[]> {
  const scripts = new Set<string>();
  const listener = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  };
  page.on('request', listener);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    page.off('request', listener);
  }
  const { origin } = new URL(page.url());
  return [...scripts]
    .map((script) => new URL(script))
    .filter((script) => script.origin === origin)
    .map((script) => script.pathname);
}

/**
 * Sums gzip-9 sizes of built scripts.
 * @param clientDir build/client
 * @param files script paths as fetched, e.g. /assets/framework-B9nH.js
 * @throws when a file is not in the build
 */
export function measureOnLoadJs(clientDir: string, files: readonly string[]): OnLoadJs {
  let gzipBytes = 0;
  for (const file of files)
    gzipBytes += gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
  return { files: [...files], gzipBytes };
}
