/**
 * Bench suite `site` (DESIGN §6): builds if needed, serves the production build on
 * loopback and measures every route with Lighthouse (mobile: median of RUNS; desktop: DESKTOP_RUNS), axe,
 * and first-load JS; one table row per route with the budgets beside the figures.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BUDGETS_CHECKED,
  DESKTOP_RUNS,
  RUNS,
  routeVerdicts,
  runLighthouseSuite,
  type RouteFigures,
} from './lighthouse';
import { platformHostname, startPlatformStandIn } from './lib/platform-stand-in';
import { selfSignedCertificate } from './lib/self-signed';
import { startTlsFront } from './lib/tls-front';
import { ROOT, startServerProcess } from '../../support/server-process';
import type { BudgetCheck, Suite } from './suite';
import { kb, median } from './lib/figures';

const mark = (ok: boolean) => (ok ? '' : ' ✗');

function table(figures: readonly RouteFigures[]): string {
  const lines = [
    '| route | perf mobile (runs) / desktop | a11y | BP | SEO | FCP ms | LCP ms | LCP element | CLS | TBT ms (runs) | host BI (runs) | axe | first-load JS (budget) | on-load JS (budget) | requests |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const f of figures) {
    const v = routeVerdicts(f);
    lines.push(
      `| ${f.route} | ${f.mobile.performance}${mark(v.performance)} (${f.mobile.performanceRuns.join(', ')}) / ${DESKTOP_RUNS > 0 ? f.desktop.performance : 'not run'} | ${f.mobile.accessibility}${mark(v.accessibility)} | ${f.mobile['best-practices']}${mark(v['best-practices'])} | ${f.mobile.seo}${mark(v.seo)} | ${Math.round(f.mobile.fcpMs)}${mark(v.fcp)} | ${Math.round(f.mobile.lcpMs)}${mark(v.lcp)} | ${f.mobile.lcpElement.replaceAll('|', '\\|')} | ${f.mobile.cls.toFixed(3)}${mark(v.cls)} | ${Math.round(f.mobile.tbtMs)}${mark(v.tbt)} (${f.mobile.tbtRuns.join(', ')}) | ${Math.round(f.mobile.benchmarkIndex)} (${f.mobile.benchmarkIndexRuns.join(', ')}) | ${f.axeViolations.length === 0 ? '0' : f.axeViolations.join(', ') + ' ✗'} | ${kb(f.firstLoadJsBytes)} (${kb(f.jsBudgetBytes)})${mark(v.js)} | ${kb(f.mobile.onLoadJsBytes)} (${kb(f.onLoadJsBudgetBytes)})${mark(v.onLoadJs)} | ${f.mobile.requests}${mark(v.requests)} |`,
    );
  }
  return lines.join('\n');
}

/** Every mobile run's benchmarkIndex as "MEDIAN (median of N runs, MIN–MAX)". */
function hostIndex(figures: readonly RouteFigures[]): string {
  const all = figures.flatMap((f) => f.mobile.benchmarkIndexRuns);
  if (all.length === 0) return 'not measured';
  return `${Math.round(median(all))} (median of ${all.length} runs, ${Math.min(...all)}–${Math.max(...all)})`;
}

/** The first view's LCP target (bench/lcp-report.md), tighter than DESIGN §6's budget. */
export const FIRST_VIEW_LCP_TARGET_MS = 1_200;

/**
 * One line on the first view: routes at or under {@link FIRST_VIEW_LCP_TARGET_MS}, those over it,
 * and the spread of LCP − FCP (the simulated time the text or image hero waits after the first
 * paint).
 */
export function firstViewSummary(figures: readonly RouteFigures[]): string {
  const over = figures.filter((f) => Math.round(f.mobile.lcpMs) > FIRST_VIEW_LCP_TARGET_MS);
  const gaps = figures.map((f) => Math.round(f.mobile.lcpMs - f.mobile.fcpMs));
  const lcps = figures.map((f) => Math.round(f.mobile.lcpMs));
  if (figures.length === 0) return 'No route measured.';
  return [
    `First view: LCP ≤ ${FIRST_VIEW_LCP_TARGET_MS.toLocaleString('en')} ms on ${figures.length - over.length} of ${figures.length} routes`,
    over.length > 0
      ? `; over it: ${over.map((f) => `${f.route} ${Math.round(f.mobile.lcpMs)}`).join(', ')}`
      : '',
    `. LCP ${Math.min(...lcps)}–${Math.max(...lcps)} ms; LCP − FCP ${Math.min(...gaps)}–${Math.max(...gaps)} ms.`,
  ].join('');
}

/** The `site` suite. */
export const siteSuite: Suite = {
  name: 'site',
  description: 'Lighthouse (mobile + desktop), axe and first-load JS for every route',
  async run({ log }) {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
    const dir = await mkdtemp(join(tmpdir(), 'bench-site-'));
    const server = await startServerProcess({
      env: {
        DATABASE_URL: `file:${join(dir, 'site.db')}`,
        RATE_LIMIT_MAX: '0',
        COMPANY_PROFILE_URL: 'off',
        TRUST_PROXY: 'loopback',
      },
    });
    // docs/architecture.md "Faults, time-outs and TLS": deployed behind a TLS proxy only, so measured behind one (lib/tls-front.ts).
    // One throw-away certificate serves the front and the Iffer platform's stand-in.
    const keyPair = selfSignedCertificate(dir, ['127.0.0.1', platformHostname]);
    const front = await startTlsFront(server.url, keyPair);
    const standIn = await startPlatformStandIn(keyPair, log);
    try {
      log(
        `serving ${front.url} (HTTP/2, TLS) -> ${server.url}; ${RUNS} mobile and ${DESKTOP_RUNS} desktop run(s) per route`,
      );
      const figures = await runLighthouseSuite(front.url, join(ROOT, 'build', 'client'), [
        // The certificate is self-signed.
        '--ignore-certificate-errors',
        ...(standIn ? [standIn.chromiumFlag] : []),
      ]);
      const budgets: BudgetCheck[] = figures.flatMap((f) =>
        Object.entries(routeVerdicts(f))
          .filter(([, ok]) => !ok)
          .map(([what]) => ({
            what: `${f.route} ${what}`,
            budget: 'DESIGN §6',
            measured: 'see table',
            ok: false,
          })),
      );
      budgets.unshift({
        what: 'every route, every budget',
        budget: BUDGETS_CHECKED,
        measured: `${figures.length - new Set(budgets.map((b) => b.what.split(' ')[0])).size}/${figures.length} routes meet all`,
        ok: budgets.length === 0,
      });
      const markdown = [
        '## Site: Lighthouse, axe and first-load JS',
        '',
        `Mobile figures are Lighthouse's default (simulated slow 4G, 4× CPU slowdown), median of ${RUNS} (every run's score in brackets); desktop performance beside them (median of ${DESKTOP_RUNS}, no budget). ✗ marks a missed budget. JS is gzip-9 of the built files: first-load = the scripts the HTML references and their static imports; on-load = every script Lighthouse's mobile run fetched until the network was idle. Requests = Lighthouse's mobile network log. Served as deployed (docs/architecture.md "Faults, time-outs and TLS"): HTTPS with HTTP/2 from a loopback TLS front before the Node server. Host CPU: Lighthouse benchmarkIndex ${hostIndex(figures)} (simulated throttling scales the host's own task times, so TBT and scores compare only between runs of a similar index; each run's index is in the "host BI" column, in the order of the TBT runs). ${standIn ? '/iffer frames a loopback stand-in of the Iffer platform (this machine cannot reach the configured host; scripts/bench/lib/platform-stand-in.ts).' : '/iffer frames the configured Iffer platform as it is reachable from this machine.'}`,
        '',
        firstViewSummary(figures),
        '',
        table(figures),
      ].join('\n');
      return {
        markdown,
        json: { runs: RUNS, desktopRuns: DESKTOP_RUNS, routes: figures },
        budgets,
      };
    } finally {
      await standIn?.stop();
      await front.stop();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  },
};
