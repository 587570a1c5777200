/**
 * The content editor end to end (DESIGN §8 "Content editor", docs/editing.md) in Chromium: an
 * editor signs in, opens the page intros in French (the English text beside each field, Arabic
 * fields right to left), is refused a `javascript:` link with its reason, changes the home
 * headline, publishes (one real build), and /fr shows it while the English home page stays byte
 * for byte what it was. Runs its own server on its
 * own port and releases folder, so the shared e2e server's site never changes under the other
 * specs; the edited JSON file is put back afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/free-port';
import { test, expect } from './fixtures';

const PASSWORD = 'amber-quarry-signal-2026';
const EDITOR = 'editor@example.com';
const PAGES_FR = 'app/content/fr/pages.json';
const HEADLINE = 'Du matériel d’IA pour tous, partout';

let server: ChildProcess | undefined;
let base = '';
let work = '';
let originalPages = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  originalPages = readFileSync(PAGES_FR, 'utf8');
  work = mkdtempSync(join(tmpdir(), 'content-e2e-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${join(work, 'site.db')}`,
    CONTENT_RELEASES_DIR: join(work, 'site'),
    COMPANY_PROFILE_URL: 'off',
    LOG_LEVEL: 'warn',
  };
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'ignore' });
  for (let tries = 0; ; tries += 1) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 200) throw new Error('the content server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const user = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/users.ts', 'add', '--role', 'editor', EDITOR],
    {
      input: `${PASSWORD}\n`,
      encoding: 'utf8',
      env,
    },
  );
  expect(user.status, user.stderr).toBe(0);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (originalPages) writeFileSync(PAGES_FR, originalPages);
  if (work) rmSync(work, { recursive: true, force: true });
  for (const name of readdirSync('build').filter((entry) => entry.startsWith('.publish-'))) {
    rmSync(join('build', name), { recursive: true, force: true });
  }
});

test('an editor changes the French home headline, publishes, and only that page changes', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const englishBefore = await (await request.get(`${base}/`)).text();

  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel('E-mail').fill(EDITOR);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/content/);

  const pagePicker = page.getByLabel('Page', { exact: true });
  const languagePicker = page.getByLabel('Language', { exact: true });
  await pagePicker.selectOption('pages');
  await languagePicker.selectOption('ar');
  const headline = page.locator('[id="root_pageIntros_/_heading"]');
  await expect(headline).toHaveAttribute('dir', 'rtl');
  await languagePicker.selectOption('fr');
  await expect(headline).toHaveAttribute('dir', 'ltr');
  await expect(headline).toHaveValue('Matériel d’IA performant et machines de qualité');
  await expect(page.locator('[id="root_pageIntros_/_heading__english"]')).toContainText(
    'Powered AI Hardware & Quality Machines',
  );

  // A refused field shows where and why; nothing is saved.
  await headline.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.locator('[id="root_pageIntros_/_heading__error"]')).toContainText(
    'Links may only use',
  );

  await headline.fill(HEADLINE);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status')).toContainText('Draft saved');
  await page.getByRole('button', { name: 'Publish all drafts' }).click();
  await expect(page.getByRole('status')).toContainText('Published pages (fr)', {
    timeout: 280_000,
  });

  await page.goto(`${base}/fr`);
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toHaveCount(1);
  expect(await (await request.get(`${base}/`)).text()).toBe(englishBefore);
});
