/**
 * Two server instances on one PostgreSQL database publish one at a time (docs/editing.md "Several
 * instances"): each has its own release folder (so its own lock file), and while one instance's
 * publish is building, the other's answers 409 at once from the database's advisory lock; once
 * the first is done, the second publishes. Drafts and published revisions are the database's, so
 * a draft saved on one instance is read, and published, by the other. Stand-in builds: one HTML
 * page from the copy the publish gives them.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonFolderCatalogue } from '../../server/content/catalogue';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { postgresKind } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const EDITOR = 'editor@example.com';
const kind = postgresKind();

describe.skipIf(kind.skipReason)('content publishing from two instances on PostgreSQL', () => {
  let work: string;
  const servers: TestServer[] = [];
  let editor: string;
  const builds = [0, 0];
  /** While set, instance 0's build waits for it. */
  let gate: Promise<void> | undefined;

  /** Instance `n`'s stand-in build: its home page from its own copy. */
  const builder = (n: number) => async (outDir: string, copyDir: string) => {
    builds[n]! += 1;
    if (n === 0) await gate;
    const home = JSON.parse(readFileSync(join(copyDir, 'home', 'en.json'), 'utf8'));
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), `<!doctype html><h1>${home.title}</h1>`);
  };

  beforeAll(async () => {
    await kind.setup();
    work = mkdtempSync(join(tmpdir(), 'content-instances-'));
    const database = await kind.create();
    for (const n of [0, 1]) {
      const contentDir = join(work, `content-${n}`);
      mkdirSync(join(contentDir, 'en'), { recursive: true });
      writeFileSync(join(contentDir, 'en', 'home.json'), JSON.stringify({ title: 'Hardware' }));
      mkdirSync(join(work, 'seed-copy', 'home'), { recursive: true });
      writeFileSync(
        join(work, 'seed-copy', 'home', 'en.json'),
        JSON.stringify({ title: 'Hardware' }),
      );
      const liveDir = join(work, `initial-${n}`, 'client');
      await builder(n)(liveDir, join(work, 'seed-copy'));
      servers.push(
        await startTestServer({
          // Both on one database; PostgreSQL test databases need no disposing.
          database,
          clientDir: liveDir,
          content: {
            catalogue: jsonFolderCatalogue(contentDir, () => [], ['en']),
            releasesDir: join(work, `site-${n}`),
            build: builder(n),
            gitDir: null,
          },
        }),
      );
    }
    expect((await usersCli(database.url, ['add', '--role', 'editor', EDITOR])).code).toBe(0);
    editor = await signedIn(servers[0]!, EDITOR);
  });

  afterAll(async () => {
    for (const server of servers) await server.close();
    await kind.teardown();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('a publish on one instance makes the other answer 409 until it is done', async () => {
    const draft = async (n: number, title: string) => {
      const read = await adminFetch(servers[n]!, editor, '/content/home/en');
      const { revision } = (await read.json()) as { revision: number };
      return adminFetch(servers[n]!, editor, '/content/home/en', {
        method: 'PUT',
        body: { data: { title }, baseRevision: revision },
      });
    };
    const publish = (n: number) =>
      adminFetch(servers[n]!, editor, '/content/publish', { method: 'POST' });
    expect((await draft(0, 'Hardware, first')).status).toBe(200);
    // The other instance reads the draft from the database.
    expect(await (await adminFetch(servers[1]!, editor, '/content/home/en')).json()).toMatchObject({
      draft: true,
      data: { title: 'Hardware, first' },
    });

    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const first = publish(0);
    while (builds[0]! < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    const refused = await publish(1);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Another publish/);
    expect(builds[1]).toBe(1); // only its initial build: the refused publish built nothing

    open();
    expect((await first).status).toBe(200);
    expect(await (await fetch(`${servers[0]!.url}/`)).text()).toContain('Hardware, first');
    expect((await draft(1, 'Hardware, second')).status).toBe(200);
    const second = await publish(1);
    expect(second.status).toBe(200);
    expect(await (await fetch(`${servers[1]!.url}/`)).text()).toContain('Hardware, second');
  });
});
