/**
 * `npm run bench` (DESIGN §1, §6): runs named benchmark suites and prints their figures.
 *
 *   npm run bench                 every suite
 *   npm run bench -- api          only the named suites
 *   npm run bench -- --list       list the suites
 *
 * Each suite writes `bench/<name>-report.md` and `bench/<name>-report.json`; `bench/report.md`
 * is then rebuilt from every `bench/*-report.md` present, so running one suite keeps the others'
 * last figures. Exits 1 when a suite fails or misses a budget. Add a suite: write
 * `scripts/bench/<name>-suite.ts` exporting a {@link Suite} and list it in `SUITES`.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { apiSuite } from './api-suite';
import { backupSuite } from './backup-suite';
import { faultsSuite } from './faults-suite';
import { inboxSuite } from './inbox-suite';
import { insightsSuite } from './insights-suite';
import { publishClusterSuite } from './publish-cluster-suite';
import { publisherSuite } from './publisher-suite';
import { publishSuite } from './publish-suite';
import { scaleSuite } from './scale-suite';
import { searchSuite } from './search-suite';
import { siteSuite } from './site-suite';
import { ROOT } from '../../support/server-process';
import type { Suite } from './suite';

/** Every suite, in the order `npm run bench` runs them. */
const SUITES: readonly Suite[] = [
  apiSuite,
  faultsSuite,
  inboxSuite,
  backupSuite,
  scaleSuite,
  siteSuite,
  searchSuite,
  insightsSuite,
  publishSuite,
  publishClusterSuite,
  publisherSuite,
];

const BENCH_DIR = join(ROOT, 'bench');

/** Writes markdown formatted by the project's Prettier config, so `npm run format:check` passes. */
async function writeMarkdown(path: string, text: string): Promise<void> {
  const config = (await resolveConfig(path)) ?? {};
  await writeFile(path, await format(text, { ...config, filepath: path }));
}

/** Rebuilds bench/report.md from the suites' reports on disk. */
async function writeIndex(): Promise<void> {
  const files = (await readdir(BENCH_DIR)).filter((file) => /^[a-z0-9-]+-report\.md$/.test(file));
  const sections: string[] = [];
  for (const file of files.sort()) {
    sections.push((await readFile(join(BENCH_DIR, file), 'utf8')).trim());
  }
  const text = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench/run.ts) from the suites’ reports in this folder;',
    'budgets from DESIGN §6.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
  await writeMarkdown(join(BENCH_DIR, 'report.md'), text);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--list')) {
    for (const suite of SUITES) console.log(`${suite.name}\t${suite.description}`);
    return 0;
  }
  const unknown = args.filter((name) => !SUITES.some((suite) => suite.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown suite(s): ${unknown.join(', ')}. Known: ${SUITES.map((s) => s.name).join(', ')}`,
    );
    return 2;
  }
  const selected = args.length > 0 ? SUITES.filter((suite) => args.includes(suite.name)) : SUITES;
  await mkdir(BENCH_DIR, { recursive: true });

  let failed = false;
  for (const suite of selected) {
    console.log(`\n▶ bench suite ${suite.name}: ${suite.description}`);
    const started = Date.now();
    try {
      const report = await suite.run({ log: (line) => console.log(`  ${line}`) });
      const json = {
        suite: suite.name,
        date: new Date().toISOString(),
        durationS: Math.round((Date.now() - started) / 1000),
        ...report.json,
        budgets: report.budgets,
      };
      await writeFile(
        join(BENCH_DIR, `${suite.name}-report.json`),
        `${JSON.stringify(json, null, 2)}\n`,
      );
      await writeMarkdown(
        join(BENCH_DIR, `${suite.name}-report.md`),
        `${report.markdown.trim()}\n`,
      );
      for (const check of report.budgets) {
        console.log(
          `  ${check.ok ? '✓' : '✗'} ${check.what}: ${check.measured} (budget ${check.budget})`,
        );
        if (!check.ok) failed = true;
      }
    } catch (error) {
      failed = true;
      console.error(`  suite ${suite.name} failed:`, error);
    }
  }
  await writeIndex();
  console.log(
    `\nReports in bench/ (report.md, <suite>-report.md/json). ${failed ? 'Some budgets were missed.' : 'All budgets met.'}`,
  );
  return failed ? 1 : 0;
}

process.exitCode = await main();
