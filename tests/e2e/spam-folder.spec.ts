/**
 * The Spam folder in Chromium against `npm start` (docs/inbox.md "Spam"): a visitor whose browser
 * filled the hidden honeypot is told the message was sent, like anyone; the team finds it under
 * Spam (counted on the filter), reads why it is there and that nobody was notified, presses
 * "Not spam", and finds it under New with its notification queued. Looked at, and checked for
 * overflow and axe violations, at 1280 and 375 px.
 */
import type { Page } from '@playwright/test';
import { test, expect, axeOn, waitForReady } from './fixtures';
import { addAccount, E2E_PASSWORD } from './accounts';

/** The page's width in CSS pixels, to catch horizontal overflow. */
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('Spam folder: an autofilled honeypot is sent, filed as spam, and Not spam moves it to New', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = `spam-${Date.now()}@example.com`;
  addAccount(email);
  const subject = `Spam E2E ${Date.now()}`;

  // A person whose browser autofilled the hidden field: the form still says it was sent.
  await page.goto('/contact');
  await waitForReady(page);
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Please send the Optimus price list.');
  await page
    .locator('input[name="website"]')
    .evaluate((input: HTMLInputElement) => (input.value = 'https://autofill.example'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Message sent successfully!');

  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Not among the unread; counted on the Spam filter, and listed there.
  const spamFilter = page.getByRole('group', { name: 'Filter by status' }).getByRole('button', {
    name: /^Spam/,
  });
  // The count arrives with the list's first answer.
  await expect
    .poll(async () => Number(await page.getByTestId('spam-count').textContent()))
    .toBeGreaterThanOrEqual(1);
  const count = Number(await page.getByTestId('spam-count').textContent());
  await spamFilter.click();
  await expect(spamFilter).toHaveAttribute('aria-pressed', 'true');
  const item = page.getByRole('button', { name: new RegExp(subject) });
  await item.click();
  const notice = page.getByTestId('spam-notice');
  await expect(notice).toContainText('hidden anti-bot field was filled');
  await expect(page.getByTestId('notification-state')).toHaveText('Not sent: filed as spam');
  await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(0);
  const { violations } = await axeOn(page).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('spam-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(notice).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('spam-375.png'), fullPage: true });

  // Not spam: it leaves the Spam list, the count drops, and it waits under New, notified.
  await notice.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByRole('button', { name: new RegExp(subject) })).toHaveCount(0);
  await expect(page.getByTestId('spam-count')).toHaveText(String(count - 1));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('button', { name: 'New', exact: true })
    .click();
  await page.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(page.getByTestId('spam-notice')).toHaveCount(0);
  // Queued now (the test server has no SMTP_URL, so it says e-mail is off rather than queued).
  await expect(page.getByTestId('notification-state')).toHaveText(
    /^(Queued|Sent|Failed|E-mail is off)/,
  );
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    'changed the status from Spam to New',
  );
  expect(consoleErrors).toEqual([]);
});
