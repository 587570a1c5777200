/**
 * `npm test` (DESIGN §1): typecheck and lint (side by side), the production build, unit +
 * integration (Vitest) and end-to-end (Playwright in Chromium), in that order. Every runner runs
 * even when an earlier one fails; the last line sums them as `N passed, M failed, K skipped` and
 * the exit code is non-zero when anything failed. Typecheck and lint count as one check each.
 *
 * Before any runner starts, scripts/provision.sh (shared with `.ci/run`) finds a browser and
 * PostgreSQL's binaries, installs them as root on Debian, or stops at once with one line naming the
 * command to run (DESIGN §1 `.ci/run`). What it found reaches the runners as `CHROME_PATH`
 * (Playwright, scripts/chromium.ts) and `POSTGRES_BIN` (support/postgres.ts, also put first
 * on PATH); without PostgreSQL those suites skip with the printed reason. It also installs
 * poppler-utils (pdffonts, pdftotext) for the PDF checks, which skip without it, and redis-server
 * and haproxy for the several-instance suites (docs/architecture.md "Scaling out"), which skip
 * without them.
 *
 * Pass `--skip-e2e` to leave out the browser tests (then no browser is needed).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const out = path.resolve('test-results');
mkdirSync(out, { recursive: true });
const skipE2e = process.argv.includes('--skip-e2e');

/**
 * Runs scripts/provision.sh and puts what it found into this process's environment, which every
 * runner inherits. Exits with its code (after its one line on stderr) when it cannot provide.
 */
function provision(): void {
  const args = ['scripts/provision.sh', ...(skipE2e ? ['--no-browser'] : [])];
  const result = spawnSync('bash', args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  for (const line of result.stdout.split('\n')) {
    const eq = line.indexOf('=');
    if (eq > 0) process.env[line.slice(0, eq)] = line.slice(eq + 1);
  }
  if (process.env.POSTGRES_BIN) {
    process.env.PATH = `${process.env.POSTGRES_BIN}${path.delimiter}${process.env.PATH ?? ''}`;
  }
  console.log(
    `browser: ${process.env.CHROME_PATH ?? '(not needed)'}; PostgreSQL: ${process.env.POSTGRES_BIN ?? 'skipped'}`,
  );
}

/** When `npm test` started, and how long each phase took: CI holds the whole under 20 minutes. */
const started = Date.now();
const phases: string[] = [];
let phaseStart = started;
/** Records the phase that ends now, e.g. "vitest 6.4 min". */
function phaseDone(name: string): void {
  const now = Date.now();
  phases.push(`${name} ${((now - phaseStart) / 60_000).toFixed(1)} min`);
  phaseStart = now;
}

provision();
phaseDone('provisioning');

const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
/** Names of the failed tests, printed again in the summary so the last lines of a log say which. */
const failures: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function record(name: string, tally: Tally) {
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  lines.push(`${name}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
}

/**
 * Runs the named npm scripts side by side, each counting as one check. Their output is held and
 * printed whole, one script after the other, so it reads as if they had run in turn. Typecheck and
 * lint are single-threaded and share no files they write, so on two cores this takes the time of
 * the longer one (docs/decisions/0007-test-run-time.md).
 */
async function checkSideBySide(names: string[]): Promise<void> {
  const results = await Promise.all(
    names.map(
      (name) =>
        new Promise<{ name: string; code: number; output: string }>((resolve) => {
          const child = spawn('npm', ['run', '--silent', name], { env: process.env });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('error', (error) => resolve({ name, code: 1, output: String(error) }));
          child.on('close', (code) => resolve({ name, code: code ?? 1, output }));
        }),
    ),
  );
  for (const { name, code, output } of results) {
    console.log(`\n▶ npm run --silent ${name}`);
    process.stdout.write(output);
    record(name, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
  }
}

await checkSideBySide(['typecheck', 'lint']);
phaseDone('typecheck and lint');

// The production build, before both runners: Playwright tests it, and integration tests of the
// server's search page read its index (tests/integration/search-page.test.ts).
const build = run('npm', ['run', '--silent', 'build']);
phaseDone('build');
if (build !== 0) record('build', { passed: 0, failed: 1, skipped: 0 });

// Vitest: unit and integration.
{
  const report = path.join(out, 'vitest.json');
  rmSync(report, { force: true });
  const code = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      testResults: {
        name: string;
        message?: string;
        assertionResults: { fullName: string; status: string }[];
      }[];
    };
    for (const file of json.testResults) {
      const relative = path.relative(process.cwd(), file.name);
      const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failedTests) failures.push(`vitest ${relative} › ${test.fullName}`);
      // A file that failed outside any test (an import error, a hook) has no failed assertion.
      if (failedTests.length === 0 && file.message)
        failures.push(`vitest ${relative}: ${file.message.split('\n')[0]}`);
    }
    const failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
    record('vitest', {
      passed: json.numPassedTests,
      failed,
      skipped: json.numPendingTests + json.numTodoTests,
    });
  } else {
    record('vitest', { passed: 0, failed: 1, skipped: 0 });
  }
}

/** The part of Playwright's JSON report read here. */
interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests: { projectName: string; status: string }[] }[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** `[project] file › describe › test` for each test whose outcome was `unexpected`. */
function unexpectedTests(suites: PlaywrightSuite[], trail: string[] = []): string[] {
  const names: string[] = [];
  for (const suite of suites) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected')
          names.push(`[${test.projectName}] ${[...here, spec.title].join(' › ')}`);
      }
    }
    names.push(...unexpectedTests(suite.suites ?? [], here));
  }
  return names;
}

phaseDone('vitest');

// Playwright: end to end against the production build.
if (!skipE2e) {
  if (build === 0) {
    const report = path.join(out, 'playwright.json');
    rmSync(report, { force: true });
    const code = run('npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
    if (existsSync(report)) {
      const json = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport;
      for (const name of unexpectedTests(json.suites)) failures.push(`playwright ${name}`);
      const { expected, unexpected, flaky, skipped } = json.stats;
      const failed = unexpected + (code !== 0 && unexpected === 0 ? 1 : 0);
      record('playwright', { passed: expected + flaky, failed, skipped });
    } else {
      record('playwright', { passed: 0, failed: 1, skipped: 0 });
    }
  }
}

if (!skipE2e) phaseDone('playwright');
console.log(
  `\nnpm test took ${((Date.now() - started) / 60_000).toFixed(1)} min: ${phases.join(', ')}`,
);

if (failures.length > 0)
  console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`\n${lines.join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
