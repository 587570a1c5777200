/**
 * Bench suite `search` (DESIGN §6 "search"): what the first query costs and how fast results
 * appear. Serves the production build, opens the header's search box on a page of each language in
 * Chromium with 4× CPU slowdown (CDP `Emulation.setCPUThrottlingRate`), types a query at 8 keys/s,
 * and measures
 * - bytes: every resource fetched from opening the box until the results for the whole query
 *   are shown, after a first keystroke has woken the header (its code is not the search's) (Resource Timing `encodedBodySize`, i.e. compressed bodies; headers beside it);
 * - time to results: from the last keystroke to the popup showing results for the whole query
 *   (its `data-results-for` attribute, watched by a MutationObserver in the page).
 * Median of BENCH_SEARCH_RUNS (default 3) fresh browser contexts per case; BENCH_SEARCH_FILES=1
 * also prints every file counted, with its compressed size.
 */
import { chromium, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, chromePath } from '../chromium';
import { ROOT, startServerProcess } from '../../support/server-process';
import type { BudgetCheck, Suite } from './suite';
import { median, kb } from './lib/figures';

/** DESIGN §6: the first query's network cost, compressed (bytes). */
export const FIRST_QUERY_BYTES_BUDGET = 100 * 1024;
/** DESIGN §6: results shown after typing stops, 4× CPU slowdown (ms). */
export const RESULTS_TIME_BUDGET_MS = 150;
/** DESIGN §6: the results time is measured with 4× CPU slowdown. */
export const CPU_SLOWDOWN = 4;
/** Delay between keystrokes (ms): a brisk typist. */
const KEY_DELAY_MS = 125;

const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 3);

/** One search measured: page, search button name and query. */
interface SearchCase {
  path: string;
  button: string;
  query: string;
}

const CASES: readonly SearchCase[] = [
  { path: '/', button: 'Search', query: 'microvascular' },
  { path: '/faq', button: 'Search', query: 'solar' },
  { path: '/fr', button: 'Rechercher', query: 'purificateur' },
  { path: '/ar', button: 'بحث', query: 'الهواء' },
];

/** Figures of one run. */
interface RunFigures {
  bodyBytes: number;
  transferBytes: number;
  requests: number;
  resultsMs: number;
  results: number;
}

async function measureOnce(page: Page, baseUrl: string, item: SearchCase): Promise<RunFigures> {
  await page.goto(new URL(item.path, baseUrl).href, { waitUntil: 'networkidle' });
  await page.locator('html[data-page-ready="true"]').waitFor({ timeout: 30_000 });
  // The header hydrates on the visitor's first activity (app/lib/first-activity.ts), whatever
  // it is; its own code is not the search's cost, so it loads before the count starts.
  await page.keyboard.press('Shift');
  await page.locator('header[data-interactive="true"]').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate((query) => {
    const w = window as unknown as { benchSearch: { shownAt?: number; lastKeyAt?: number } };
    w.benchSearch = {};
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(1000);
    document.addEventListener('input', () => (w.benchSearch.lastKeyAt = performance.now()), true);
    new MutationObserver(() => {
      const popup = document.querySelector('[data-results-for]');
      if (popup?.getAttribute('data-results-for') === query && w.benchSearch.shownAt === undefined)
        w.benchSearch.shownAt = performance.now();
    }).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-results-for'],
    });
  }, item.query);
  // By keyboard: a pointer crossing the header would prefetch the dropdowns' chunks too.
  const button = page.getByRole('button', { name: item.button, exact: true });
  await button.focus();
  await button.press('Enter');
  const box = page.getByRole('combobox');
  await box.waitFor();
  await box.pressSequentially(item.query, { delay: KEY_DELAY_MS });
  await page.locator(`[data-results-for="${item.query}"]`).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const figures = await page.evaluate(() => {
    const w = window as unknown as { benchSearch: { shownAt?: number; lastKeyAt?: number } };
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      bodyBytes: entries.reduce((sum, e) => sum + e.encodedBodySize, 0),
      transferBytes: entries.reduce((sum, e) => sum + e.transferSize, 0),
      requests: entries.length,
      resultsMs: (w.benchSearch.shownAt ?? Number.NaN) - (w.benchSearch.lastKeyAt ?? Number.NaN),
      results: document.querySelectorAll('[role="listbox"] [role="option"]').length,
      files: entries.map((e) => `${new URL(e.name).pathname} ${e.encodedBodySize}`),
    };
  });
  await cdp.detach();
  if (process.env.BENCH_SEARCH_FILES) console.log(figures.files.join('\n'));
  return figures;
}

/** The `search` suite. */
export const searchSuite: Suite = {
  name: 'search',
  description: 'site search: first-query bytes and time to results (4× CPU slowdown)',
  async run({ log }) {
    if (!existsSync(join(ROOT, 'build', 'client', 'pagefind', 'pagefind.js'))) {
      const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('npm run build failed');
    }
    const dir = await mkdtemp(join(tmpdir(), 'bench-search-'));
    const server = await startServerProcess({
      env: { DATABASE_URL: `file:${join(dir, 'site.db')}`, COMPANY_PROFILE_URL: 'off' },
    });
    const browser = await chromium.launch({
      executablePath: chromePath(),
      args: [...CHROMIUM_FLAGS],
    });
    const rows: (SearchCase & RunFigures)[] = [];
    try {
      for (const item of CASES) {
        const runs: RunFigures[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
          await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
          runs.push(await measureOnce(await context.newPage(), server.url, item));
          await context.close();
        }
        const row = {
          ...item,
          bodyBytes: median(runs.map((r) => r.bodyBytes)),
          transferBytes: median(runs.map((r) => r.transferBytes)),
          requests: median(runs.map((r) => r.requests)),
          resultsMs: median(runs.map((r) => r.resultsMs)),
          results: median(runs.map((r) => r.results)),
        };
        rows.push(row);
        log(
          `${item.path} "${item.query}": ${kb(row.bodyBytes)} compressed (${kb(row.transferBytes)} with headers, ${row.requests} requests), results ${Math.round(row.resultsMs)} ms after the last key, ${row.results} shown; runs ${runs.map((r) => Math.round(r.resultsMs)).join('/')} ms`,
        );
      }
    } finally {
      await browser.close();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
    const budgets: BudgetCheck[] = rows.flatMap((row) => [
      {
        what: `${row.path} "${row.query}": first query, compressed bytes`,
        budget: `≤ ${kb(FIRST_QUERY_BYTES_BUDGET)}`,
        measured: `${kb(row.bodyBytes)} (${kb(row.transferBytes)} with headers)`,
        ok: row.bodyBytes <= FIRST_QUERY_BYTES_BUDGET,
      },
      {
        what: `${row.path} "${row.query}": results after typing stops, ${CPU_SLOWDOWN}× CPU`,
        budget: `≤ ${RESULTS_TIME_BUDGET_MS} ms`,
        measured: `${Math.round(row.resultsMs)} ms`,
        ok: row.resultsMs <= RESULTS_TIME_BUDGET_MS,
      },
    ]);
    const markdown = [
      '## Site search (suite `search`)',
      '',
      `Production build, Chromium with ${CPU_SLOWDOWN}× CPU slowdown, box opened by keyboard, query typed at ${Math.round(1000 / KEY_DELAY_MS)} keys/s right after (results as you type load data for each intermediate query); median of ${RUNS} fresh contexts. Bytes: every resource from opening the box to the results (search code, Pagefind, its WebAssembly, index and fragments), compressed bodies; with headers beside. Time: last keystroke to the popup showing results for the whole query.`,
      '',
      '| page | query | compressed | with headers | requests | results after last key | results shown |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        (r) =>
          `| ${r.path} | ${r.query} | ${kb(r.bodyBytes)} | ${kb(r.transferBytes)} | ${r.requests} | ${Math.round(r.resultsMs)} ms | ${r.results} |`,
      ),
    ].join('\n');
    return { markdown, json: { runs: RUNS, cases: rows }, budgets };
  },
};
