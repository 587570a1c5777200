/**
 * Bench suite `publisher` (docs/deploy.md "Services", docs/decisions/0045-publisher-process.md):
 * compose's layout on loopback — two web instances (`server/main.ts`, `PUBLISH_WORKER=off`) on
 * one private PostgreSQL and one shared releases folder, and the publisher process
 * (`server/publisher.ts`). Measures:
 *
 * - a publish as the editor's page asks for it (`Prefer: respond-async`, one French FAQ answer):
 *   from the click's request to both instances serving the new text, three times;
 * - a code deploy: with the published copy differing from the checkout's in all five languages
 *   (so every one of the 70 pages is rendered), the live release is marked as older code's and
 *   the publisher started again; from its start to the re-rendered release live, and the
 *   re-render's own time (its `site_publisher_rerender_duration_seconds`).
 *
 * Budgets: both instances on a publish within 10 s of the click (the publish suite's one-page
 * budget), the re-render of every page within 60 s.
 */
import { mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { LOCALES } from '../../common/i18n';
import { RELEASE_CODE_FILE } from '../../server/content/releases';
import { startCluster } from '../../support/cluster';
import { startPostgres } from '../../support/postgres';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { addEditor, publishSite, saveDocument, signInEditor } from './lib/editor-session';
import { median } from './lib/figures';
import { durationBudget, type BudgetCheck, type Suite } from './suite';

/** Both instances serve a publish within this after the click (ms). */
export const CLICK_TO_LIVE_BUDGET_MS = 10_000;
/** The re-render of every page after a code deploy takes at most this (ms). */
export const RERENDER_BUDGET_MS = 60_000;
const EDITOR = 'bench-publisher-editor@example.com';
const PASSWORD = 'amber-quarry-signal-2026';
const RUNS = 3;

export const publisherSuite: Suite = {
  name: 'publisher',
  description:
    'publish click to live on two instances with the separate publisher; re-render after a deploy',
  async run({ log }) {
    const pg = await startPostgres();
    const work = mkdtempSync(join(tmpdir(), 'bench-publisher-'));
    const databaseUrl = await pg.createDatabase();
    const site = join(work, 'site');
    const env = {
      CONTENT_RELEASES_DIR: site,
      PUBLISH_WORKER: 'off',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'warn',
    };
    const cluster = await startCluster({ instances: 2, databaseUrl, env });
    const startPublisher = () =>
      startServerProcess({
        script: 'server/publisher.ts',
        env: { DATABASE_URL: databaseUrl, CONTENT_RELEASES_DIR: site, LOG_LEVEL: 'warn' },
      });
    let publisher: ServerProcess | undefined;
    try {
      publisher = await startPublisher();
      addEditor(EDITOR, PASSWORD, { DATABASE_URL: databaseUrl });
      const editor = await signInEditor(cluster.instances[0]!.url, EDITOR, PASSWORD);
      const saveAnswer = (language: string, text: string) =>
        saveDocument<{ faqItems: { answer: string }[] }>(
          editor,
          { module: 'faq', language },
          (data) => {
            data.faqItems[0]!.answer = text;
          },
        );
      const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);
      /** ms after `since` until both instances serve `text` on `language`'s FAQ. */
      const untilBoth = async (language: string, text: string, since: number) =>
        Math.max(
          ...(await Promise.all(
            cluster.instances.map(async (instance) => {
              for (;;) {
                // A keep-alive socket the server closed as it was reused: ask again.
                const html = await fetch(`${instance.url}${prefix(language)}/faq`)
                  .then((answer) => answer.text())
                  .catch(() => '');
                if (html.includes(text)) return Math.round(performance.now() - since);
                if (performance.now() - since > 120_000) throw new Error(`${instance.name} stale`);
                await new Promise((resolve) => setTimeout(resolve, 50));
              }
            }),
          )),
        );
      // As the editor's page asks: answered 202 at once, the publisher process does the work.
      const publish = () => publishSite(editor, 'async');

      const clicks: number[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const text = `Bench publisher ${run} ${Date.now()}`;
        await saveAnswer('fr', text);
        const started = performance.now();
        await publish();
        clicks.push(await untilBoth('fr', text, started));
        log(`publish ${run}: both instances on it ${clicks.at(-1)} ms after the click`);
      }

      // The publisher's own time for those jobs (claim → live): the rest is the queue and the watch.
      const jobMetrics = await (await fetch(`${publisher.url}/metrics`)).text();
      const jobMs = Math.round(
        (Number(/site_publisher_job_duration_seconds_sum (\S+)/.exec(jobMetrics)?.[1] ?? NaN) /
          Number(/site_publisher_job_duration_seconds_count (\S+)/.exec(jobMetrics)?.[1] ?? NaN)) *
          1000,
      );
      log(`the publisher's own time per job (claim to live), mean: ${jobMs} ms`);

      // Every language's copy differs from the checkout's: a re-render renders all 70 pages.
      const texts = Object.fromEntries(LOCALES.map((l) => [l, `Bench deploy ${l} ${Date.now()}`]));
      for (const language of LOCALES) await saveAnswer(language, texts[language]!);
      const allStarted = performance.now();
      await publish();
      const allLive = Math.max(
        ...(await Promise.all(LOCALES.map((l) => untilBoth(l, texts[l]!, allStarted)))),
      );
      log(`publish of all five languages: both instances on it ${allLive} ms after the click`);

      // A code deploy: the live release said to be an older build's, the publisher restarted.
      await publisher.stop();
      const live = realpathSync(join(site, 'current'));
      writeFileSync(
        join(dirname(live), RELEASE_CODE_FILE),
        `${JSON.stringify({ buildId: 'before-deploy', builtAt: 0 })}\n`,
      );
      const deployStarted = performance.now();
      publisher = await startPublisher();
      for (;;) {
        if (realpathSync(join(site, 'current')) !== live) break;
        if (performance.now() - deployStarted > 300_000) throw new Error('no re-render');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const deployLiveMs = Math.round(performance.now() - deployStarted);
      // The copy published survived: both instances serve every language's text after the switch.
      await Promise.all(LOCALES.map((l) => untilBoth(l, texts[l]!, performance.now())));
      const metrics = await (await fetch(`${publisher.url}/metrics`)).text();
      const rerenderMs = Math.round(
        Number(/site_publisher_rerender_duration_seconds_sum (\S+)/.exec(metrics)?.[1] ?? NaN) *
          1000,
      );
      const releases = readdirSync(join(site, 'releases')).length;
      log(
        `re-render after a deploy: live ${deployLiveMs} ms after the publisher's start (render ${rerenderMs} ms); every language's copy served after it`,
      );

      const budgets: BudgetCheck[] = [
        durationBudget(
          'publish click → both instances serve it (median of 3, one page)',
          median(clicks),
          CLICK_TO_LIVE_BUDGET_MS,
        ),
        durationBudget(
          're-render of all 70 pages after a code deploy',
          rerenderMs,
          RERENDER_BUDGET_MS,
        ),
      ];
      const markdown = [
        '## publisher',
        '',
        'Two web instances (`PUBLISH_WORKER=off`) and the publisher process on one PostgreSQL and one releases folder, as compose runs them. A publish as the editor’s page asks for it (`Prefer: respond-async`) of one French FAQ answer, three times; then one answer in each of the five languages; then a code deploy (the live release marked as an older build’s, the publisher started again), which renders all 70 pages again from the published copy.',
        '',
        '| step | ms |',
        '| --- | --- |',
        ...clicks.map((ms, i) => `| publish ${i + 1}: click → both instances serve it | ${ms} |`),
        `| the publisher's own time per job (claim → live), mean of 3 | ${jobMs} |`,
        `| publish of five languages: click → both instances serve it | ${allLive} |`,
        `| deploy: publisher start → re-rendered release live | ${deployLiveMs} |`,
        `| deploy: the re-render itself (render, record, switch) | ${rerenderMs} |`,
        '',
        'After the switch both instances serve every language’s published text.',
        `Release folders kept afterwards: ${releases}.`,
      ].join('\n');
      return {
        markdown,
        json: { clicks, jobMs, allLive, deployLiveMs, rerenderMs, loadAverage: loadavg() },
        budgets,
      };
    } finally {
      await publisher?.stop();
      await cluster.stop();
      await pg.stop();
      rmSync(work, { recursive: true, force: true });
    }
  },
};
