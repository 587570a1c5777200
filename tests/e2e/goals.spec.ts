import { randomInt } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { devices, type Page } from '@playwright/test';
import { test, expect, waitForReady } from './fixtures';
import { addAccount, E2E_PASSWORD, runCli } from './accounts';

/**
 * Goals of site insights in a real browser (DESIGN §8 "Site insights: goals", decision 0042): a
 * click on a presentation's download link reaches `goal_events` with the page and language it
 * came from, and the team's insights page shows it under Goals once rolled up; a visitor who
 * declined or whose browser sends Global Privacy Control reports none (a bot's report is answered
 * and not stored: tests/integration/goals.test.ts). Each test has a user agent and campaign of its own, so the
 * rows of other tests (the suite shares the database) never count.
 */

/** A desktop Chrome user agent no other test uses (its own version number). */
const desktopAgent = () =>
  devices['Desktop Chrome'].userAgent.replace(/Chrome\/[\d.]+/, `Chrome/152.0.${randomInt(1e6)}.0`);

function query<T>(sql: string, ...params: string[]): T[] {
  const db = new DatabaseSync(process.env.E2E_DB!, { readOnly: true, timeout: 5_000 });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The visitor hash of the campaign's page view, once the beacon has been written. */
const hashOf = (campaign: string) =>
  query<{ visitor_hash: string }>(
    'select visitor_hash from page_views where utm_campaign = ?',
    campaign,
  )[0]?.visitor_hash;

const goalsOf = (hash: string) =>
  query<{ goal: string; path: string; language: string }>(
    'select goal, path, language from goal_events where visitor_hash = ? order by id',
    hash,
  );

/** Goal requests the page makes from now on. */
function goalBeacons(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/goals')) urls.push(request.url());
  });
  return urls;
}

/** Long enough after hydration for the beacon's idle callback and lazy import. ms. */
const BEACON_GRACE_MS = 1_500;

/** The link's PDF opens in the browser's viewer (a navigation); its goal beacon outlives the page. */
const downloadLink = (page: Page) =>
  page.getByRole('link', { name: /Télécharger la présentation/ }).first();

test.describe('a counted visitor', () => {
  test.use({ consent: null, userAgent: desktopAgent() });

  test('a presentation download shows as a goal in French when it came from /fr/optimus', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const campaign = `goals-e2e-${randomInt(1e9)}`;
    await page.goto(`/fr/optimus?utm_campaign=${campaign}`);
    await waitForReady(page);
    // The goal listener starts with the page-view beacon, at the first idle moment.
    await expect.poll(() => hashOf(campaign), { timeout: 10_000 }).toBeTruthy();
    const hash = hashOf(campaign)!;

    await downloadLink(page).click();
    await expect
      .poll(() => goalsOf(hash))
      .toEqual([{ goal: 'download-optimus', path: '/fr/optimus', language: 'fr' }]);

    const email = `goals-${randomInt(1e9)}@example.com`;
    addAccount(email);
    const admin = await page.context().browser()!.newContext();
    const team = await admin.newPage();
    await team.goto('/admin/sign-in');
    await team.getByLabel('E-mail').fill(email);
    await team.getByLabel('Password').fill(E2E_PASSWORD);
    await team.getByRole('button', { name: 'Sign in' }).click();
    await expect(team).toHaveURL(/\/admin$/);

    const row = team
      .getByRole('table', { name: 'Goals per page and language' })
      .getByRole('row', { name: /^Optimus presentation \(PDF\) \/fr\/optimus French \(fr\)/ });
    await expect(async () => {
      runCli('server/cli/insights.ts', ['roll-up']);
      await team.goto('/admin/insights?period=today');
      await expect(row).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    // Count, visitors, page visitors, conversion: at least this visitor, of at least this page view.
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText('French (fr)');
    expect(Number(await cells.nth(2).innerText())).toBeGreaterThanOrEqual(1);
    await expect(cells.nth(5)).toHaveText(/%$/);
    await admin.close();
  });
});

test.describe('after Decline', () => {
  test.use({ consent: 'declined', userAgent: desktopAgent() });

  test('a download by a visitor who declined reports no goal', async ({ page }) => {
    const beacons = goalBeacons(page);
    await page.goto('/fr/optimus');
    await waitForReady(page);
    await page.waitForTimeout(BEACON_GRACE_MS);
    await downloadLink(page).click();
    await page.waitForTimeout(BEACON_GRACE_MS);
    expect(beacons).toEqual([]);
  });
});

test.describe('Global Privacy Control', () => {
  test.use({
    consent: 'accepted',
    userAgent: desktopAgent(),
    extraHTTPHeaders: { 'Sec-GPC': '1' },
  });

  test('a browser sending GPC reports no goal', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const beacons = goalBeacons(page);
    await page.goto('/fr/optimus');
    await waitForReady(page);
    await page.waitForTimeout(BEACON_GRACE_MS);
    await downloadLink(page).click();
    await page.waitForTimeout(BEACON_GRACE_MS);
    expect(beacons).toEqual([]);
  });
});
