/**
 * A publish killed with SIGKILL (docs/editing.md "Publishing", DESIGN §8 "Content editor") on
 * SQLite and PostgreSQL: a real process (tests/helpers/content-publish-child.ts) publishes and is
 * killed at two points.
 *
 * - In the middle of its build: the live site is unchanged, the draft is still a draft, the
 *   half-built release is deleted at the next start, the lock is free again, and the next publish
 *   goes live.
 * - After the publish is recorded, before the live site is switched: the next start switches to
 *   the recorded release, so the site shows what the database says is published, and the history
 *   row's before and after revisions are the true ones (a revert puts back the text before).
 *
 * The repository's seed file is never written.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishChange } from '../../common/content-api';
import { jsonFolderCatalogue } from '../../server/content/catalogue';
import { createContentEditor, type ContentEditor } from '../../server/content/editor';
import { postgresPublishLock } from '../../server/content/publish-lock';
import { openSiteReleases } from '../../server/content/releases';
import { openDatabase, postgresPoolOf, type OpenDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { standInBuild } from '../helpers/content-stand-in';
import { databaseKinds } from '../helpers/test-database';

const ROOT = resolve(import.meta.dirname, '..', '..');
const EDITOR = 'editor@example.com';
const SEED = { title: 'Hardware' };

describe.each(databaseKinds())('a publish killed with SIGKILL on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let work: string;
  let seedDir: string;
  let releasesDir: string;
  let initialDir: string;
  let databaseUrl: string;
  let opened: OpenDatabase;

  /** The editor as a server starting now would make it (its own view of the releases). */
  const startEditor = (): ContentEditor => {
    const pool = postgresPoolOf(opened.db);
    return createContentEditor({
      catalogue: jsonFolderCatalogue(seedDir, () => [], ['en']),
      db: opened.db,
      releases: openSiteReleases(releasesDir, initialDir),
      build: standInBuild,
      sharedLock: pool ? postgresPublishLock(pool) : undefined,
    });
  };
  const live = () => readFileSync(join(releasesDir, 'current', 'index.html'), 'utf8');
  const save = async (editor: ContentEditor, title: string) => {
    const { revision } = await editor.read('home', 'en');
    await editor.save('home', 'en', { title }, EDITOR, { revisions: [revision], status: 409 });
  };

  /** Runs the publishing process until it reports `hangAt`, then kills it with SIGKILL. */
  const publishAndKill = async (hangAt: 'build' | 'recorded') => {
    // Node itself with tsx's loader (not the tsx command, which runs the script in a second
    // process that a SIGKILL of the first would leave running).
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(ROOT, 'tests', 'helpers', 'content-publish-child.ts'),
        JSON.stringify({ databaseUrl, seedDir, releasesDir, initialDir, hangAt }),
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((done, fail) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(`AT ${hangAt}`)) done();
      });
      child.on('exit', () => fail(new Error(`the publisher exited early: ${output}`)));
    });
    const exited = new Promise((done) => child.on('exit', done));
    child.kill('SIGKILL');
    await exited;
  };

  beforeAll(async () => {
    await kind.setup();
    databaseUrl = (await kind.create()).url;
    opened = openDatabase(databaseUrl);
    await migrateToLatest(opened.db, opened.dialect);
    work = mkdtempSync(join(tmpdir(), 'content-crash-'));
    seedDir = join(work, 'seed');
    mkdirSync(join(seedDir, 'en'), { recursive: true });
    writeFileSync(join(seedDir, 'en', 'home.json'), JSON.stringify(SEED));
    const seedCopy = join(work, 'seed-copy');
    mkdirSync(join(seedCopy, 'home'), { recursive: true });
    writeFileSync(join(seedCopy, 'home', 'en.json'), JSON.stringify(SEED));
    initialDir = join(work, 'initial', 'client');
    await standInBuild(initialDir, seedCopy);
    releasesDir = join(work, 'site');
  }, 60_000);

  afterAll(async () => {
    await opened?.db.destroy();
    await kind.teardown();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('killed mid-build: the live site and the draft are intact, and the next publish works', async () => {
    let editor = startEditor();
    await save(editor, 'Killed while building');
    await publishAndKill('build');

    expect(live()).toContain('<h1>Hardware</h1>');
    expect(readdirSync(join(releasesDir, 'releases'))).toHaveLength(1); // the half-built one
    expect(existsSync(join(releasesDir, 'publish.lock'))).toBe(true);

    // The next start: no recorded publish to switch to; the half-built release goes.
    editor = startEditor();
    expect(await editor.recover()).toBeNull();
    expect(readdirSync(join(releasesDir, 'releases'))).toEqual([]);
    expect(live()).toContain('<h1>Hardware</h1>');
    expect(await editor.read('home', 'en')).toMatchObject({
      draft: true,
      data: { title: 'Killed while building' },
    });
    expect(await editor.history()).toEqual([]);

    const record = await editor.publish(EDITOR);
    expect(record.pages).toEqual([{ module: 'home', language: 'en' }]);
    expect(live()).toContain('<h1>Killed while building</h1>');
    expect(JSON.parse(readFileSync(join(seedDir, 'en', 'home.json'), 'utf8'))).toEqual(SEED);
  });

  it('killed between recording and switching: the next start switches; history is true', async () => {
    let editor = startEditor();
    const before = await editor.read('home', 'en');
    await save(editor, 'Killed before the switch');
    const draft = await editor.read('home', 'en');
    await publishAndKill('recorded');

    // Recorded as published, not live yet.
    expect(live()).toContain('<h1>Killed while building</h1>');
    editor = startEditor();
    expect(await editor.read('home', 'en')).toMatchObject({
      draft: false,
      revision: draft.revision,
      data: { title: 'Killed before the switch' },
    });
    const recovered = await editor.recover();
    expect(recovered).not.toBeNull();
    expect(live()).toContain('<h1>Killed before the switch</h1>');

    const [newest] = await opened.db
      .selectFrom('content_publishes')
      .select(['id', 'changes', 'release_id'])
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(newest!.release_id).toBe(recovered);
    const [change] = JSON.parse(newest!.changes) as PublishChange[];
    expect(change).toMatchObject({
      beforeRevision: before.revision,
      afterRevision: draft.revision,
      before: { title: 'Killed while building' },
      after: { title: 'Killed before the switch' },
    });
    // A second start has nothing to do; a revert puts back the text before.
    expect(await startEditor().recover()).toBeNull();
    await editor.revert(Number(newest!.id), EDITOR);
    expect(live()).toContain('<h1>Killed while building</h1>');
  });
});
