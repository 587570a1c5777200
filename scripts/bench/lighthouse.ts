/**
 * Lighthouse and axe over every route (DESIGN §6): the npm `lighthouse` package drives
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) through chrome-launcher; mobile and
 * desktop, the median of RUNS runs each; axe-core through Playwright; first-load JS per route
 * and, from Lighthouse's network log, on-load JS and requests.
 * Needs a server already serving the production build at `baseUrl`.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import path from 'node:path';
import { contentPaths } from '../../app/content/schema/modules';
import { stripLocale } from '../../common/i18n';
import { CHROMIUM_FLAGS, HEADLESS_FLAG, chromePath } from '../chromium';
import {
  CLS_BUDGET,
  FCP_BUDGET_MS,
  HOME_REQUESTS_BUDGET,
  LCP_BUDGET_MS,
  LIGHTHOUSE_BUDGETS,
  TBT_BUDGET_MS,
  jsBudgetFor,
  onLoadJsBudgetFor,
} from '../budgets';
import { measureFirstLoadJs } from '../first-load-js';
import { measureOnLoadJs } from '../on-load-js';
import { median } from './lib/figures';

/**
 * The pages measured: all 60 content pages, the twelve routes in the five languages (DESIGN §6: the
 * budgets hold on every page of every language). `BENCH_ROUTES` (comma-separated paths) measures a
 * subset or others.
 */
export const BENCH_ROUTES: readonly string[] = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',').map((route) => route.trim())
  : contentPaths;

/** Mobile runs per route; the median is reported (DESIGN §6) and checked against the budgets. */
export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * Desktop runs per route (default 1): desktop performance is reported beside the mobile figure
 * but has no budget (DESIGN §6 budgets are mobile), so one run keeps the bench of 60 pages short.
 */
export const DESKTOP_RUNS = Number(process.env.LIGHTHOUSE_DESKTOP_RUNS ?? 1);

/** One route's Lighthouse figures for one form factor (scores 0–100, times in ms). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /**
   * The LCP element of the run whose LCP is the median (Lighthouse's
   * `largest-contentful-paint-element` audit): its tag and classes, `img.foo` or `h1.bar`, then
   * its label (the text or alt), cut to 40 characters.
   */
  lcpElement: string;
  cls: number;
  tbtMs: number;
  /** Requests during the load (Lighthouse's network log). */
  requests: number;
  /**
   * All JavaScript fetched until Lighthouse saw the network idle, gzip-9 of the built files
   * (the same measure as the first-load figure, scripts/on-load-js.ts).
   */
  onLoadJsBytes: number;
  /**
   * Lighthouse's measure of the host CPU (`environment.benchmarkIndex`, higher is faster).
   * Simulated throttling multiplies the host's own task times, so TBT and the performance
   * score move with it: a report is comparable only with one of a similar index.
   */
  benchmarkIndex: number;
  /** Every run's performance score, for the spread. */
  performanceRuns: number[];
  /** Every run's TBT (ms): it moves with the host's speed of the moment (benchmarkIndex). */
  tbtRuns: number[];
  /** Every run's benchmarkIndex, in the order of {@link tbtRuns}. */
  benchmarkIndexRuns: number[];
}

/** Everything measured for one route. */
export interface RouteFigures {
  route: string;
  mobile: LighthouseFigures;
  desktop: LighthouseFigures;
  axeViolations: string[];
  firstLoadJsBytes: number;
  jsBudgetBytes: number;
  onLoadJsBudgetBytes: number;
}

/** Attempts per run when Lighthouse reports a broken trace (e.g. NO_NAVSTART, seen here). */
const ATTEMPTS = 3;

/**
 * One Lighthouse run. A run whose trace Lighthouse could not read (runtimeError) is repeated,
 * up to {@link ATTEMPTS} times, instead of entering the median as a score of 0.
 * @throws Error when every attempt failed
 */
async function lighthouseRun(url: string, port: number, desktop: boolean) {
  let lastError = 'no result';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(LIGHTHOUSE_BUDGETS) },
      desktop ? desktopConfig : undefined,
    );
    if (result && !result.lhr.runtimeError) return result.lhr;
    lastError = result?.lhr.runtimeError?.code ?? 'no result';
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${lastError}`);
}

/** Lighthouse's node item: the element's CSS selector and its label (text or alt). */
interface NodeItem {
  type?: string;
  selector?: string;
  nodeLabel?: string;
}

/**
 * The LCP element of a run, from the `largest-contentful-paint-element` audit's first table
 * (a list of tables since Lighthouse 10: the element, then the LCP's phases).
 * @returns `<selector's last part> "<label>"`, or `unknown` when the audit has no element
 */
export function lcpElementOf(details: unknown): string {
  const tables = (details as { items?: { items?: { node?: NodeItem }[] }[] } | undefined)?.items;
  const node = tables?.[0]?.items?.[0]?.node;
  if (!node?.selector) return 'unknown';
  const last = node.selector.split('>').pop()?.trim() ?? node.selector;
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  return label ? `${last} "${label.length > 40 ? `${label.slice(0, 39)}…` : label}"` : last;
}

/** Same-origin script paths in a Lighthouse network log. */
function scriptPaths(items: readonly { url: string; resourceType?: string }[], url: string) {
  const origin = new URL(url).origin;
  return items
    .filter((item) => item.resourceType === 'Script' && new URL(item.url).origin === origin)
    .map((item) => new URL(item.url).pathname);
}

async function lighthouseRuns(
  url: string,
  port: number,
  desktop: boolean,
  clientDir: string,
): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < (desktop ? DESKTOP_RUNS : RUNS); i += 1) {
    const lhr = await lighthouseRun(url, port, desktop);
    const { categories, audits } = lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const network =
      (
        audits['network-requests']?.details as
          { items?: { url: string; resourceType?: string }[] } | undefined
      )?.items ?? [];
    runs.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
      requests: network.length,
      onLoadJsBytes: measureOnLoadJs(clientDir, scriptPaths(network, url)).gzipBytes,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      performanceRuns: [],
      tbtRuns: [],
      benchmarkIndexRuns: [],
    });
  }
  const pick = (
    key: Exclude<
      keyof LighthouseFigures,
      'performanceRuns' | 'tbtRuns' | 'benchmarkIndexRuns' | 'lcpElement'
    >,
  ) => median(runs.map((r) => r[key]));
  const lcpMs = pick('lcpMs');
  // The element of the run nearest the median LCP (the median run itself for an odd count).
  // No run at all (LIGHTHOUSE_DESKTOP_RUNS=0): no element to name.
  const medianRun = runs.reduce<LighthouseFigures | undefined>(
    (best, run) =>
      best && Math.abs(best.lcpMs - lcpMs) <= Math.abs(run.lcpMs - lcpMs) ? best : run,
    undefined,
  );
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs,
    lcpElement: medianRun?.lcpElement ?? 'not run',
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    requests: pick('requests'),
    onLoadJsBytes: pick('onLoadJsBytes'),
    benchmarkIndex: pick('benchmarkIndex'),
    performanceRuns: runs.map((r) => r.performance),
    tbtRuns: runs.map((r) => Math.round(r.tbtMs)),
    benchmarkIndexRuns: runs.map((r) => Math.round(r.benchmarkIndex)),
  };
}

async function axeViolations(
  baseUrl: string,
  extraFlags: readonly string[],
): Promise<Map<string, string[]>> {
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: [...CHROMIUM_FLAGS, ...extraFlags],
  });
  const out = new Map<string, string[]>();
  try {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
    const page = await context.newPage();
    for (const route of BENCH_ROUTES) {
      await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true');
      await page.waitForTimeout(1600); // the loading overlay (spec §2: 1.5 s)
      const { violations } = await new AxeBuilder({ page }).analyze();
      out.set(
        route,
        violations.map((v) => `${v.id} (${v.nodes.length})`),
      );
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * Measures every route.
 * @param baseUrl where the production build is served, e.g. http://127.0.0.1:4600
 * @param clientDir build/client, for the first-load JS figure
 * @param extraFlags more Chromium flags, e.g. the platform stand-in's (lib/platform-stand-in.ts)
 */
export async function runLighthouseSuite(
  baseUrl: string,
  clientDir = path.resolve('build/client'),
  extraFlags: readonly string[] = [],
): Promise<RouteFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: [HEADLESS_FLAG, ...CHROMIUM_FLAGS, ...extraFlags],
  });
  const figures: RouteFigures[] = [];
  try {
    const axe = await axeViolations(baseUrl, extraFlags);
    for (const route of BENCH_ROUTES) {
      const url = new URL(route, baseUrl).href;
      const mobile = await lighthouseRuns(url, chrome.port, false, clientDir);
      const desktop = await lighthouseRuns(url, chrome.port, true, clientDir);
      figures.push({
        route,
        mobile,
        desktop,
        axeViolations: axe.get(route) ?? ['not measured'],
        firstLoadJsBytes: measureFirstLoadJs(clientDir, route).gzipBytes,
        jsBudgetBytes: jsBudgetFor(route),
        onLoadJsBudgetBytes: onLoadJsBudgetFor(route),
      });
      console.log(
        `lighthouse ${route}: mobile perf ${mobile.performance} FCP ${Math.round(mobile.fcpMs)} LCP ${Math.round(mobile.lcpMs)} on-load JS ${(mobile.onLoadJsBytes / 1024).toFixed(1)} KB ${mobile.requests} requests a11y ${mobile.accessibility} bp ${mobile['best-practices']} seo ${mobile.seo} TBT ${Math.round(mobile.tbtMs)} ms CLS ${mobile.cls.toFixed(3)}; desktop perf ${DESKTOP_RUNS > 0 ? desktop.performance : 'not run'}; host benchmarkIndex ${Math.round(mobile.benchmarkIndex)}`,
      );
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

/** Per-budget verdicts of one route. */
export type Verdicts = Record<
  | 'performance'
  | 'accessibility'
  | 'best-practices'
  | 'seo'
  | 'fcp'
  | 'lcp'
  | 'cls'
  | 'tbt'
  | 'axe'
  | 'js'
  | 'onLoadJs'
  | 'requests',
  boolean
>;

/** The budgets {@link routeVerdicts} checks, in one line for the report. */
export const BUDGETS_CHECKED = `perf ≥ ${LIGHTHOUSE_BUDGETS.performance}, a11y/BP/SEO 100, FCP ≤ ${FCP_BUDGET_MS} ms, LCP ≤ ${LCP_BUDGET_MS} ms, CLS ≤ ${CLS_BUDGET}, TBT ≤ ${TBT_BUDGET_MS} ms, axe 0, first-load and on-load JS, requests on / ≤ ${HOME_REQUESTS_BUDGET}`;

/** Whether a route meets each budget of DESIGN §6 (mobile figures). */
export function routeVerdicts(f: RouteFigures): Verdicts {
  return {
    performance: f.mobile.performance >= LIGHTHOUSE_BUDGETS.performance,
    accessibility: f.mobile.accessibility >= LIGHTHOUSE_BUDGETS.accessibility,
    'best-practices': f.mobile['best-practices'] >= LIGHTHOUSE_BUDGETS['best-practices'],
    seo: f.mobile.seo >= LIGHTHOUSE_BUDGETS.seo,
    fcp: f.mobile.fcpMs <= FCP_BUDGET_MS,
    lcp: f.mobile.lcpMs <= LCP_BUDGET_MS,
    cls: f.mobile.cls <= CLS_BUDGET,
    tbt: f.mobile.tbtMs <= TBT_BUDGET_MS,
    axe: f.axeViolations.length === 0,
    js: f.firstLoadJsBytes <= f.jsBudgetBytes,
    onLoadJs: f.mobile.onLoadJsBytes <= f.onLoadJsBudgetBytes,
    // DESIGN §6 counts requests on `/` only (every language's).
    requests: stripLocale(f.route) !== '/' || f.mobile.requests <= HOME_REQUESTS_BUDGET,
  };
}
