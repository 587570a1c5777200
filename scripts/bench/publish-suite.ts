/**
 * Bench suite `publish` (docs/editing.md "Publishing", decision 0032): how long an editor waits
 * from the publish request to the change being live. Starts the real server (`server/main.ts`)
 * on the production build with a fresh SQLite database and releases folder, adds an editor, and
 * over HTTP as the editor's page does: saves a change on the revision read, publishes, and checks
 * the page serves it. Cases: one French FAQ answer (one page, `BENCH_PUBLISH_RUNS`, default 5)
 * and the French header's "Menu" label (every French page, 2 runs); then rollbacks of the whole
 * site between the last two publishes (decision 0033, 3 runs). Budgets: one page p95 ≤ 10 s, a
 * header change ≤ 30 s, a rollback ≤ 2 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../../support/server-process';
import { durationBudget, type BudgetCheck, type Suite } from './suite';
import { addEditor, publishSite, rollBack, saveDocument, signInEditor } from './lib/editor-session';
import { median, percentile } from './lib/figures';

/** One page in one language, from the publish request to live (ms). */
export const ONE_PAGE_P95_BUDGET_MS = 10_000;
/** A header change for one language, on every page of it (ms). */
export const HEADER_BUDGET_MS = 30_000;
/** A rollback of the whole site to a kept release, from the request to the page served (ms). */
export const ROLLBACK_BUDGET_MS = 2_000;
const ROLLBACK_RUNS = 3;

const RUNS = Number(process.env.BENCH_PUBLISH_RUNS ?? 5);
const EDITOR = 'bench-editor@example.com';
const PASSWORD = 'amber-quarry-signal-2026';

/** A change to publish: the document, how to change it, and the page showing it. */
interface PublishCase {
  label: string;
  module: string;
  language: string;
  change: (data: Record<string, unknown>, text: string) => void;
  page: string;
  runs: number;
}

const CASES: readonly PublishCase[] = [
  {
    label: 'one page (fr FAQ answer)',
    module: 'faq',
    language: 'fr',
    change: (data, text) => {
      (data.faqItems as { answer: string }[])[0]!.answer = text;
    },
    page: '/fr/faq',
    runs: RUNS,
  },
  {
    label: 'header, every fr page (menu label)',
    module: 'header',
    language: 'fr',
    change: (data, text) => {
      (data.headerContent as { menu: string }).menu = text;
    },
    page: '/fr/contact',
    runs: 2,
  },
];

export const publishSuite: Suite = {
  name: 'publish',
  description: 'publish request to live change: one page, and a header on every page of a language',
  async run({ log }) {
    const work = mkdtempSync(join(tmpdir(), 'bench-publish-'));
    const env = {
      DATABASE_URL: `file:${join(work, 'site.db')}`,
      CONTENT_RELEASES_DIR: join(work, 'site'),
      COMPANY_PROFILE_URL: 'off',
      RATE_LIMIT_MAX: '0',
    };
    const server = await startServerProcess({ env });
    try {
      const base = server.url;
      addEditor(EDITOR, PASSWORD, env);
      const editor = await signInEditor(base, EDITOR, PASSWORD);

      const figures: Record<string, number[]> = {};
      /** Each publish: its id, the text it put live and the page showing it. */
      const published: { id: number; text: string; page: string }[] = [];
      for (const item of CASES) {
        figures[item.label] = [];
        for (let run = 0; run < item.runs; run += 1) {
          const text = `Bench ${item.module} ${run} ${Date.now()}`;
          await saveDocument(editor, item, (data: Record<string, unknown>) =>
            item.change(data, text),
          );
          const started = performance.now();
          const publish = await publishSite(editor);
          published.push({
            id: ((await publish.json()) as { id: number }).id,
            text,
            page: item.page,
          });
          const html = await (await fetch(`${base}${item.page}`)).text();
          const ms = Math.round(performance.now() - started);
          if (!html.includes(text)) throw new Error(`${item.page} does not show the change`);
          figures[item.label]!.push(ms);
          log(`publish ${item.label} #${run + 1}: ${ms} ms`);
        }
      }
      // Back and forth between the last two publishes: each is a kept release of this build.
      const rollbacks: number[] = [];
      figures.rollback = rollbacks;
      for (let run = 0; run < ROLLBACK_RUNS; run += 1) {
        const target = published.at(run % 2 === 0 ? -2 : -1)!;
        const started = performance.now();
        await rollBack(editor, target.id);
        const html = await (await fetch(`${base}${target.page}`)).text();
        const ms = Math.round(performance.now() - started);
        if (!html.includes(target.text)) throw new Error(`${target.page} is not rolled back`);
        rollbacks.push(ms);
        log(`rollback to publish #${target.id}: ${ms} ms`);
      }
      const onePage = figures[CASES[0]!.label]!;
      const header = figures[CASES[1]!.label]!;
      const budgets: BudgetCheck[] = [
        durationBudget(
          'one page, publish → live, p95',
          percentile(onePage, 95),
          ONE_PAGE_P95_BUDGET_MS,
        ),
        durationBudget(
          'header of one language, publish → live, slowest',
          Math.max(...header),
          HEADER_BUDGET_MS,
        ),
        durationBudget(
          'rollback of the whole site → page served, slowest',
          Math.max(...rollbacks),
          ROLLBACK_BUDGET_MS,
        ),
      ];
      const rows = [...CASES.map((item) => item.label), 'rollback'].map((label) => {
        const values = figures[label]!;
        return `| ${label} | ${values.length} | ${median(values)} | ${percentile(values, 95)} | ${values.join(', ')} |`;
      });
      const markdown = [
        '## publish',
        '',
        'From the publish request to the changed page served, on the real server with the production build (SQLite, releases in a temporary folder; the changed languages rendered with build/server in a process of their own). Milliseconds.',
        '',
        '| case | runs | p50 | p95 | each |',
        '| --- | --- | --- | --- | --- |',
        ...rows,
      ].join('\n');
      return { markdown, json: { figures }, budgets };
    } finally {
      await server.stop();
      rmSync(work, { recursive: true, force: true });
    }
  },
};
