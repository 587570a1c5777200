/**
 * The whole team-inbox flow (DESIGN §8 "Team inbox") in Chromium against `npm start`: an account
 * made with the users CLI, a message sent through the public form, sign-in (the session cookie is
 * accepted as `__Host-`, `Secure`, `HttpOnly`, `SameSite=Strict` on http://127.0.0.1), the message
 * opened (marked open, its `<script>` shown as text), given to its reader and closed with a note
 * (both in its history), found by search, exported as CSV,
 * then sign-out, after which the inbox is gone. Also axe (0 violations) and the 375 px layout;
 * and the brand (the company's logo, Inter) with visitor text in its own direction (`dir="auto"`,
 * HTML §3.2.6.4), so an Arabic message reads right to left.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, axeOn, waitForReady } from './fixtures';
import { addAccount, E2E_PASSWORD } from './accounts';

const PASSWORD = E2E_PASSWORD;

/** Sends a message through the public contact form, as a visitor does. */
async function sendMessage(
  page: Page,
  fields: { name: string; email: string; subject: string; message: string },
) {
  await page.goto('/contact');
  await waitForReady(page);
  await page.getByLabel('Name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Subject').fill(fields.subject);
  await page.getByLabel('Message').fill(fields.message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Message sent successfully!');
}

/** Signs in on /admin/sign-in with the e2e password and waits for the inbox. */
async function signIn(page: Page, email: string) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The computed `direction` of the first element a locator matches ('ltr' or 'rtl'). */
function direction(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).direction);
}

async function noAxeViolations(page: Page) {
  const { violations } = await axeOn(page).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('team inbox: CLI account, sign in, open, close with a note, search, export, sign out', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const email = `team-${Date.now()}@example.com`;
  addAccount(email);

  // A visitor writes through the public form, with markup in the message.
  const subject = `Inbox E2E ${Date.now()}`;
  const text = 'Hi <script>window.__xss = 1</script><b>not bold</b>\nSecond line';
  await page.goto('/contact');
  await waitForReady(page);
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Message sent successfully!');

  // Without a session /admin is the sign-in page; both are noindex.
  const first = await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  expect(first?.headers()['x-robots-tag']).toMatch(/noindex/);
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await noAxeViolations(page);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('wrong-password-123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const cookie = (await context.cookies()).find((c) => c.name === '__Host-inbox-session');
  expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });

  // The message is in the list, unread; opening it marks it open and shows its text as text.
  const item = page.getByRole('button', { name: new RegExp(subject) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Unread');
  await item.click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeFocused();
  await expect(page.getByTestId('message-text')).toHaveText(text);
  await expect(page.getByTestId('message-text').locator('b, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  // The e2e server has no SMTP_URL: the notification says so instead of "Queued" for ever.
  await expect(page.getByTestId('notification-state')).toHaveText(
    'E-mail is off (no SMTP server configured)',
  );
  await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reply' })).toHaveAttribute(
    'href',
    `mailto:grace@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  await expect(item).not.toContainText('Unread');
  await noAxeViolations(page);

  // Delete asks first (a modal dialog); Cancel keeps the message.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this message?' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Take it and close it (one Save), note what was done; the timeline shows all three. Then
  // find it under Closed.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('closed');
  await page
    .getByRole('combobox', { name: 'Owner', exact: true })
    .selectOption({ label: `${email} (me)` });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText('changed the status from Open to Closed');
  await expect(history).toContainText(`gave it to ${email}`);
  await page.getByRole('textbox', { name: 'Internal note' }).fill('Sent the price list.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(history).toContainText('Sent the price list.');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Closed', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Closed', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by owner' }).selectOption('me');
  await expect(page.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by owner' }).selectOption('none');
  await expect(page.getByRole('button', { name: new RegExp(subject) })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Filter by owner' }).selectOption('');

  // Search within the filter by a word of the subject.
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject.split(' ')[2]!);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.locator('ul > li')).toHaveCount(1);
  await expect(page.locator('ul > li')).toContainText(subject);

  // Export CSV of the current filter.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^messages-closed-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '"id","received_at","created_at","status","name","email","subject","message"',
  );
  expect(csv).toContain(`,"closed","Grace Hopper","grace@example.com","${subject}",`);

  // Phone width: the list, then the message alone with a way back; nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  const narrowItem = page.getByRole('button', { name: new RegExp(subject) });
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.locator('ul > li').first()).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Closed', exact: true }).click();
  await narrowItem.click();
  await expect(page.getByRole('button', { name: '← Back to messages' })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
  await noAxeViolations(page);
  await page.getByRole('button', { name: '← Back to messages' }).click();
  await expect(narrowItem).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Sign out: the cookie and the inbox are gone.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  expect((await context.cookies()).some((c) => c.name === '__Host-inbox-session')).toBe(false);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  const api = await page.evaluate(async () => (await fetch('/api/admin/messages')).status);
  expect(api).toBe(401);

  // Only the expected 401s (wrong password, the last fetch) were logged; no CSP violation.
  expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
});

test('team inbox: where a message came from, the filter in the address, Move to inbox', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const email = `desk-${Date.now()}@example.com`;
  addAccount(email);
  const subject = `Came from ${Date.now()}`;
  await sendMessage(page, {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject,
    message: 'Hello',
  });
  await signIn(page, email);

  // The list and the message name the page and the language it was sent from.
  const item = page.getByRole('button', { name: new RegExp(subject) });
  await expect(item).toContainText('/contact · English');
  await item.click();
  await expect(page.getByTestId('message-origin')).toHaveText('/contact · English');

  // Close it; under Closed (a new address, kept by a reload) it can be moved back by name.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('closed');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('button', { name: 'Closed', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\?status=closed$/);
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?status=closed&q=Came\+from\+\d+$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Closed', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('searchbox', { name: 'Search messages' })).toHaveValue(subject);
  await expect(page.locator('ul > li')).toHaveCount(1);

  // An address as search stays out of the URL, and survives a reload all the same.
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\?status=closed$/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search messages' })).toHaveValue(
    'ada@example.com',
  );
  // Back returns to the filter before, Forward to this one.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search messages' })).toHaveValue(subject);
  await expect(page).toHaveURL(/q=Came/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\?status=closed$/);
  await expect(page.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('');
  await page.goForward();
  await expect(page.getByRole('searchbox', { name: 'Search messages' })).toHaveValue(subject);

  await page.getByRole('button', { name: new RegExp(subject) }).click();
  await page.getByRole('button', { name: 'Move to inbox' }).click();
  // It leaves the Closed list, and is open again under All.
  await expect(page.getByRole('button', { name: new RegExp(subject) })).toHaveCount(0);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\?q=Came/);
  await page.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    'changed the status from Closed to Open',
  );
  await noAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('team inbox: the brand (logo, Inter) and visitor text in its own direction', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const email = `brand-${Date.now()}@example.com`;
  addAccount(email);
  const stamp = Date.now();
  // Arabic with a Latin product name and closing punctuation: laid out left to right, the
  // question mark lands at the wrong end and "Optimus" moves.
  const arabic = {
    name: 'ليلى حسن',
    email: 'layla@example.com',
    subject: `سؤال عن Optimus ${stamp}؟`,
    message: 'مرحبا، هل يتوفر Optimus في الرياض؟',
  };
  const english = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: `Optimus pricing ${stamp}?`,
    message: 'Hello, is Optimus available in Riyadh?',
  };
  await sendMessage(page, arabic);
  await sendMessage(page, english);

  // The sign-in page shows the company's logo, and the site's Inter loads (self-hosted, CSP).
  await page.goto('/admin/sign-in');
  const signInLogo = page.getByRole('img', { name: /logo/i });
  await expect(signInLogo).toBeVisible();
  // Visible (its box is sized) before it has loaded: wait until it has, then it must have drawn.
  await expect
    .poll(() =>
      signInLogo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
    )
    .toBeGreaterThan(0);
  await signIn(page, email);

  // The inbox's header shows the logo, with its alt text; the page's font is Inter.
  const logo = page.getByRole('banner').getByRole('img', { name: /logo/i });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('alt', /\S/);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font).toMatch(/^"?Inter\b/);
  const interLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) => /Inter/.test(face.family) && face.status === 'loaded',
    );
  });
  expect(interLoaded).toBe(true);

  // In the list, each visitor-written field takes its own direction.
  const arabicItem = page.getByRole('button', { name: new RegExp(`Optimus ${stamp}`) });
  await expect(arabicItem).toBeVisible();
  const itemSubject = arabicItem.getByText(arabic.subject, { exact: true });
  const itemName = arabicItem.getByText(arabic.name, { exact: true });
  await expect(itemSubject).toHaveAttribute('dir', 'auto');
  await expect(itemName).toHaveAttribute('dir', 'auto');
  expect(await direction(itemSubject)).toBe('rtl');
  expect(await direction(itemName)).toBe('rtl');

  // In the message view: subject, sender, e-mail and text; Arabic reads right to left.
  await arabicItem.click();
  const heading = page.getByRole('heading', { level: 2, name: arabic.subject });
  await expect(heading).toBeFocused();
  const text = page.getByTestId('message-text');
  await expect(text).toHaveText(arabic.message);
  for (const element of [heading, text, page.locator('dd', { hasText: arabic.name })]) {
    await expect(element).toHaveAttribute('dir', 'auto');
    expect(await direction(element)).toBe('rtl');
  }
  await expect(page.locator('dd', { hasText: arabic.email })).toHaveAttribute('dir', 'auto');
  await noAxeViolations(page);

  // dir="auto", not a fixed rtl: the English message stays left to right.
  await page.getByRole('button', { name: new RegExp(`Optimus pricing ${stamp}`) }).click();
  const englishHeading = page.getByRole('heading', { level: 2, name: english.subject });
  await expect(englishHeading).toHaveAttribute('dir', 'auto');
  expect(await direction(englishHeading)).toBe('ltr');
  expect(await direction(page.getByTestId('message-text'))).toBe('ltr');

  expect(consoleErrors).toEqual([]);
});
