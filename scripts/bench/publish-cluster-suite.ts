/**
 * Bench suite `publish-cluster` (docs/editing.md "Several instances", decisions 0032 and 0033):
 * two real instances (`server/main.ts`) on one private PostgreSQL behind a private HAProxy,
 * sharing one releases folder, while a client asks for pages through HAProxy at 20 requests a
 * second; an editor publishes a French FAQ answer through HAProxy (whichever instance takes it),
 * then rolls the site back. Counts failed answers, answers whose Content-Security-Policy does not
 * list the hash of every inline script of the page sent with it (a page of one release with the
 * policy of another), and how long after the publish's answer each instance serves the new text.
 * Budgets: 0 failed, 0 mixed, both instances on the new text within 2 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScriptHashes } from '../../server/csp';
import { send, startCluster } from '../../support/cluster';
import { startPostgres } from '../../support/postgres';
import { addEditor, publishSite, rollBack, saveDocument, signInEditor } from './lib/editor-session';
import { durationBudget, type BudgetCheck, type Suite } from './suite';

/** Page requests a second through HAProxy during the publish. */
const RATE = 20;
/** Both instances serve a publish within this after its answer (ms). */
export const INSTANCES_LIVE_BUDGET_MS = 2_000;
const EDITOR = 'bench-cluster-editor@example.com';
const PASSWORD = 'amber-quarry-signal-2026';
const PAGES = ['/fr/faq', '/fr', '/', '/faq', '/ar/faq', '/fr/contact'];

/** The part of the FAQ document this suite changes. */
interface FaqData {
  faqItems: { answer: string }[];
}

/** Whether every inline script of an HTML answer is allowed by its own policy header. */
function policyFits(html: string, policy: string | undefined): boolean {
  return inlineScriptHashes(html).every((hash) => (policy ?? '').includes(hash));
}

export const publishClusterSuite: Suite = {
  name: 'publish-cluster',
  description: `a publish and a rollback on two instances behind HAProxy under ${RATE} page requests/s`,
  async run({ log }) {
    const pg = await startPostgres();
    const work = mkdtempSync(join(tmpdir(), 'bench-publish-cluster-'));
    const databaseUrl = await pg.createDatabase();
    const cluster = await startCluster({
      instances: 2,
      databaseUrl,
      env: { CONTENT_RELEASES_DIR: join(work, 'site'), RATE_LIMIT_MAX: '0', LOG_LEVEL: 'warn' },
    });
    const counts = { sent: 0, failed: 0, mixed: 0 };
    let running = true;
    const load = (async () => {
      for (let i = 0; running; i += 1) {
        const path = PAGES[i % PAGES.length]!;
        counts.sent += 1;
        void send(`${cluster.url}${path}`).then(
          (answer) => {
            if (answer.status !== 200) counts.failed += 1;
            else if (!policyFits(answer.text, answer.headers['content-security-policy'] as string))
              counts.mixed += 1;
          },
          () => (counts.failed += 1),
        );
        await new Promise((resolve) => setTimeout(resolve, 1000 / RATE));
      }
    })();
    try {
      addEditor(EDITOR, PASSWORD, { DATABASE_URL: databaseUrl });
      const editor = await signInEditor(cluster.url, EDITOR, PASSWORD);

      /** ms after `since` until every instance serves `text` at /fr/faq. */
      const untilEveryInstance = async (text: string, since: number) => {
        const seen = await Promise.all(
          cluster.instances.map(async (instance) => {
            for (;;) {
              const html = await (await fetch(`${instance.url}/fr/faq`)).text();
              if (html.includes(text)) return Math.round(performance.now() - since);
              if (performance.now() - since > 30_000) throw new Error(`${instance.name} stale`);
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
          }),
        );
        return Math.max(...seen);
      };

      const faq = { module: 'faq', language: 'fr' };
      let oldAnswer = '';
      const text = `Bench cluster ${Date.now()}`;
      await saveDocument<FaqData>(editor, faq, (data) => {
        oldAnswer = data.faqItems[0]!.answer;
        data.faqItems[0]!.answer = text;
      });
      const publishStarted = performance.now();
      const publish = await publishSite(editor);
      const publishMs = Math.round(performance.now() - publishStarted);
      const published = performance.now();
      const publishLiveMs = await untilEveryInstance(text, published);
      log(`publish ${publishMs} ms; both instances on it ${publishLiveMs} ms after its answer`);

      // Roll back to the initial build is not a publish: publish again, then roll back to the first.
      const first = ((await publish.json()) as { id: number }).id;
      await saveDocument<FaqData>(editor, faq, (data) => {
        data.faqItems[0]!.answer = oldAnswer;
      });
      await publishSite(editor);
      const rollbackStarted = performance.now();
      await rollBack(editor, first);
      const rollbackMs = Math.round(performance.now() - rollbackStarted);
      const rolledBack = performance.now();
      const rollbackLiveMs = await untilEveryInstance(text, rolledBack);
      log(`rollback ${rollbackMs} ms; both instances on it ${rollbackLiveMs} ms after its answer`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      running = false;
      await load;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      log(`${counts.sent} page requests: ${counts.failed} failed, ${counts.mixed} mixed`);

      const budgets: BudgetCheck[] = [
        {
          what: 'page requests failed during publish and rollback',
          budget: '0',
          measured: `${counts.failed} of ${counts.sent}`,
          ok: counts.failed === 0,
        },
        {
          what: 'answers whose policy is not their page’s (two releases mixed)',
          budget: '0',
          measured: `${counts.mixed} of ${counts.sent}`,
          ok: counts.mixed === 0,
        },
        durationBudget(
          'both instances on the publish, after its answer',
          publishLiveMs,
          INSTANCES_LIVE_BUDGET_MS,
        ),
        durationBudget(
          'both instances on the rollback, after its answer',
          rollbackLiveMs,
          INSTANCES_LIVE_BUDGET_MS,
        ),
      ];
      const markdown = [
        '## publish-cluster',
        '',
        `Two instances on one PostgreSQL behind HAProxy, one shared releases folder, ${RATE} page requests a second through HAProxy (${PAGES.join(', ')}) during a publish of one French FAQ answer and a rollback of the whole site. "Mixed": an HTML answer with an inline script its own Content-Security-Policy does not list.`,
        '',
        '| step | answer (ms) | both instances serve it, after the answer (ms) |',
        '| --- | --- | --- |',
        `| publish | ${publishMs} | ${publishLiveMs} |`,
        `| rollback | ${rollbackMs} | ${rollbackLiveMs} |`,
        '',
        `Page requests: ${counts.sent}, failed ${counts.failed}, mixed ${counts.mixed}.`,
      ].join('\n');
      return {
        markdown,
        json: { counts, publishMs, publishLiveMs, rollbackMs, rollbackLiveMs },
        budgets,
      };
    } finally {
      running = false;
      await load.catch(() => {});
      await cluster.stop();
      await pg.stop();
      rmSync(work, { recursive: true, force: true });
    }
  },
};
