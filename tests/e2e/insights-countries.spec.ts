import { randomInt } from 'node:crypto';
import { devices } from '@playwright/test';
import { test, expect, waitForReady } from './fixtures';
import { addAccount, E2E_PASSWORD, runCli } from './accounts';

/**
 * Countries on the team's insights page in a real browser (decision 0041): the server trusts
 * the proxy on 127.0.0.1 (`TRUST_PROXY`, playwright.config.ts), and the visitor's browser comes
 * "through" it from 8.8.8.8 (`X-Forwarded-For` on every request the page makes, the beacon's
 * included). Once rolled up, the Countries list shows the United States with the DB-IP credit.
 */
test.describe('insights countries', () => {
  // A desktop agent of its own (headless Chromium's is a bot to the collector), and the
  // address the trusted proxy says the visitor has.
  test.use({
    consent: null,
    userAgent: devices['Desktop Chrome'].userAgent.replace(
      /Chrome\/[\d.]+/,
      `Chrome/152.0.${randomInt(1e6)}.0`,
    ),
    extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' },
  });

  test('a visit forwarded from 8.8.8.8 shows the United States in the Countries list', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/edge');
    await waitForReady(page);

    const email = `countries-${randomInt(1e9)}@example.com`;
    addAccount(email);
    const admin = await page.context().browser()!.newContext();
    const team = await admin.newPage();
    await team.goto('/admin/sign-in');
    await team.getByLabel('E-mail').fill(email);
    await team.getByLabel('Password').fill(E2E_PASSWORD);
    await team.getByRole('button', { name: 'Sign in' }).click();
    await expect(team).toHaveURL(/\/admin$/);

    const countries = team.getByRole('region', { name: 'Countries', exact: true });
    const unitedStates = countries
      .getByRole('table', { name: 'Countries' })
      .getByRole('row', { name: /^United States\b/ });
    // The beacon goes at the first idle moment: roll up and reload until it is counted.
    await expect(async () => {
      runCli('server/cli/insights.ts', ['roll-up']);
      await team.goto('/admin/insights?period=today');
      await expect(unitedStates).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    const credit = countries.getByRole('link', { name: 'IP geolocation by DB-IP' });
    await expect(credit).toHaveAttribute('href', 'https://db-ip.com');

    await countries.scrollIntoViewIfNeeded();
    await countries.screenshot({ path: test.info().outputPath('countries-1280.png') });
    await team.setViewportSize({ width: 375, height: 812 });
    await countries.scrollIntoViewIfNeeded();
    await countries.screenshot({ path: test.info().outputPath('countries-375.png') });
    await admin.close();
  });
});
