/**
 * The content editor's server (DESIGN §8 "Content editor", docs/editing.md) on SQLite and
 * PostgreSQL: roles (401 signed out, 403 for a team account on every content route and page, an
 * editor kept out of the inbox), the API's validation (missing field refused with its path and
 * reason, script text kept as text, unsafe link schemes refused, no path outside the catalogue),
 * and publishing with a stand-in build: the swap is atomic and a failing build leaves the live
 * site and the published files as they were, one publish at a time (409), history and revert.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContentDocumentResponse,
  ContentHistoryResponse,
  ContentIndexResponse,
  ContentValidationError,
  PublishRecord,
} from '../../common/content-api';
import { jsonFolderCatalogue } from '../../server/content/catalogue';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { databaseKinds } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { escapeHtml } from '../../server/html-escape';

const EDITOR = 'editor@example.com';
const TEAM = 'team@example.com';

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
  { method: 'PUT', path: '/content/home/fr', body: { data: HOME.fr } },
  { method: 'DELETE', path: '/content/home/fr' },
  { method: 'POST', path: '/content/publish' },
  { method: 'POST', path: '/content/publishes/1/revert' },
];

describe.each(databaseKinds())('content editor on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let work: string;
  let contentDir: string;
  let liveDir: string;
  let editor: string;
  let team: string;
  let builds = 0;
  /** Set by a test: the next build throws. */
  let failNextBuild = false;
  /** Set by a test: the build waits for this before finishing. */
  let gate: Promise<void> | undefined;

  /** A stand-in for the site build: one HTML page per language from the published JSON. */
  const build = async (outDir: string) => {
    builds += 1;
    await gate;
    if (failNextBuild) {
      failNextBuild = false;
      throw new Error('vite: syntax error in home');
    }
    mkdirSync(join(outDir, 'assets'), { recursive: true });
    writeFileSync(join(outDir, 'assets', `app-${builds}.js`), `// build ${builds}\n`);
    for (const language of ['en', 'fr', 'ar']) {
      const home = JSON.parse(readFileSync(join(contentDir, language, 'home.json'), 'utf8'));
      const header = JSON.parse(readFileSync(join(contentDir, language, 'header.json'), 'utf8'));
      const page = `<!doctype html><title>${escapeHtml(header.brand)}</title><h1>${escapeHtml(home.hero.title)}</h1>`;
      const dir = language === 'en' ? outDir : join(outDir, language);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), page);
    }
    writeFileSync(join(outDir, 'about.html'), '<!doctype html><p>unchanged</p>');
  };

  const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();

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
    await build(liveDir);
    server = await startTestServer({
      database: await kind.create(),
      clientDir: liveDir,
      content: {
        catalogue: jsonFolderCatalogue(contentDir, () => [], ['en', 'fr', 'ar']),
        draftDir: join(work, 'drafts'),
        releasesDir: join(work, 'site'),
        build,
        gitDir: null,
      },
    });
    expect((await usersCli(server.database.url, ['add', '--role', 'editor', EDITOR])).code).toBe(0);
    expect((await usersCli(server.database.url, ['add', TEAM])).code).toBe(0);
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
    const put = (path: string, data: unknown) =>
      adminFetch(server, editor, `/content/${path}`, { method: 'PUT', body: { data } });

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
      ).toBe(204);
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
    ).toBe(204);
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
    const put = (path: string, data: unknown) =>
      adminFetch(server, editor, `/content/${path}`, { method: 'PUT', body: { data } });
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
    ).toBe(204);
    failNextBuild = true;
    const failed = await publish();
    expect(failed.status).toBe(500);
    expect(((await failed.json()) as { message: string }).message).toMatch(
      /did not build.*syntax error/,
    );
    expect(await page('/fr/')).toContain('<h1>Matériel IA</h1>');
    expect(JSON.parse(readFileSync(join(contentDir, 'fr', 'home.json'), 'utf8'))).toEqual(HOME.fr);
    expect(readdirSync(join(work, 'site', 'releases'))).toEqual([]);

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
    expect(
      (
        (await (
          await adminFetch(server, editor, '/content/home/fr')
        ).json()) as ContentDocumentResponse
      ).draft,
    ).toBe(false);

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
    expect(JSON.parse(readFileSync(join(contentDir, 'fr', 'home.json'), 'utf8'))).toEqual(HOME.fr);
    expect(
      (await adminFetch(server, editor, '/content/publishes/999999/revert', { method: 'POST' }))
        .status,
    ).toBe(404);
  });
});
