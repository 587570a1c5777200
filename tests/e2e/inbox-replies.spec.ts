/**
 * Replies from the inbox (DESIGN §8 "Replies", docs/inbox.md "Replying") in Chromium against a
 * server of its own (`server/main.ts` on a free port, a fresh SQLite file) that e-mails through a
 * real SMTP server (npm smtp-server, support/smtp-sink.ts): an Arabic message opened, replied to
 * in Arabic, its thread showing each reply with its author, time and delivery state — sent, then
 * a second one retrying while the SMTP server refuses with 451 — right to left where the text
 * is Arabic, at 1280 and at 375 px without sideways scrolling, with no axe violations.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEV_ANON_KEY } from '../../common/anon-key';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { parseMail, startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { addAccount, E2E_PASSWORD } from './accounts';
import { axeOn, expect, test } from './fixtures';

const SUBJECT = 'استفسار عن الأسعار';
const MESSAGE = 'مرحبا، كم سعر أربعين وحدة؟\nالتسليم إلى بيروت.';
const REPLY = 'شكرا لرسالتك. السعر في المرفق.';

/** The computed `direction` of a locator's first element ('ltr' or 'rtl'). */
function direction(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).direction);
}

/** Whether the page scrolls sideways (content wider than the viewport). */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

let smtp: SmtpSink;
let server: ServerProcess | undefined;
let work: string;
let env: Record<string, string>;

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  work = mkdtempSync(join(tmpdir(), 'e2e-replies-'));
  env = {
    DATABASE_URL: `file:${join(work, 'site.db')}`,
    SMTP_URL: smtp.url,
    NOTIFY_TO: 'team@example.com',
    NOTIFY_FROM: 'Website <noreply@example.com>',
    REPLY_FROM: 'Acme <hello@example.com>',
    COMPANY_PROFILE_URL: 'off',
  };
  server = await startServerProcess({ env });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(work, { recursive: true, force: true });
});

test('a reply thread with delivery states, Arabic right to left, at 1280 and 375 px', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const base = server!.url;
  const email = `replier-${Date.now()}@team.example`;
  addAccount(email, { env: { ...process.env, ...env } });

  const stored = await fetch(`${base}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: { apikey: DEV_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify([
      {
        name: 'لينا حداد',
        email: 'lina@example.org',
        subject: SUBJECT,
        message: MESSAGE,
        status: 'new',
        created_at: new Date().toISOString(),
      },
    ]),
  });
  expect(stored.status).toBe(201);

  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: new RegExp(SUBJECT) }).click();
  await expect(page.getByTestId('message-text')).toHaveText(MESSAGE);
  expect(await direction(page.getByTestId('message-text'))).toBe('rtl');

  // First reply: queued, then sent (the view follows the delivery while it is queued).
  const form = page.getByRole('textbox', { name: 'Reply to the visitor' });
  await form.fill(REPLY);
  expect(await direction(form)).toBe('rtl');
  await page.getByRole('button', { name: 'Send reply' }).click();
  const thread = page.getByRole('list', { name: 'Replies' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByTestId('reply-delivery').first()).toHaveText(/^E-mail: Sent /, {
    timeout: 15_000,
  });
  await expect(thread.getByRole('listitem').first()).toContainText(email);
  expect(await direction(thread.getByText(REPLY))).toBe('rtl');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('replied');
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    `${email} replied to the visitor`,
  );
  const mail = smtp.messages.find((one) => one.rcptTo.includes('lina@example.org'))!;
  const parsed = parseMail(mail.raw);
  expect(parsed.headers.get('in-reply-to')).toMatch(/^<contact-message\.\d+\.\d+@example\.com>$/);
  expect(parsed.headers.get('reply-to')).toBe('team@example.com');

  // Second reply while the SMTP server refuses: queued, retrying, with the reason.
  smtp.mode = 'tempfail';
  await form.fill('Second answer, sent while the mail server refuses.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByTestId('reply-delivery').nth(1)).toHaveText(
    /^E-mail: Queued, retrying \(attempt 1 failed: 451/,
    { timeout: 15_000 },
  );
  const { violations } = await axeOn(page).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: 'test-results/inbox-replies-1280.png', fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(thread).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  expect(await direction(thread.getByText(REPLY))).toBe('rtl');
  await thread.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/inbox-replies-375.png', fullPage: true });
  expect(consoleErrors).toEqual([]);
});
