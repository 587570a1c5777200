/**
 * Scheduled publishing end to end (docs/editing.md "Scheduled publishing", DESIGN §8 "Content
 * editor") in Chromium at 375 px: a second editor opening the same page is told the first has it
 * open, and the first is told of the second at their next heartbeat (docs/editing.md "Who else is
 * editing"); the first editor saves a draft of a French FAQ answer, schedules a
 * publish an hour ahead and cancels it with the keyboard, schedules another a few seconds ahead
 * (typed in local time with the keyboard), and sees it fire on the server's own ticker and go
 * live on /fr/faq, without a click on Publish; the cancelled one never ran. The panel never
 * makes the page wider than the screen. Runs its own server on its own port, database and
 * releases folder, like content-editor.spec.ts, so the shared server's site never changes.
 */
import { test, expect } from './fixtures';
import { addAccount, E2E_PASSWORD } from './accounts';
import { startContentServer, type ContentServer } from './content-server';

const EDITOR = 'scheduler@example.com';
const OTHER = 'second-editor@example.com';
/** A French answer with a word found nowhere else ("émeraude"). */
const ANSWER = 'Optimus est un patch émeraude, publié à l’heure dite sans que personne ne clique.';

let server: ContentServer | undefined;
let base = '';

test.use({ skipOverlayWait: false, viewport: { width: 375, height: 812 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startContentServer('content-schedule-e2e-');
  base = server.base;
  addAccount(EDITOR, { role: 'editor', env: server.env });
  addAccount(OTHER, { role: 'editor', env: server.env });
});

test.afterAll(() => server?.stop());

test('a publish scheduled a few seconds ahead goes live on its own; a cancelled one never runs', async ({
  page,
  request,
  browser,
}) => {
  // The ticker looks every 15 s, then the French pages are rendered (seconds).
  test.setTimeout(180_000);
  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel('E-mail').fill(EDITOR);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/content/);

  const status = page.getByRole('status');
  await page.getByLabel('Page', { exact: true }).selectOption('faq');
  await page.getByLabel('Language', { exact: true }).selectOption('fr');
  const answer = page.locator('#root_faqItems_0_answer');
  await expect(answer).toHaveValue(/Optimus/);
  await answer.fill(ANSWER);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(status).toContainText('Draft saved');

  // A second editor opens the same page: told at once; the first at its next heartbeat (20 s).
  const second = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await second.goto(`${base}/admin/sign-in`);
  await second.getByLabel('E-mail').fill(OTHER);
  await second.getByLabel('Password').fill(E2E_PASSWORD);
  await second.getByRole('button', { name: 'Sign in' }).click();
  await expect(second).toHaveURL(/\/admin\/content/);
  await second.goto(`${base}/admin/content?module=faq&language=fr`);
  await expect(second.getByText(`Also open by ${EDITOR}.`)).toBeVisible();
  await expect(second.getByText(`Also open by ${EDITOR}.`)).toHaveAttribute('aria-live', 'polite');
  await second
    .screenshot({
      path: 'test-results/content-editor-presence-375.png',
      clip: { x: 0, y: 0, width: 375, height: 480 },
    })
    .catch(() => undefined);
  expect(
    await second.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);

  /** The browser's local time `inMs` from now, as the box takes it (to the second). */
  const localIn = (inMs: number) =>
    page.evaluate((ms) => {
      const at = new Date(Date.now() + ms);
      const two = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
    }, inMs);
  const box = page.getByLabel('Publish at');
  const waiting = page.getByRole('list', { name: 'Scheduled publishes' });
  const done = page.getByRole('list', { name: 'Scheduled publishes done' });

  // An hour ahead, then cancelled from the keyboard: Tab to its Cancel and press Enter.
  await box.fill(await localIn(3_600_000));
  await box.press('Enter');
  await expect(status).toContainText('Every draft will be published at');
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  const cancel = waiting.getByRole('button', { name: /^Cancel the publish at / });
  await page.getByRole('button', { name: 'Schedule' }).focus();
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toContainText('is cancelled');
  await expect(page.getByText('No publish scheduled.')).toBeVisible();
  await expect(done.getByRole('listitem').first()).toContainText(`Cancelled by ${EDITOR}`);

  // A few seconds ahead (the time the request takes must not make it past), typed as local time.
  await box.fill(await localIn(4_000));
  await box.press('Enter');
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  const scheduled = (await (await page.request.get(`${base}/api/admin/content/schedules`)).json())
    .pending[0] as { at: string };
  // The box's local time went out as UTC: within seconds of the browser's own clock.
  expect(Math.abs(Date.parse(scheduled.at) - Date.now())).toBeLessThan(60_000);
  expect(scheduled.at).toMatch(/Z$/);

  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  await page
    .locator('aside')
    .screenshot({ path: 'test-results/content-editor-schedule-375.png' })
    .catch(() => undefined);

  // No click on Publish: the server's ticker fires it, and the panel says so.
  const started = Date.now();
  await expect(done.getByRole('listitem').first()).toContainText(/Published \(#\d+\)/, {
    timeout: 150_000,
  });
  console.log(`scheduled publish live ${Date.now() - started} ms after its schedule was listed`);
  await expect(status).toContainText('is done. The site shows it now.');
  // The first editor has heard of the second by now (a heartbeat every 20 s).
  await expect(page.getByText(`Also open by ${OTHER}.`)).toBeVisible({ timeout: 25_000 });
  await second.close();
  expect(await (await request.get(`${base}/fr/faq`)).text()).toContain('patch émeraude');
  await expect(page.getByText('No publish scheduled.')).toBeVisible();
  // The cancelled one is still cancelled, and only one publish happened.
  const list = (await (await page.request.get(`${base}/api/admin/content/schedules`)).json()) as {
    done: { state: string }[];
  };
  expect(list.done.map((item) => item.state)).toEqual(['fired', 'cancelled']);
  const history = (await (await page.request.get(`${base}/api/admin/content/history`)).json()) as {
    publishes: unknown[];
  };
  expect(history.publishes).toHaveLength(1);
});
