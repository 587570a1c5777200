/**
 * Compares several production builds with Lighthouse mobile on the same host, interleaved run by
 * run, so a shared host's load falls on every build alike (docs/upgrading.md, "Measuring a
 * patch again"; bench/patches-report.md was made with it).
 *
 *   tsx scripts/bench/compare-builds.ts all=/tmp/all/client no-defer=/tmp/no-defer/client
 *
 * Each `name=dir` is a copy of a `build/client` folder. Every build is served at once by the
 * site's own app behind the bench's loopback TLS/HTTP/2 front (DESIGN §6: measured as deployed);
 * each run measures a page in every build back to back, the order rotating by one each run.
 * `ROUTES` (comma-separated, default `/`) and `RUNS` (default 5) choose the pages and runs; every
 * run's figures, with its Lighthouse benchmarkIndex, are appended as JSON lines to `OUT`
 * (default `compare-builds.jsonl`) and the medians printed per page and build.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { parseEnv } from '../../server/env';
import { CHROMIUM_FLAGS, HEADLESS_FLAG, chromePath } from '../chromium';
import { measureOnLoadJs } from '../on-load-js';
import { median } from './lib/figures';
import { selfSignedCertificate } from './lib/self-signed';
import { startTlsFront } from './lib/tls-front';

/** One Lighthouse mobile run of one page in one build (times in ms, bytes gzip-9). */
export interface RunFigures {
  build: string;
  route: string;
  run: number;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's bootup-time: script evaluation, parse and compile. */
  bootupMs: number;
  mainThreadMs: number;
  requests: number;
  scripts: number;
  onLoadJsBytes: number;
  benchmarkIndex: number;
}

/** Attempts per run when Lighthouse reports a broken trace. */
const ATTEMPTS = 3;

/**
 * Parses `name=dir` arguments.
 * @throws Error on an argument without `=` or fewer than two builds
 */
export function parseBuilds(args: readonly string[]): { name: string; dir: string }[] {
  const builds = args.map((arg) => {
    const at = arg.indexOf('=');
    if (at <= 0) throw new Error(`compare-builds: expected name=dir, got "${arg}"`);
    return { name: arg.slice(0, at), dir: resolve(arg.slice(at + 1)) };
  });
  if (builds.length < 2) throw new Error('compare-builds: give at least two builds (name=dir)');
  return builds;
}

async function main(): Promise<void> {
  const builds = parseBuilds(process.argv.slice(2));
  const routes = (process.env.ROUTES ?? '/').split(',').map((route) => route.trim());
  const runs = Number(process.env.RUNS ?? 5);
  const out = resolve(process.env.OUT ?? 'compare-builds.jsonl');
  const dir = mkdtempSync(join(tmpdir(), 'compare-builds-'));
  const keyPair = selfSignedCertificate(dir, ['127.0.0.1']);
  const origins = new Map<string, string>();
  const stops: (() => Promise<unknown>)[] = [];
  const figures: RunFigures[] = [];
  try {
    for (const build of builds) {
      const env = parseEnv({
        ...process.env,
        DATABASE_URL: `file:${join(dir, `${build.name}.db`)}`,
        RATE_LIMIT_MAX: '0',
        COMPANY_PROFILE_URL: 'off',
        TRUST_PROXY: 'loopback',
        HOST: '127.0.0.1',
      });
      const database = openDatabase(env.databaseUrl);
      stops.unshift(() => database.db.destroy());
      await migrateToLatest(database.db, database.dialect);
      const app = await buildApp({ env, db: database.db, clientDir: build.dir, logger: false });
      stops.unshift(() => app.close());
      const front = await startTlsFront(await app.listen({ port: 0, host: '127.0.0.1' }), keyPair);
      stops.unshift(() => front.stop());
      origins.set(build.name, front.url);
    }
    const chrome = await chromeLauncher.launch({
      chromePath: chromePath(),
      chromeFlags: [HEADLESS_FLAG, ...CHROMIUM_FLAGS, '--ignore-certificate-errors'],
    });
    stops.unshift(async () => chrome.kill());
    for (let run = 0; run < runs; run += 1)
      for (const route of routes)
        for (let i = 0; i < builds.length; i += 1) {
          const build = builds[(i + run) % builds.length]!;
          const url = new URL(route, origins.get(build.name)).href;
          const figure = await measure(url, chrome.port, build, route, run);
          appendFileSync(out, `${JSON.stringify(figure)}\n`);
          figures.push(figure);
          console.log(JSON.stringify(figure));
        }
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
  for (const route of routes)
    for (const build of builds) {
      const own = figures.filter((f) => f.route === route && f.build === build.name);
      const pick = (key: keyof RunFigures) => median(own.map((f) => Number(f[key])));
      console.log(
        `${route} ${build.name}: perf ${pick('performance')} FCP ${pick('fcpMs')} LCP ${pick('lcpMs')} TBT ${pick('tbtMs')} bootup ${pick('bootupMs')} BI ${pick('benchmarkIndex')} (${own.map((f) => f.benchmarkIndex).join(', ')})`,
      );
    }
}

/**
 * One Lighthouse mobile run, repeated (up to {@link ATTEMPTS}) when its trace is unreadable.
 * @throws Error when every attempt failed
 */
async function measure(
  url: string,
  port: number,
  build: { name: string; dir: string },
  route: string,
  run: number,
): Promise<RunFigures> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result || result.lhr.runtimeError) continue;
    const { audits, categories, environment } = result.lhr;
    const network =
      (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
        ?.items ?? [];
    const origin = new URL(url).origin;
    const scripts = network
      .filter((item) => item.resourceType === 'Script' && new URL(item.url).origin === origin)
      .map((item) => new URL(item.url).pathname);
    const value = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    return {
      build: build.name,
      route,
      run,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      bootupMs: value('bootup-time'),
      mainThreadMs: value('mainthread-work-breakdown'),
      requests: network.length,
      scripts: scripts.length,
      onLoadJsBytes: measureOnLoadJs(build.dir, scripts).gzipBytes,
      benchmarkIndex: Math.round(environment?.benchmarkIndex ?? Number.NaN),
    };
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
