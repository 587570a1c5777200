/**
 * The content editor end to end (DESIGN §8 "Content editor", docs/editing.md) in Chromium, in one
 * session with two site builds (the publish and its revert): a signed-out visitor is sent to
 * sign-in and the API answers 401; an editor signs in, changes the French home headline (the
 * English text beside the field; a `javascript:` link refused with its reason) and an Arabic FAQ
 * answer (its field right to left), is refused a save with a key missing (the field named),
 * previews, publishes both drafts in one build, and then, by plain HTTP: /fr and /ar/faq carry the
 * new text in their prerendered HTML, the served search index (Pagefind fragments) and the
 * results page without scripts find it, the sitemap is served and dates both pages (and no other)
 * by the publish, and every other page (every route in the five languages, the 404 pages, their
 * `.data` files) is byte for byte what it was, and the checkout's copy files were not written (the
 * published text is a revision in the database). The history's Revert then puts every page back
 * byte for byte. Runs its own server on its own port, database and releases folder, so the shared
 * e2e server's site never changes under the other specs.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { addAccount, E2E_PASSWORD } from './accounts';
import { startContentServer, type ContentServer } from './content-server';
import { lastModifiedIn } from '../../scripts/sitemap';

const PASSWORD = E2E_PASSWORD;
const EDITOR = 'editor@example.com';
const HOME_FR = 'app/content/modules/home/fr.json';
const FAQ_AR = 'app/content/modules/faq/ar.json';
const HEADLINE = 'Du matériel d’IA pour tous, partout';
const OLD_HEADLINE = 'Matériel d’IA performant et machines de qualité';
/** A new answer with a word found nowhere else on the site ("emerald"), for the search index. */
const ANSWER = 'لصقة Optimus الزمردية ترافقك طوال اليوم دون أن تشعر بها.';
const ANSWER_WORD = 'الزمردية';

let server: ContentServer | undefined;
let base = '';
const originals = new Map<string, string>();

/** Every prerendered file a visitor can fetch as a page: `/`, `/fr/faq`, `/404`, `/fr.data`, … */
function prerenderedPaths(clientDir: string): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['assets', 'images', 'pagefind', 'docs'].includes(entry.name)) walk(full);
      } else if (entry.name === 'index.html') {
        paths.push(`/${relative(clientDir, dir)}`);
      } else if (entry.name.endsWith('.data')) {
        paths.push(`/${relative(clientDir, full)}`);
      }
    }
  };
  walk(clientDir);
  return paths.sort();
}

/** Each path's body as served (decoded), fetched in parallel. */
async function snapshot(request: APIRequestContext, paths: string[]) {
  const bodies = await Promise.all(
    paths.map(async (path) => (await request.get(`${base}${path}`)).body()),
  );
  return new Map(paths.map((path, index) => [path, bodies[index]!]));
}

/** The served Pagefind fragment of `url` in the live release (found by listing its folder). */
async function searchFragment(request: APIRequestContext, url: string) {
  const language = url.split('/')[1]!;
  const folder = join(server!.releasesDir, 'current', 'pagefind', 'fragment');
  for (const name of readdirSync(folder)) {
    if (!name.startsWith(`${language}_`) || !name.endsWith('.pf_fragment')) continue;
    const text = await (await request.get(`${base}/pagefind/fragment/${name}`)).text();
    const fragment = JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
    if (fragment.url === url) return fragment.content;
  }
  throw new Error(`no search fragment for ${url}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const file of [HOME_FR, FAQ_AR]) originals.set(file, readFileSync(file, 'utf8'));
  server = await startContentServer('content-e2e-');
  base = server.base;
  addAccount(EDITOR, { role: 'editor', env: server.env });
});

test.afterAll(() => {
  server?.stop();
  for (const [file, text] of originals) writeFileSync(file, text);
});

test('an editor changes French and Arabic text, previews, publishes, reverts; only those pages change', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const paths = prerenderedPaths('build/client');
  expect(paths).toEqual(expect.arrayContaining(['/', '/fr', '/ar/faq', '/404', '/de/404']));
  // Five languages × (13 routes and the 404 page), each as HTML and as `.data`.
  expect(paths.length).toBeGreaterThanOrEqual(5 * 14 * 2);
  const before = await snapshot(request, paths);
  const sitemapBefore = await (await request.get(`${base}/sitemap.xml`)).text();

  // Signed out: the API refuses, the editor's page sends the visitor to sign in.
  expect((await request.get(`${base}/api/admin/content`)).status()).toBe(401);
  expect((await request.get(`${base}/api/admin/content/faq/ar`)).status()).toBe(401);
  await page.goto(`${base}/admin/content`);
  await expect(page).toHaveURL(/\/admin\/sign-in/);

  await page.getByLabel('E-mail').fill(EDITOR);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/content/);

  const pagePicker = page.getByLabel('Page', { exact: true });
  const languagePicker = page.getByLabel('Language', { exact: true });
  const status = page.getByRole('status');
  await pagePicker.selectOption('home');
  await languagePicker.selectOption('fr');
  const headline = page.locator('[id="root_pageIntro_heading"]');
  await expect(headline).toHaveAttribute('dir', 'ltr');
  await expect(headline).toHaveValue(OLD_HEADLINE);
  await expect(page.locator('[id="root_pageIntro_heading__english"]')).toContainText(
    'Powered AI Hardware & Quality Machines',
  );

  // A refused field shows where and why; nothing is saved.
  await headline.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.locator('[id="root_pageIntro_heading__error"]')).toContainText(
    'Links may only use',
  );

  // The preview (its own tab) saves the draft first and shows the page with the new headline.
  await headline.fill(HEADLINE);
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1, name: HEADLINE })).toHaveCount(1);
  // The letters a sighted reader sees, not only the heading's hidden text for screen readers.
  await expect(preview.locator('h1 .fade-letters')).toHaveText(HEADLINE);
  await preview.close();
  await expect(status).toContainText('Draft saved');

  await pagePicker.selectOption('faq');
  await languagePicker.selectOption('ar');
  const answer = page.locator('#root_faqItems_0_answer');
  await expect(answer).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#root_faqItems_0_answer__english')).toContainText('Optimus');
  const oldAnswer = await answer.inputValue();
  await answer.fill(ANSWER);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(status).toContainText('Draft saved');

  // A translator's file with a key missing is refused, the field named; the draft stays.
  const document = (await (await page.request.get(`${base}/api/admin/content/faq/ar`)).json()) as {
    data: { faqItems: Record<string, string>[] };
    revision: number;
  };
  expect(document.data.faqItems[0]!.answer).toBe(ANSWER);
  delete document.data.faqItems[1]!.answer;
  const refused = await page.request.put(`${base}/api/admin/content/faq/ar`, {
    data: { data: document.data, baseRevision: document.revision },
    headers: { origin: base },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify((await refused.json()).issues)).toContain('faqItems.1.answer');
  const arabicPreview = await page.request.get(`${base}/api/admin/content/faq/ar/preview`);
  expect(await arabicPreview.text()).toContain(ANSWER);

  // One publish builds both drafts.
  const publishStarted = Date.now();
  await page.getByRole('button', { name: 'Publish all drafts' }).click();
  await expect(status).toContainText(/Published faq \(ar\), home \(fr\)/, { timeout: 280_000 });
  console.log(`publish of two pages: ${Date.now() - publishStarted} ms`);

  const after = await snapshot(request, paths);
  const text = (path: string) => after.get(path)!.toString('utf8');
  // The home page's <h1> carries the new headline (its <title> keeps the page title, which the
  // editor did not change); the FAQ the new answer in place of the old.
  expect(text('/fr')).toContain(`<span class="sr-only">${HEADLINE}</span>`);
  expect(text('/fr')).not.toContain(`<span class="sr-only">${OLD_HEADLINE}</span>`);
  expect(text('/ar/faq')).toContain(ANSWER);
  expect(text('/ar/faq')).not.toContain(oldAnswer);
  // Only those two pages (and the data React Router fetches for them) changed; every other
  // page in every language is what it was, byte for byte.
  const changed = paths.filter((path) => !before.get(path)!.equals(after.get(path)!));
  expect(changed).toEqual(['/ar/faq', '/ar/faq.data', '/fr', '/fr.data']);
  expect(text('/fr.data')).toContain(HEADLINE);
  expect(text('/ar/faq.data')).toContain(ANSWER);
  // The published text is the database's: the checkout's copy files were not written.
  for (const [file, original] of originals) expect(readFileSync(file, 'utf8')).toBe(original);

  expect(await searchFragment(request, '/fr')).toContain(HEADLINE);
  expect(await searchFragment(request, '/ar/faq')).toContain(ANSWER_WORD);
  // The results page without scripts answers from the new release's records too.
  const noScript = await (
    await request.get(`${base}/ar/search?q=${encodeURIComponent(ANSWER_WORD)}`)
  ).text();
  expect(noScript).toMatch(/<li><a href="\/ar\/faq[^"]*" class="text-lg/);
  // The sitemap (rebuilt with the release) lists both pages, dated by the publish: their
  // <lastmod> moved, and only theirs.
  const sitemap = await request.get(`${base}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  const sitemapAfter = await sitemap.text();
  expect(sitemapAfter).toContain('<loc>https://www.example.com/fr</loc>');
  expect(sitemapAfter).toContain('<loc>https://www.example.com/ar/faq</loc>');
  const [datesBefore, datesAfter] = [lastModifiedIn(sitemapBefore), lastModifiedIn(sitemapAfter)];
  const moved = [...datesAfter.keys()].filter((p) => datesAfter.get(p) !== datesBefore.get(p));
  expect(moved.sort()).toEqual(['/ar/faq', '/fr']);
  for (const p of moved) expect(datesAfter.get(p)! > datesBefore.get(p)!).toBe(true);
  const undated = (xml: string) => xml.replace(/<lastmod>[^<]*<\/lastmod>/g, '');
  expect(undated(sitemapAfter)).toBe(undated(sitemapBefore));

  // The team's insights chart marks the publish on today with who and what (annotations).
  const teamEmail = `team-${Date.now()}@example.com`;
  addAccount(teamEmail, { env: server!.env });
  const teamContext = await page.context().browser()!.newContext();
  const team = await teamContext.newPage();
  await team.goto(`${base}/admin/sign-in`);
  await team.getByLabel('E-mail').fill(teamEmail);
  await team.getByLabel('Password').fill(PASSWORD);
  await team.getByRole('button', { name: 'Sign in' }).click();
  await expect(team).toHaveURL(/\/admin$/);
  await team.goto(`${base}/admin/insights?period=today`);
  await expect(team.getByText(`${EDITOR} published faq (ar), home (fr)`)).toBeVisible();
  await teamContext.close();

  // The history lists the texts the publish changed on this page, before and after.
  const entry = page.getByRole('listitem').filter({ hasText: /#\d+ publish/ });
  await entry.getByText('1 text changed').click();
  await expect(entry.locator('ins')).toHaveText(ANSWER);

  // Revert this page only (after a confirm): the Arabic FAQ as before, the French home still
  // as published.
  page.once('dialog', (dialog) => void dialog.accept());
  await entry.getByRole('button', { name: /^Revert this page/ }).click();
  await expect(status).toContainText(/Publish #\d+ reverted on FAQ/, { timeout: 280_000 });
  await expect(answer).toHaveValue(oldAnswer);
  const pageOnly = await snapshot(request, paths);
  expect(pageOnly.get('/ar/faq')!.toString()).not.toContain(ANSWER_WORD);
  expect(pageOnly.get('/fr')!.toString()).toContain(`<span class="sr-only">${HEADLINE}</span>`);

  // Revert the whole publish: every page as it was.
  page.once('dialog', (dialog) => void dialog.accept());
  await entry.getByRole('button', { name: /^Revert all 2 pages/ }).click();
  await expect(status).toContainText(/Publish #\d+ reverted on/, { timeout: 280_000 });
  await expect(answer).toHaveValue(oldAnswer);
  const reverted = await snapshot(request, paths);
  expect(paths.filter((path) => !before.get(path)!.equals(reverted.get(path)!))).toEqual([]);
});
