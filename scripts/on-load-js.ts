/**
 * Measures a page's on-load JavaScript (DESIGN §6): every script the browser fetches
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

/** Quiet the network must keep before the count ends (ms): Playwright's and Lighthouse's idle. */
export const NETWORK_QUIET_MS = 500;

/** Longest the page may take to hydrate and go quiet (ms); a bound, not a budget. */
const SETTLE_TIMEOUT_MS = 15_000;

/**
 * Loads `url` in `page` and returns the same-origin script paths fetched until the page has
 * hydrated (`html[data-hydrated]`) and then no request has been in flight for
 * {@link NETWORK_QUIET_MS}. Waiting for hydration first matters: hydration starts after the
 * first paint (DESIGN §6), so on a busy machine the network can be idle for 500 ms before any
 * module is requested, and Playwright's `networkidle` alone then counted no script at all.
 * The caller must not act on the page before (a key or pointer event loads the parts that wait
 * for the first activity).
 * @throws when the page does not hydrate or go quiet within 15 s
 */
export async function onLoadScripts(page: Page, url: string): Promise<string[]> {
  const scripts = new Set<string>();
  let inFlight = 0;
  let lastChange = Date.now();
  const started = (request: { resourceType(): string; url(): string }) => {
    inFlight += 1;
    lastChange = Date.now();
    if (request.resourceType() === 'script') scripts.add(request.url());
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', {
      state: 'attached',
      timeout: SETTLE_TIMEOUT_MS,
    });
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (inFlight > 0 || Date.now() - lastChange < NETWORK_QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${url}: the network did not go quiet in 15 s`);
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
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
