/**
 * The results page without scripts (DESIGN §8 "Search"; runs in the `no-js` project of
 * playwright.config.ts, 375 px, `javaScriptEnabled: false`): the server answers `/search?q=` with
 * the results of the build's index in the page, in the page's language, and the query kept in the
 * box; a query made of markup stays text.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** The result links the server wrote into the page. */
const resultLinks = (page: Page) => page.locator('main noscript ol > li > a');

test('/search?q=lumen lists the results and keeps the query in the box', async ({ page }) => {
  await page.goto('/search?q=lumen');
  await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 5_000 });
  await expect(page.getByRole('searchbox')).toHaveValue('lumen');
  await expect(page.getByRole('heading', { name: 'Results for “lumen”' })).toBeVisible();
  await expect(resultLinks(page).first()).toBeVisible();
  const hrefs = await resultLinks(page).evaluateAll((anchors) =>
    anchors.map((a) => a.getAttribute('href')),
  );
  expect(hrefs.some((href) => href?.startsWith('/lumen'))).toBe(true);
  await expect(page.locator('main noscript mark').first()).toHaveText(/lumen/i);
  // Nothing sideways at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // A result opens its page.
  await resultLinks(page).first().click();
  await expect(page).toHaveURL(/\/lumen/);
});

test('the form without scripts: French searches the French index', async ({ page }) => {
  await page.goto('/fr/search');
  await page.getByRole('searchbox').fill('purificateur');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).last().click();
  await expect(page).toHaveURL(/\/fr\/search\?q=purificateur$/);
  await expect(page.getByRole('searchbox')).toHaveValue('purificateur');
  await expect(
    page.getByRole('heading', { name: 'Résultats pour « purificateur »' }),
  ).toBeVisible();
  const hrefs = await resultLinks(page).evaluateAll((anchors) =>
    anchors.map((a) => a.getAttribute('href')),
  );
  expect(hrefs.some((href) => href?.startsWith('/fr/scanova'))).toBe(true);
  expect(hrefs.every((href) => href === '/fr' || href?.startsWith('/fr/'))).toBe(true);
});

test('Arabic: "اتصال" finds the contact page, right to left', async ({ page }) => {
  await page.goto(`/ar/search?q=${encodeURIComponent('اتصال')}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('searchbox')).toHaveValue('اتصال');
  await expect(resultLinks(page).first()).toHaveAttribute('href', '/ar/contact');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a misspelt product name shows the product and says what was searched', async ({ page }) => {
  await page.goto('/search?q=optimsu');
  // Playwright reads no text of a <noscript> element itself: its children are asked.
  await expect(page.locator('main noscript p').first()).toHaveText(
    'No match for “optimsu”. Showing results for “optimus”.',
  );
  await expect(resultLinks(page).first()).toHaveAttribute('href', /^\/optimus/);
});

test('markup in the query stays text, in the box and on the page', async ({ page }) => {
  const attack = '"><img src=x id=injected><script>document.title="x"</script>';
  await page.goto(`/search?q=${encodeURIComponent(attack)}`);
  await expect(page.getByRole('searchbox')).toHaveValue(attack);
  await expect(page.locator('#injected')).toHaveCount(0);
  await expect(page.locator('main noscript p').nth(1)).toHaveText(
    `Nothing on this site matches “${attack}”.`,
  );
  await expect(page.locator('main noscript a[href="/faq"]')).toBeVisible();
});
