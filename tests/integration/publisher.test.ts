/**
 * The publisher outside the request path (server/publisher.ts, docs/decisions/0045): one
 * PostgreSQL database, two web servers with `PUBLISH_WORKER=off` serving one shared releases
 * folder, and publisher processes (tests/helpers/publisher-child.ts, stand-in builds that write
 * the home title and the build id of the code that rendered it).
 *
 * - A publish asked of either web server is queued (202) and done by the publisher; both web
 *   servers then serve it.
 * - With no publisher, nothing publishes: the job stays `queued` and says no publisher runs; the
 *   next publisher to start takes it.
 * - SIGTERM during a render longer than the grace: the render is cut short, the job goes back to
 *   the queue (nothing recorded), the process exits 0, and the next publisher publishes it.
 * - A code deploy (publishers with another, newer build id): two of them racing re-render the
 *   published copy into a new release once; the web servers serve the old release until it is
 *   live, then the new one.
 * - Single-instance mode: a web server with the worker on and a still newer build re-renders too,
 *   and the running publishers of the older build do not render it back.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishJob } from '../../common/content-api';
import { jsonFolderCatalogue } from '../../server/content/catalogue';
import { RERENDER_AUTHOR } from '../../server/content/editor';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { postgresKind, type TestDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const EDITOR = 'editor@example.com';
const kind = postgresKind();
const OLD_CODE = { buildId: 'old0000000000000', builtAt: 1_000 };
const NEW_CODE = { buildId: 'new0000000000000', builtAt: 2_000 };
const NEWER_CODE = { buildId: 'newer00000000000', builtAt: 3_000 };

describe.skipIf(kind.skipReason)('the publisher process with two web servers', () => {
  let work: string;
  let database: TestDatabase;
  let sql: pg.Client;
  const web: TestServer[] = [];
  const publishers: ServerProcess[] = [];
  let editor: string;

  const startPublisher = async (
    code: { buildId: string; builtAt: number },
    settings: { buildDelayMs?: number; graceMs?: number } = {},
  ) => {
    const started = await startServerProcess({
      script: 'tests/helpers/publisher-child.ts',
      env: {
        DATABASE_URL: database.url,
        CONTENT_RELEASES_DIR: join(work, 'site'),
        PUBLISHER_TEST_CONFIG: JSON.stringify({
          seedDir: join(work, 'seed'),
          initialDir: join(work, 'initial'),
          code,
          buildDelayMs: settings.buildDelayMs ?? 50,
          buildsFile: join(work, 'builds.txt'),
          pollMs: 100,
          graceMs: settings.graceMs ?? 10_000,
        }),
      },
    });
    publishers.push(started);
    return started;
  };
  const builds = () =>
    readFileSync(join(work, 'builds.txt'), 'utf8').trim().split('\n').filter(Boolean);

  const saveDraft = async (title: string) => {
    const read = await adminFetch(web[0]!, editor, '/content/home/en');
    const { revision } = (await read.json()) as { revision: number };
    const saved = await adminFetch(web[0]!, editor, '/content/home/en', {
      method: 'PUT',
      body: { data: { title }, baseRevision: revision },
    });
    expect(saved.status).toBe(200);
  };
  const job = async (id: number, n = 0) =>
    (await (await adminFetch(web[n]!, editor, `/content/publish-jobs/${id}`)).json()) as PublishJob;
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const home = async (n: number) => {
    const answer = await fetch(`${web[n]!.url}/`);
    return `${answer.status} ${await answer.text()}`;
  };
  const publishCount = async () =>
    Number(
      (await sql.query<{ n: string }>('select count(*) as n from content_publishes')).rows[0]!.n,
    );

  beforeAll(async () => {
    await kind.setup();
    work = mkdtempSync(join(tmpdir(), 'publisher-'));
    writeFileSync(join(work, 'builds.txt'), '');
    mkdirSync(join(work, 'seed', 'en'), { recursive: true });
    writeFileSync(join(work, 'seed', 'en', 'home.json'), JSON.stringify({ title: 'Hardware' }));
    mkdirSync(join(work, 'initial'), { recursive: true });
    writeFileSync(join(work, 'initial', 'index.html'), '<!doctype html><h1>Hardware</h1>');
    database = await kind.create();
    for (const _ of [0, 1]) {
      web.push(
        await startTestServer({
          database,
          env: { PUBLISH_WORKER: 'off' },
          clientDir: join(work, 'initial'),
          content: {
            catalogue: jsonFolderCatalogue(join(work, 'seed'), () => [], ['en']),
            releasesDir: join(work, 'site'),
            // Never called here: the web servers queue publishes, the publisher builds.
            build: async () => {
              throw new Error('a web server built');
            },
            gitDir: null,
            code: OLD_CODE,
          },
        }),
      );
    }
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    expect((await usersCli(database.url, ['add', '--role', 'editor', EDITOR])).code).toBe(0);
    editor = await signedIn(web[0]!, EDITOR);
  });

  afterAll(async () => {
    for (const publisher of publishers) await publisher.stop();
    for (const server of web) await server.close();
    await sql?.end();
    await kind.teardown();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('a publish asked of a web server is done by the publisher, and both serve it', async () => {
    const publisher = await startPublisher(OLD_CODE);
    await saveDraft('Hardware, published by the publisher');
    // No Prefer header: an instance without a worker still only queues it.
    const asked = await adminFetch(web[1]!, editor, '/content/publish', { method: 'POST' });
    expect(asked.status).toBe(202);
    expect(asked.headers.get('preference-applied')).toBeNull();
    const { id } = (await asked.json()) as PublishJob;
    const done = await until(
      () => job(id),
      (value) => value.stage === 'live' || value.stage === 'failed',
    );
    expect(done).toMatchObject({ stage: 'live', message: null });
    expect(done.publish?.pages).toEqual([{ module: 'home', language: 'en' }]);
    expect(builds()).toEqual([`${publisher.child.pid} ${OLD_CODE.buildId}`]);
    for (const n of [0, 1])
      expect(
        await until(
          () => home(n),
          (text) => text.includes('published by the publisher'),
        ),
      ).toContain(`code ${OLD_CODE.buildId}`);
    const health = (await (await fetch(`${publisher.url}/healthz`)).json()) as { ok: boolean };
    expect(health.ok).toBe(true);
    const metrics = await (await fetch(`${publisher.url}/metrics`)).text();
    expect(metrics).toMatch(/site_publisher_jobs_total\{outcome="live"\} 1/);
  });

  it('with no publisher running, a publish stays queued and says so until one starts', async () => {
    const stopped = await publishers.pop()!.stop();
    expect(stopped.code).toBe(0);
    const before = await publishCount();
    const index = (await (await adminFetch(web[0]!, editor, '/content')).json()) as {
      publisher: string;
    };
    expect(index.publisher).toBe('absent');
    await saveDraft('Hardware, waiting for a publisher');
    const asked = await adminFetch(web[0]!, editor, '/content/publish', {
      method: 'POST',
      headers: { prefer: 'respond-async' },
    });
    expect(asked.status).toBe(202);
    const { id } = (await asked.json()) as PublishJob;
    // Two of the web servers' worker polls would have taken it by now, had they a worker.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await job(id, 1)).toMatchObject({
      stage: 'queued',
      waiting: { ahead: 0, publisher: 'absent' },
    });
    expect(await publishCount()).toBe(before);
    expect(await home(0)).toContain('published by the publisher');

    await startPublisher(OLD_CODE);
    expect((await (await adminFetch(web[1]!, editor, '/content')).json()) as object).toMatchObject({
      publisher: 'running',
    });
    expect(
      await until(
        () => job(id),
        (value) => value.stage === 'live' || value.stage === 'failed',
      ),
    ).toMatchObject({ stage: 'live' });
    await until(
      () => home(1),
      (text) => text.includes('waiting for a publisher'),
    );
  });

  it('SIGTERM during a long render puts the job back in the queue, and the next publisher publishes it', async () => {
    await publishers.pop()!.stop();
    const slow = await startPublisher(OLD_CODE, { buildDelayMs: 60_000, graceMs: 300 });
    await saveDraft('Hardware, after a restart');
    const asked = await adminFetch(web[0]!, editor, '/content/publish', { method: 'POST' });
    const { id } = (await asked.json()) as PublishJob;
    await until(
      () => job(id),
      (value) => value.stage === 'rendering',
    );
    const before = await publishCount();
    const exit = await slow.stop();
    publishers.splice(publishers.indexOf(slow), 1);
    expect(exit.code).toBe(0);
    expect(await job(id)).toMatchObject({ stage: 'queued' });
    expect(await publishCount()).toBe(before);

    await startPublisher(OLD_CODE);
    expect(
      await until(
        () => job(id),
        (value) => value.stage === 'live' || value.stage === 'failed',
      ),
    ).toMatchObject({ stage: 'live' });
    await until(
      () => home(0),
      (text) => text.includes('after a restart'),
    );
  });

  it('after a code deploy, two publishers racing re-render the published copy once', async () => {
    await publishers.pop()!.stop();
    const rerendersBefore = builds().filter((line) => line.endsWith(NEW_CODE.buildId)).length;
    expect(rerendersBefore).toBe(0);
    const answers = new Set<string>();
    let watching = true;
    const watch = (async () => {
      while (watching) {
        for (const n of [0, 1]) answers.add(await home(n));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await Promise.all([
      startPublisher(NEW_CODE, { buildDelayMs: 1_000 }),
      startPublisher(NEW_CODE, { buildDelayMs: 1_000 }),
    ]);
    for (const n of [0, 1])
      await until(
        () => home(n),
        (text) => text.includes(`code ${NEW_CODE.buildId}`),
      );
    // Both keep polling: give the loser time to find the live release this code's.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    watching = false;
    await watch;
    expect(builds().filter((line) => line.endsWith(NEW_CODE.buildId))).toHaveLength(1);
    const rerenders = await sql.query(
      "select published_by from content_publishes where changes = '[]'",
    );
    expect(rerenders.rows).toEqual([{ published_by: RERENDER_AUTHOR }]);
    // The copy published survived the deploy; every answer was the old release or the new one.
    for (const answer of answers) {
      expect(answer).toMatch(/^200 .*Hardware, after a restart/);
      expect(answer).toMatch(new RegExp(`code (${OLD_CODE.buildId}|${NEW_CODE.buildId})`));
    }
    const history = (await (await adminFetch(web[0]!, editor, '/content/history')).json()) as {
      publishes: { kind: string }[];
    };
    expect(history.publishes[0]!.kind).toBe('rerender');
  });
  it('a web server with the worker on re-renders for newer code; the older publishers leave it', async () => {
    const rerenders = async () =>
      (await sql.query("select id from content_publishes where changes = '[]'")).rowCount;
    expect(await rerenders()).toBe(1);
    web.push(
      await startTestServer({
        database,
        clientDir: join(work, 'initial'),
        content: {
          catalogue: jsonFolderCatalogue(join(work, 'seed'), () => [], ['en']),
          releasesDir: join(work, 'site'),
          build: async (outDir, copyDir) => {
            const home = JSON.parse(readFileSync(join(copyDir, 'home', 'en.json'), 'utf8')) as {
              title: string;
            };
            mkdirSync(outDir, { recursive: true });
            writeFileSync(
              join(outDir, 'index.html'),
              `<!doctype html><h1>${home.title}</h1><p>code ${NEWER_CODE.buildId}</p>`,
            );
          },
          gitDir: null,
          code: NEWER_CODE,
          pollMs: 100,
        },
      }),
    );
    for (const n of [0, 1, 2])
      await until(
        () => home(n),
        (text) => text.includes(`code ${NEWER_CODE.buildId}`),
      );
    const builtByPublishers = builds().length;
    // The two publishers of the older build keep polling: a newer build's release is not theirs
    // to render again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await rerenders()).toBe(2);
    expect(builds()).toHaveLength(builtByPublishers);
    expect(await home(0)).toContain(`code ${NEWER_CODE.buildId}`);
  });
});
