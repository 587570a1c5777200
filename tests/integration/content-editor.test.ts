/**
 * The content editor's server (DESIGN §8 "Content editor", docs/editing.md) on SQLite and
 * PostgreSQL: roles (401 signed out, 403 for a team account on every content route and page, an
 * editor kept out of the inbox), the API's validation (missing field refused with its path and
 * reason, script text kept as text, unsafe link schemes refused, no path outside the catalogue),
 * and publishing with a stand-in build: the swap is atomic and a failing build leaves the live
 * site and the published revisions as they were, one publish at a time (409), history and revert;
 * the repository's seed files are never written. Edit conflicts: the revision read (body and
 * ETag), a stale baseRevision 409 and a stale If-Match 412 with the newer text and its author, a
 * save without a base 428, concurrent saves on one base of which exactly one wins, and a draft
 * discarded during a publish's build never goes live. A translation's field is flagged out of date
 * once its English text changes, until the translation is saved again.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContentConflict,
  ContentDocumentResponse,
  ContentHistoryResponse,
  ContentIndexResponse,
  ContentValidationError,
  PublishChange,
  PublishJob,
  PublishRecord,
} from '../../common/content-api';
import { openDatabase } from '../../server/db/database';
import { jsonFolderCatalogue } from '../../server/content/catalogue';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { databaseKinds } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { escapeHtml } from '../../server/html-escape';

const EDITOR = 'editor@example.com';
const TEAM = 'team@example.com';
const OTHER = 'other-editor@example.com';

const HOME = {
  en: {
    hero: { title: 'AI hardware', cta: { label: 'Contact', href: '/contact' } },
    points: ['Fast'],
    // A list of mixed shapes, like the header's menu (links and product entries).
    menu: [{ label: 'Home' }, { label: 'Blog', external: true }],
  },
  fr: {
    hero: { title: 'Matériel IA', cta: { label: 'Contact', href: '/fr/contact' } },
    points: ['Rapide'],
    menu: [{ label: 'Accueil' }, { label: 'Blog', external: true }],
  },
  ar: { hero: { title: 'عتاد', cta: { label: 'اتصل', href: '/ar/contact' } }, points: ['سريع'] },
};
const HEADER = { en: { brand: 'Acme' }, fr: { brand: 'Acme FR' }, ar: { brand: 'Acme AR' } };

/** The routes of the content API (each must answer 401 signed out and 403 to the team). */
const ROUTES: { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/content' },
  { method: 'GET', path: '/content/history' },
  { method: 'GET', path: '/content/home/fr' },
  { method: 'PUT', path: '/content/home/fr', body: { data: HOME.fr, baseRevision: 0 } },
  { method: 'DELETE', path: '/content/home/fr' },
  { method: 'POST', path: '/content/publish' },
  { method: 'POST', path: '/content/publishes/1/revert' },
  { method: 'GET', path: '/content/publish-jobs/1' },
];

describe.each(databaseKinds())('content editor on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let work: string;
  /** The repository's copy in this test: the seed, which the server must never write. */
  let contentDir: string;
  let liveDir: string;
  let editor: string;
  let team: string;
  let builds = 0;
  /** Set by a test: the next build throws. */
  let failNextBuild = false;
  /** Set by a test: the build waits for this before finishing. */
  let gate: Promise<void> | undefined;

  /** Set by a test: runs while the build is under way. */
  let duringBuild: (() => Promise<void>) | undefined;

  /** A stand-in for the site build: one HTML page per language from the copy it is given. */
  const build = async (outDir: string, copyDir: string) => {
    builds += 1;
    await gate;
    await duringBuild?.();
    if (failNextBuild) {
      failNextBuild = false;
      throw new Error(`vite: syntax error in home at ${join(outDir, 'assets', 'home.js')}:3:1`);
    }
    mkdirSync(join(outDir, 'assets'), { recursive: true });
    writeFileSync(join(outDir, 'assets', `app-${builds}.js`), `// build ${builds}\n`);
    for (const language of ['en', 'fr', 'ar']) {
      const home = JSON.parse(readFileSync(join(copyDir, 'home', `${language}.json`), 'utf8'));
      const header = JSON.parse(readFileSync(join(copyDir, 'header', `${language}.json`), 'utf8'));
      const page = `<!doctype html><title>${escapeHtml(header.brand)}</title><h1>${escapeHtml(home.hero.title)}</h1>`;
      const dir = language === 'en' ? outDir : join(outDir, language);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), page);
    }
    writeFileSync(join(outDir, 'about.html'), '<!doctype html><p>unchanged</p>');
  };

  const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  /** The page's document as the editor reads it. */
  const read = async (path: string) =>
    (await (
      await adminFetch(server, editor, `/content/${path}`)
    ).json()) as ContentDocumentResponse;

  /**
   * Saves `data` on top of the revision the page is at now (what the editor does after reading
   * it); paths outside the catalogue are sent with base 0.
   */
  const saveOn = async (path: string, data: unknown, token = editor) => {
    const current = await adminFetch(server, token, `/content/${path}`);
    const baseRevision =
      current.status === 200 ? ((await current.json()) as ContentDocumentResponse).revision : 0;
    return adminFetch(server, token, `/content/${path}`, {
      method: 'PUT',
      body: { data, baseRevision },
    });
  };

  beforeAll(async () => {
    await kind.setup();
    work = mkdtempSync(join(tmpdir(), 'content-editor-'));
    contentDir = join(work, 'content');
    for (const language of ['en', 'fr', 'ar'] as const) {
      mkdirSync(join(contentDir, language), { recursive: true });
      writeFileSync(join(contentDir, language, 'home.json'), JSON.stringify(HOME[language]));
      writeFileSync(join(contentDir, language, 'header.json'), JSON.stringify(HEADER[language]));
    }
    writeFileSync(join(work, 'secret.json'), '{"secret": true}');
    liveDir = join(work, 'initial');
    // The initial site from the seed, laid out as a publish lays out a release's copy.
    const seedCopy = join(work, 'seed-copy');
    for (const language of ['en', 'fr', 'ar'] as const) {
      for (const [module, text] of [
        ['home', HOME],
        ['header', HEADER],
      ] as const) {
        mkdirSync(join(seedCopy, module), { recursive: true });
        writeFileSync(join(seedCopy, module, `${language}.json`), JSON.stringify(text[language]));
      }
    }
    await build(liveDir, seedCopy);
    server = await startTestServer({
      database: await kind.create(),
      clientDir: liveDir,
      content: {
        catalogue: jsonFolderCatalogue(contentDir, () => [], ['en', 'fr', 'ar']),
        releasesDir: join(work, 'site'),
        build,
        gitDir: null,
      },
    });
    expect((await usersCli(server.database.url, ['add', '--role', 'editor', EDITOR])).code).toBe(0);
    expect((await usersCli(server.database.url, ['add', TEAM])).code).toBe(0);
    expect((await usersCli(server.database.url, ['add', '--role', 'editor', OTHER])).code).toBe(0);
    editor = await signedIn(server, EDITOR);
    team = await signedIn(server, TEAM);
  });

  afterAll(async () => {
    await server?.close();
    await kind.teardown();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('roles: content routes answer 401 signed out and 403 to the team; editors stay out of the inbox', async () => {
    for (const route of ROUTES) {
      const init = { method: route.method, body: route.body };
      expect(
        (await adminFetch(server, undefined, route.path, init)).status,
        `${route.method} ${route.path}`,
      ).toBe(401);
      expect(
        (await adminFetch(server, team, route.path, init)).status,
        `${route.method} ${route.path}`,
      ).toBe(403);
    }
    expect(await (await adminFetch(server, editor, '/me')).json()).toEqual({
      email: EDITOR,
      role: 'editor',
      unread: 0,
    });
    expect((await adminFetch(server, editor, '/messages')).status).toBe(403);
    expect((await adminFetch(server, editor, '/messages.csv')).status).toBe(403);
    expect((await adminFetch(server, team, '/messages')).status).toBe(200);

    const pageAs = (token?: string) =>
      fetch(`${server.url}/admin/content`, {
        headers: token ? { cookie: `__Host-inbox-session=${token}` } : {},
        redirect: 'manual',
      });
    expect((await pageAs()).status).toBe(401);
    expect((await pageAs(team)).status).toBe(403);
    const inboxAsEditor = await fetch(`${server.url}/admin`, {
      headers: { cookie: `__Host-inbox-session=${editor}` },
      redirect: 'manual',
    });
    expect(inboxAsEditor.status).toBe(303);
    expect(inboxAsEditor.headers.get('location')).toBe('/admin/content');

    // A role change applies at the account's next request, without a new sign-in.
    expect((await usersCli(server.database.url, ['set-role', TEAM, 'editor'])).code).toBe(0);
    expect((await adminFetch(server, team, '/content')).status).toBe(200);
    expect((await adminFetch(server, team, '/messages')).status).toBe(403);
    expect((await usersCli(server.database.url, ['set-role', TEAM, 'team'])).code).toBe(0);
    expect((await adminFetch(server, team, '/content')).status).toBe(403);
    expect((await usersCli(server.database.url, ['set-role', TEAM, 'boss'])).code).toBe(2);
  });

  it('lists modules × languages and reads a page with its English text and schema', async () => {
    const index = (await (
      await adminFetch(server, editor, '/content')
    ).json()) as ContentIndexResponse;
    expect(index.modules.map((module) => module.name)).toEqual(['header', 'home']);
    expect(index.languages).toEqual([
      { code: 'en', dir: 'ltr' },
      { code: 'fr', dir: 'ltr' },
      { code: 'ar', dir: 'rtl' },
    ]);
    expect(index.canPublish).toBe(true);
    const doc = (await (
      await adminFetch(server, editor, '/content/home/ar')
    ).json()) as ContentDocumentResponse;
    expect(doc).toMatchObject({ dir: 'rtl', draft: false, data: HOME.ar, english: HOME.en });
    expect(doc.schema).toMatchObject({ type: 'object', required: ['hero', 'points', 'menu'] });
  });

  it('refuses a missing field, a bad link scheme and unknown paths; keeps script text as text', async () => {
    const put = (path: string, data: unknown) => saveOn(path, data);

    const missing = await put('home/fr', { hero: { cta: HOME.fr.hero.cta }, points: [] });
    expect(missing.status).toBe(400);
    const missingBody = (await missing.json()) as ContentValidationError;
    expect(missingBody.issues).toContainEqual({
      path: 'hero.title',
      message: expect.stringMatching(/missing/i),
    });

    for (const href of [
      'javascript:alert(1)',
      ' JaVa\tScript:alert(1)',
      'data:text/html,x',
      '//evil.example/',
      '/\\evil.example/',
    ]) {
      const bad = await put('home/fr', {
        ...HOME.fr,
        hero: { ...HOME.fr.hero, cta: { label: 'x', href } },
      });
      expect(bad.status, href).toBe(400);
      expect(((await bad.json()) as ContentValidationError).issues[0]).toMatchObject({
        path: 'hero.cta.href',
      });
    }
    for (const href of [
      'https://example.com/a',
      'mailto:sales@example.com',
      'tel:+33123456789',
      '/fr/contact#form',
    ]) {
      expect(
        (await put('home/fr', { ...HOME.fr, hero: { ...HOME.fr.hero, cta: { label: 'x', href } } }))
          .status,
        href,
      ).toBe(200);
    }
    expect((await put('home/fr', { ...HOME.fr, extra: 'x' })).status).toBe(400);
    expect((await put('home/fr', { ...HOME.fr, points: [42] })).status).toBe(400);

    // Path traversal: only names from the fixed lists ever reach the file system.
    for (const path of [
      '..%2F..%2Fsecret/en',
      'home/..%2F..%2Fsecret',
      '%2e%2e/en',
      'home/en%00',
      'HOME/en',
      'home/xx',
    ]) {
      const response = await put(path, HOME.fr);
      expect([400, 404], path).toContain(response.status);
      expect((await adminFetch(server, editor, `/content/${path}`)).status, path).toBe(404);
    }
    expect(readFileSync(join(work, 'secret.json'), 'utf8')).toBe('{"secret": true}');

    const script = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    expect(
      (await put('home/fr', { ...HOME.fr, hero: { ...HOME.fr.hero, title: script } })).status,
    ).toBe(200);
    const saved = (await (
      await adminFetch(server, editor, '/content/home/fr')
    ).json()) as ContentDocumentResponse;
    expect(saved).toMatchObject({ draft: true, data: { hero: { title: script } } });
    // The preview: the live page with the draft's text in place, escaped, scripts off.
    const preview = await adminFetch(server, editor, '/content/home/fr/preview');
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-security-policy')).toContain("script-src 'none'");
    const previewHtml = await preview.text();
    expect(previewHtml).toContain(
      '<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img',
    );
    expect(previewHtml).not.toContain('<script>');
    expect(
      (await adminFetch(server, editor, '/content/home/fr', { method: 'DELETE' })).status,
    ).toBe(204);
    expect(
      (
        (await (
          await adminFetch(server, editor, '/content/home/fr')
        ).json()) as ContentDocumentResponse
      ).draft,
    ).toBe(false);
  });

  it('publishes atomically; a failing build leaves the live site; one publish at a time; revert', async () => {
    const put = (path: string, data: unknown) => saveOn(path, data);
    const publish = () => adminFetch(server, editor, '/content/publish', { method: 'POST' });
    const aboutBefore = await page('/about.html');
    const liveEnglish = await page('/');
    expect(await page('/fr/')).toContain('<h1>Matériel IA</h1>');

    expect((await publish()).status).toBe(400); // no drafts

    // A failing build: the answer says so, the live site and the published file are untouched,
    // the draft is kept.
    expect(
      (await put('home/fr', { ...HOME.fr, hero: { ...HOME.fr.hero, title: 'Nouveau titre' } }))
        .status,
    ).toBe(200);
    failNextBuild = true;
    const failed = await publish();
    expect(failed.status).toBe(500);
    const reason = ((await failed.json()) as { message: string }).message;
    expect(reason).toMatch(/did not build.*syntax error.*home\.js:3:1/);
    // No folder of the server's in an answer (OWASP Error Handling Cheat Sheet).
    expect(reason).not.toContain(work);
    expect(await page('/fr/')).toContain('<h1>Matériel IA</h1>');
    expect(JSON.parse(readFileSync(join(contentDir, 'fr', 'home.json'), 'utf8'))).toEqual(HOME.fr);
    expect(readdirSync(join(work, 'site', 'releases'))).toEqual([]);
    expect(await read('home/fr')).toMatchObject({
      draft: true,
      data: { hero: { title: 'Nouveau titre' } },
    });

    // Concurrent publishes: the second answers 409 while the first builds; during the build
    // the live site still answers the old page.
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const first = publish();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await publish()).status).toBe(409);
    expect(await page('/fr/')).toContain('<h1>Matériel IA</h1>');
    open();
    gate = undefined;
    const published = await first;
    expect(published.status).toBe(200);
    const record = (await published.json()) as PublishRecord;
    expect(record).toMatchObject({
      kind: 'publish',
      publishedBy: EDITOR,
      pages: [{ module: 'home', language: 'fr' }],
    });
    expect(await page('/fr/')).toContain('<h1>Nouveau titre</h1>');
    expect(await page('/')).toBe(liveEnglish);
    expect(await page('/about.html')).toBe(aboutBefore);
    // The old build's hashed assets are still served to pages loaded before the swap.
    expect((await fetch(`${server.url}/assets/app-1.js`)).status).toBe(200);
    const afterPublish = await read('home/fr');
    expect(afterPublish).toMatchObject({
      draft: false,
      data: { hero: { title: 'Nouveau titre' } },
    });
    // The seed file in the repository is never written: the published text is a revision.
    expect(JSON.parse(readFileSync(join(contentDir, 'fr', 'home.json'), 'utf8'))).toEqual(HOME.fr);

    const history = (await (
      await adminFetch(server, editor, '/content/history?module=home&language=fr')
    ).json()) as ContentHistoryResponse;
    expect(history.publishes.map((entry) => entry.id)).toEqual([record.id]);
    expect(
      (
        (await (
          await adminFetch(server, editor, '/content/history?module=header&language=fr')
        ).json()) as ContentHistoryResponse
      ).publishes,
    ).toEqual([]);

    // Revert: the text before the publish is back, published, and recorded.
    const reverted = await adminFetch(server, editor, `/content/publishes/${record.id}/revert`, {
      method: 'POST',
    });
    expect(reverted.status).toBe(200);
    expect(await reverted.json()).toMatchObject({ kind: 'revert', revertsId: record.id });
    expect(await page('/fr/')).toContain('<h1>Matériel IA</h1>');
    expect(await read('home/fr')).toMatchObject({ draft: false, data: HOME.fr });
    expect(JSON.parse(readFileSync(join(contentDir, 'fr', 'home.json'), 'utf8'))).toEqual(HOME.fr);
    expect(
      (await adminFetch(server, editor, '/content/publishes/999999/revert', { method: 'POST' }))
        .status,
    ).toBe(404);
  });

  it('a save names the revision it read: a stale base gets 409 (412 for If-Match) with the newer text, nothing lost', async () => {
    const other = await signedIn(server, OTHER);
    const first = await adminFetch(server, editor, '/content/header/fr');
    const doc = (await first.json()) as ContentDocumentResponse;
    expect(first.headers.get('etag')).toBe(`"r${doc.revision}"`);
    expect(doc).toMatchObject({ draft: false, data: HEADER.fr });

    // Without a base the save is refused: a lost update is never silent.
    const blind = await adminFetch(server, editor, '/content/header/fr', {
      method: 'PUT',
      body: { data: { brand: 'Sans base' } },
    });
    expect(blind.status).toBe(428);

    // The other editor saves first, on the same revision.
    const theirs = await adminFetch(server, other, '/content/header/fr', {
      method: 'PUT',
      body: { data: { brand: 'Acme (leur texte)' }, baseRevision: doc.revision },
    });
    expect(theirs.status).toBe(200);
    const theirSave = (await theirs.json()) as { revision: number; savedAt: string };
    expect(theirs.headers.get('etag')).toBe(`"r${theirSave.revision}"`);

    const mine = await adminFetch(server, editor, '/content/header/fr', {
      method: 'PUT',
      body: { data: { brand: 'Acme (mon texte)' }, baseRevision: doc.revision },
    });
    expect(mine.status).toBe(409);
    const conflict = (await mine.json()) as ContentConflict;
    expect(conflict).toMatchObject({
      revision: theirSave.revision,
      data: { brand: 'Acme (leur texte)' },
      draft: true,
      savedBy: OTHER,
      savedAt: theirSave.savedAt,
    });
    expect(conflict.message).toContain(OTHER);
    expect(mine.headers.get('etag')).toBe(`"r${theirSave.revision}"`);
    // Nothing of the refused save was stored.
    expect(await read('header/fr')).toMatchObject({
      data: { brand: 'Acme (leur texte)' },
      revision: theirSave.revision,
      savedBy: OTHER,
    });

    // The same with If-Match: 412; a weak tag never matches (strong comparison).
    const stale = await adminFetch(server, editor, '/content/header/fr', {
      method: 'PUT',
      body: { data: { brand: 'Acme (mon texte)' } },
      headers: { 'if-match': `"r${doc.revision}"` },
    });
    expect(stale.status).toBe(412);
    expect(((await stale.json()) as ContentConflict).data).toEqual({ brand: 'Acme (leur texte)' });
    const weak = await adminFetch(server, editor, '/content/header/fr', {
      method: 'PUT',
      body: { data: { brand: 'Acme (mon texte)' } },
      headers: { 'if-match': `W/"r${theirSave.revision}"` },
    });
    expect(weak.status).toBe(412);

    // Keeping mine: save again on the newer revision.
    const kept = await adminFetch(server, editor, '/content/header/fr', {
      method: 'PUT',
      body: { data: { brand: 'Acme (mon texte)' } },
      headers: { 'if-match': `"r${conflict.revision}"` },
    });
    expect(kept.status).toBe(200);
    expect(await read('header/fr')).toMatchObject({
      data: { brand: 'Acme (mon texte)' },
      savedBy: EDITOR,
    });

    // A discard on a stale revision is refused too; on the current one it goes.
    const discardStale = await adminFetch(server, other, '/content/header/fr', {
      method: 'DELETE',
      headers: { 'if-match': `"r${theirSave.revision}"` },
    });
    expect(discardStale.status).toBe(412);
    const discardStaleBase = await adminFetch(
      server,
      other,
      `/content/header/fr?baseRevision=${theirSave.revision}`,
      { method: 'DELETE' },
    );
    expect(discardStaleBase.status).toBe(409);
    expect(((await discardStaleBase.json()) as ContentConflict).data).toEqual({
      brand: 'Acme (mon texte)',
    });
    expect(
      (await adminFetch(server, editor, '/content/header/fr', { method: 'DELETE' })).status,
    ).toBe(204);
    expect(await read('header/fr')).toMatchObject({ draft: false, data: HEADER.fr, revision: 0 });
  });

  it('concurrent saves on one revision: exactly one wins, every other is told', async () => {
    const base = (await read('header/ar')).revision;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        adminFetch(server, editor, '/content/header/ar', {
          method: 'PUT',
          body: { data: { brand: `Acme ${n}` }, baseRevision: base },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect((await read('header/ar')).data).toEqual({ brand: `Acme ${winner}` });
    expect(
      (await adminFetch(server, editor, '/content/header/ar', { method: 'DELETE' })).status,
    ).toBe(204);
  });

  it('a draft discarded while the publish builds never goes live; history rows name true revisions', async () => {
    const publish = () => adminFetch(server, editor, '/content/publish', { method: 'POST' });
    expect((await saveOn('header/en', { brand: 'Discarded brand' })).status).toBe(200);
    const releasesBefore = readdirSync(join(work, 'site', 'releases'));
    duringBuild = async () => {
      duringBuild = undefined;
      expect(
        (await adminFetch(server, editor, '/content/header/en', { method: 'DELETE' })).status,
      ).toBe(204);
    };
    const refused = await publish();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/discarded/);
    expect(await page('/')).toContain('<title>Acme</title>');
    // The refused publish's build is deleted, not left to be switched to later.
    expect(readdirSync(join(work, 'site', 'releases'))).toEqual(releasesBefore);
    expect((await publish()).status).toBe(400); // nothing left to publish

    // Two publishes in a row: each history row's before is the revision the one before made live.
    expect((await saveOn('header/en', { brand: 'Acme one' })).status).toBe(200);
    const one = (await (await publish()).json()) as PublishRecord;
    expect((await saveOn('header/en', { brand: 'Acme two' })).status).toBe(200);
    const two = (await (await publish()).json()) as PublishRecord;
    expect(await page('/')).toContain('<title>Acme two</title>');
    const opened = openDatabase(server.database.url);
    try {
      const rows = await opened.db
        .selectFrom('content_publishes')
        .select(['id', 'changes', 'release_id'])
        .where('id', 'in', [one.id, two.id])
        .orderBy('id')
        .execute();
      const [first, second] = rows.map((row) => JSON.parse(row.changes) as PublishChange[]);
      expect(first![0]).toMatchObject({ beforeRevision: null, before: HEADER.en });
      expect(second![0]!.beforeRevision).toBe(first![0]!.afterRevision);
      expect(second![0]).toMatchObject({
        before: { brand: 'Acme one' },
        after: { brand: 'Acme two' },
      });
      const published = await opened.db
        .selectFrom('content_revisions')
        .select(['id', 'kind', 'publish_id', 'author'])
        .where('id', '=', second![0]!.afterRevision!)
        .executeTakeFirstOrThrow();
      expect(published).toMatchObject({ kind: 'published', author: EDITOR });
      expect(Number(published.publish_id)).toBe(two.id);
      expect(rows.every((row) => row.release_id !== null)).toBe(true);
    } finally {
      await opened.db.destroy();
    }
    // Reverting the second puts back the first's text.
    expect(
      (await adminFetch(server, editor, `/content/publishes/${two.id}/revert`, { method: 'POST' }))
        .status,
    ).toBe(200);
    expect(await page('/')).toContain('<title>Acme one</title>');
    expect(JSON.parse(readFileSync(join(contentDir, 'en', 'header.json'), 'utf8'))).toEqual(
      HEADER.en,
    );
  });

  it('a publish asked for with Prefer: respond-async answers 202 at once; its job goes live or says why not', async () => {
    const publishAsync = () =>
      adminFetch(server, editor, '/content/publish', {
        method: 'POST',
        headers: { prefer: 'respond-async, wait=0' },
      });
    const follow = async (location: string) => {
      for (let tries = 0; tries < 200; tries += 1) {
        const job = (await (
          await adminFetch(server, editor, location.replace('/api/admin', ''))
        ).json()) as PublishJob;
        if (job.stage === 'live' || job.stage === 'failed') return job;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the job never ended');
    };

    // Nothing to publish: accepted, then failed with the reason.
    const none = await publishAsync();
    expect(none.status).toBe(202);
    expect(none.headers.get('preference-applied')).toBe('respond-async');
    const noneJob = await follow(none.headers.get('location')!);
    expect(noneJob).toMatchObject({
      stage: 'failed',
      message: 'There are no drafts to publish.',
      publish: null,
      requestedBy: EDITOR,
    });

    // A draft: the answer comes before the build ends; the job follows it to live.
    expect((await saveOn('header/fr', { brand: 'Acme asynchrone' })).status).toBe(200);
    let release: () => void = () => {};
    gate = new Promise<void>((resolve) => (release = resolve));
    const accepted = await publishAsync();
    expect(accepted.status).toBe(202);
    const location = accepted.headers.get('location')!;
    expect(location).toMatch(/^\/api\/admin\/content\/publish-jobs\/\d+$/);
    expect(((await accepted.json()) as PublishJob).stage).toMatch(/queued|rendering/);
    expect(await page('/fr/')).not.toContain('Acme asynchrone');
    release();
    gate = undefined;
    const job = await follow(location);
    expect(job).toMatchObject({ stage: 'live', message: null });
    expect(job.publish?.pages).toEqual([{ module: 'header', language: 'fr' }]);
    expect(await page('/fr/')).toContain('Acme asynchrone');

    // Another instance's reader sees the same job; an unknown one is 404.
    expect((await adminFetch(server, editor, '/content/publish-jobs/999999')).status).toBe(404);
  });

  it("flags a translation's field out of date after its English text changes, until the translation is saved again", async () => {
    const index = async () =>
      (await (await adminFetch(server, editor, '/content')).json()) as ContentIndexResponse;
    const headerCounts = async () =>
      (await index()).modules.find((module) => module.name === 'header')!.outOfDate;
    expect((await saveOn('header/fr', { brand: 'Acme (France)' })).status).toBe(200);
    expect(await headerCounts()).toEqual({});
    expect((await read('header/fr')).outOfDate).toEqual([]);

    // English changes (a draft is what translators see beside each field).
    expect((await saveOn('header/en', { brand: 'Acme Robotics' })).status).toBe(200);
    expect(await headerCounts()).toEqual({ fr: 1 });
    expect((await read('header/fr')).outOfDate).toEqual(['brand']);
    expect((await read('header/en')).outOfDate).toEqual([]);
    // A translation never saved here is not flagged (no one translated from an English text).
    expect((await read('header/ar')).outOfDate).toEqual([]);
    // Another module is untouched.
    expect((await index()).modules.find((module) => module.name === 'home')!.outOfDate).toEqual({});

    // The translator saves the page again (here keeping the text): the flag goes.
    expect((await saveOn('header/fr', { brand: 'Acme (France)' })).status).toBe(200);
    expect((await read('header/fr')).outOfDate).toEqual([]);
    expect(await headerCounts()).toEqual({});

    // It survives publishing: the English change published, the translation saved before it.
    expect((await saveOn('header/en', { brand: 'Acme Robotics Inc.' })).status).toBe(200);
    expect((await adminFetch(server, editor, '/content/publish', { method: 'POST' })).status).toBe(
      200,
    );
    expect(await headerCounts()).toEqual({ fr: 1 });
    expect((await read('header/fr')).outOfDate).toEqual(['brand']);
  });

  it('rolls the whole site back to an earlier publish with one swap and no build; drafts stay open', async () => {
    const publish = async () => {
      const answer = await adminFetch(server, editor, '/content/publish', { method: 'POST' });
      expect(answer.status).toBe(200);
      return (await answer.json()) as PublishRecord;
    };
    const rollback = (id: number) =>
      adminFetch(server, editor, `/content/publishes/${id}/rollback`, { method: 'POST' });
    const titled = (title: string) => ({ ...HOME.fr, hero: { ...HOME.fr.hero, title } });

    expect((await saveOn('home/fr', titled('Version A'))).status).toBe(200);
    const first = await publish();
    expect((await saveOn('home/fr', titled('Version B'))).status).toBe(200);
    expect((await saveOn('header/ar', { brand: 'Acme B' })).status).toBe(200);
    const second = await publish();
    expect(await page('/fr/')).toContain('<h1>Version B</h1>');
    expect(
      (await saveOn('home/en', { ...HOME.en, hero: { ...HOME.en.hero, title: 'Draft' } })).status,
    ).toBe(200);

    const buildsBefore = builds;
    const back = await rollback(first.id);
    expect(back.status).toBe(200);
    const record = (await back.json()) as PublishRecord;
    expect(record).toMatchObject({ kind: 'rollback', restoresId: first.id, publishedBy: EDITOR });
    expect(record.pages).toEqual(
      expect.arrayContaining([
        { module: 'home', language: 'fr' },
        { module: 'header', language: 'ar' },
      ]),
    );
    expect(builds).toBe(buildsBefore);
    expect(await page('/fr/')).toContain('<h1>Version A</h1>');
    expect(await page('/ar/')).toContain('<title>Acme AR</title>');
    // The published copy follows the live site; the open draft is untouched.
    expect(await read('home/fr')).toMatchObject({ draft: false, data: titled('Version A') });
    expect(await read('home/en')).toMatchObject({
      draft: true,
      data: { hero: { title: 'Draft' } },
    });
    const history = (await (
      await adminFetch(server, editor, '/content/history?module=home&language=fr')
    ).json()) as ContentHistoryResponse;
    expect(history.publishes[0]).toMatchObject({ id: record.id, kind: 'rollback' });

    // Already live: refused. Forward again to the later publish: its text is back.
    expect((await rollback(first.id)).status).toBe(409);
    expect((await rollback(second.id)).status).toBe(200);
    expect(await page('/fr/')).toContain('<h1>Version B</h1>');
    expect(await page('/ar/')).toContain('<title>Acme B</title>');
    expect((await rollback(999_999)).status).toBe(404);

    // Three more publishes: the first publish's release is no longer kept, and the answer says so.
    for (const title of ['C', 'D', 'E']) {
      expect((await saveOn('home/fr', titled(`Version ${title}`))).status).toBe(200);
      await publish();
    }
    const gone = await rollback(first.id);
    expect(gone.status).toBe(409);
    expect(((await gone.json()) as { message: string }).message).toMatch(/no longer kept/);
    expect(await page('/fr/')).toContain('<h1>Version E</h1>');
  });

  it('reverts one page of a publish and leaves its other pages; the history lists the texts it changed', async () => {
    expect(
      (await saveOn('home/fr', { ...HOME.fr, hero: { ...HOME.fr.hero, title: 'Page seule' } }))
        .status,
    ).toBe(200);
    expect((await saveOn('header/ar', { brand: 'Acme seule' })).status).toBe(200);
    const published = await adminFetch(server, editor, '/content/publish', { method: 'POST' });
    expect(published.status).toBe(200);
    const record = (await published.json()) as PublishRecord;
    const before = (await read('home/fr')).revision;

    const history = (await (
      await adminFetch(server, editor, '/content/history?module=home&language=fr')
    ).json()) as ContentHistoryResponse;
    const entry = history.publishes.find((item) => item.id === record.id)!;
    expect(entry.fieldCount).toBe(1);
    expect(entry.fields).toEqual([
      { path: 'hero.title', before: expect.any(String), after: 'Page seule' },
    ]);

    const revert = (body: unknown) =>
      adminFetch(server, editor, `/content/publishes/${record.id}/revert`, {
        method: 'POST',
        body,
      });
    expect((await revert({ module: 'footer', language: 'fr' })).status).toBe(404);
    expect((await revert({ module: 'home', language: 'de' })).status).toBe(404);
    expect((await revert({ module: 'home', language: 'fr', extra: 1 })).status).toBe(400);
    const one = await revert({ module: 'home', language: 'fr' });
    expect(one.status).toBe(200);
    expect(((await one.json()) as PublishRecord).pages).toEqual([
      { module: 'home', language: 'fr' },
    ]);
    expect((await read('home/fr')).revision).not.toBe(before);
    expect(await page('/fr/')).not.toContain('Page seule');
    expect(await page('/ar/')).toContain('<title>Acme seule</title>');
    // The other page of that publish was not this one: reverting it alone is still possible.
    expect((await revert({ module: 'header', language: 'ar' })).status).toBe(200);
    expect(await page('/ar/')).not.toContain('Acme seule');
  });
});
