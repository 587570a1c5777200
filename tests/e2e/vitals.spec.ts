import { DatabaseSync } from 'node:sqlite';
import { devices } from '@playwright/test';
import { test, expect, waitForReady } from './fixtures';

/** Headless Chromium names itself `HeadlessChrome`, which the server rightly does not count. */
const desktopAgent = devices['Desktop Chrome'].userAgent;

function storedPaths(): string[] {
  const db = new DatabaseSync(process.env.E2E_DB!, { readOnly: true, timeout: 5_000 });
  try {
    return (db.prepare('select path from web_vitals').all() as Array<{ path: string }>).map(
      (r) => r.path,
    );
  } finally {
    db.close();
  }
}

test.describe('web-vitals after Accept All (spec §7)', () => {
  test.use({ consent: 'accepted', userAgent: desktopAgent });

  test('the browser reports metrics to /api/vitals and the server stores them', async ({
    page,
  }) => {
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/vitals') && r.method() === 'POST',
    );
    await page.goto('/edge');
    await waitForReady(page);
    await sent;
    await expect.poll(() => storedPaths()).toContain('/edge');
  });

  test("a client navigation does not move the loaded page's metrics to the next page", async ({
    page,
  }) => {
    // Chromium does not show a beacon's body to Playwright: the page keeps a copy of each.
    await page.addInitScript(() => {
      const sendBeacon = navigator.sendBeacon.bind(navigator);
      const sent: string[] = [];
      Object.assign(window, { vitalsSent: sent });
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith('/api/vitals') && data instanceof Blob)
          void data.text().then((text) => sent.push((JSON.parse(text) as { path: string }).path));
        return sendBeacon(url, data);
      };
    });
    const reports = () =>
      page.evaluate(() => (window as unknown as { vitalsSent: string[] }).vitalsSent);
    await page.goto('/fr/demos');
    await waitForReady(page);
    await page.locator('a[href="/fr/faq"]').first().click();
    await expect(page).toHaveURL(/\/fr\/faq$/);
    // Hiding the page makes web-vitals report LCP and CLS.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(async () => (await reports()).length).toBeGreaterThanOrEqual(3);
    expect(new Set(await reports())).toEqual(new Set(['/fr/demos']));
  });
});

test.describe('web-vitals under Global Privacy Control', () => {
  test.use({
    consent: 'accepted',
    userAgent: desktopAgent,
    extraHTTPHeaders: { 'Sec-GPC': '1' },
  });

  test('nothing is sent even after Accept All', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }),
    );
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vitals')) sent += 1;
    });
    await page.goto('/es/edge');
    await waitForReady(page);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(1_000);
    expect(sent).toBe(0);
    expect(storedPaths()).not.toContain('/es/edge');
  });
});
