import type { Page } from '@playwright/test';
import { test, expect, waitForReady, axeViolations as axe } from './fixtures';

/**
 * Site search (DESIGN §8 "Search") over the Pagefind index built from the prerendered pages, in
 * Chromium against the production build and its real CSP. Results as you type in the header's
 * combobox, per language; keyboard selection lands on the matching section; the results page; no
 * search bytes before the box is used; axe with results open; 375 px without sideways scrolling.
 */

/** Opens the header's search box on `path` and types `query`; returns the combobox. */
async function searchFor(page: Page, path: string, query: string, open = 'Search') {
  await page.goto(path);
  await waitForReady(page);
  await page.getByRole('button', { name: open, exact: true }).click();
  const box = page.getByRole('combobox');
  await expect(box).toBeFocused();
  await box.fill(query);
  return box;
}

const options = (page: Page) => page.getByRole('listbox').getByRole('option');

test('nothing of the search is fetched before the box is opened, and its index after', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/faq');
  await waitForReady(page);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => /pagefind|search/.test(path))).toEqual([]);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox').fill('optimus');
  await expect(options(page).first()).toBeVisible();
  expect(requested.some((path) => path.startsWith('/assets/search-form-'))).toBe(true);
  expect(requested).toContain('/pagefind/pagefind.js');
  expect(requested).toContain('/pagefind/wasm.en.pagefind');
  expect(requested.some((path) => /^\/pagefind\/index\/en_/.test(path))).toBe(true);
});

test('"pesticide" finds the Product Demos page, at the TrapTerra card', async ({ page }) => {
  await searchFor(page, '/', 'pesticide');
  await expect(options(page).first()).toContainText('Product Demos');
  await expect(options(page).first()).toContainText('TrapTerra');
  await expect(options(page).first().locator('mark').first()).toHaveText(/pesticide/i);
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(
    /^\d+ results?$/,
  );
});

test('"MPPT" finds Lumen and "microvascular" finds Optimus', async ({ page }) => {
  const box = await searchFor(page, '/faq', 'MPPT');
  await expect(options(page).first()).toContainText('Lumen');
  await box.fill('microvascular');
  await expect(options(page).first()).toContainText('Optimus');
});

test('keyboard: ↓ then Enter opens the result at its section', async ({ page }) => {
  const box = await searchFor(page, '/faq', 'pesticide');
  await expect(options(page).first()).toContainText('Product Demos');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options(page).first().getAttribute('id')) ?? 'missing',
  );
  await box.press('Enter');
  await expect(page).toHaveURL(/\/demos#demo-trapterra$/);
  await expect(page.locator('#demo-trapterra')).toBeInViewport();
  await expect(page.getByRole('combobox')).toHaveCount(0);
});

test('Escape clears the box, a second Escape closes it', async ({ page }) => {
  const box = await searchFor(page, '/faq', 'lumen');
  await expect(options(page).first()).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(page.getByRole('listbox')).toBeHidden();
  await box.press('Escape');
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});

test('a nonsense query says there is no result and offers the FAQ and Contact pages', async ({
  page,
}) => {
  await searchFor(page, '/', 'qwxzvbn');
  await expect(page.getByText('Nothing on this site matches “qwxzvbn”.')).toBeVisible();
  const form = page.getByRole('search');
  await expect(form.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute(
    'href',
    '/faq',
  );
  await expect(form.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(options(page)).toHaveCount(0);
});

test('"purificateur" on /fr finds the French Scanova page and no English page', async ({
  page,
}) => {
  const box = await searchFor(page, '/fr', 'purificateur', 'Rechercher');
  await expect(options(page).first()).toContainText('Scanova, purificateur d’air intelligent');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/fr\/search\?q=purificateur$/);
  const links = page.locator('main ol a');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(1);
  expect(hrefs).toContain('/fr/scanova');
  expect(hrefs.every((href) => href?.startsWith('/fr/') || href === '/fr')).toBe(true);
});

test('an Arabic query on /ar finds an Arabic page, right to left', async ({ page }) => {
  await searchFor(page, '/ar', 'الهواء', 'بحث');
  await expect(options(page).first()).toContainText('Scanova');
  await expect(options(page).first()).toContainText('الهواء');
  await expect(page.getByRole('status').filter({ hasText: 'نتائج' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test('axe finds no violations with results open', async ({ page }) => {
  await searchFor(page, '/faq', 'solar');
  await expect(options(page).first()).toBeVisible();
  await page.getByRole('combobox').press('ArrowDown');
  expect(await axe(page)).toEqual([]);
});

test('the results page: query in the URL, every result, noindex, shareable', async ({ page }) => {
  await page.goto('/search?q=solar');
  await waitForReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the site');
  await expect(page.getByRole('heading', { name: 'Results for “solar”' })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveValue('solar');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const results = page.locator('main ol > li');
  await expect(results.first()).toBeVisible();
  expect(await results.count()).toBeGreaterThan(6);
  await page.getByRole('searchbox').fill('microvascular');
  await page.getByRole('button', { name: 'Search', exact: true }).last().click();
  await expect(page).toHaveURL(/\/search\?q=microvascular$/);
  await expect(results.first()).toContainText('Optimus');
  expect(await axe(page)).toEqual([]);
});

test('the results page with a query hydrates as prerendered: no React error, header kept', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/search?q=solar');
  await waitForReady(page);
  await expect(page.locator('main ol > li').first()).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveValue('solar');
  await expect(page.locator('header')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the page CSP allows WebAssembly and nothing more than before', async ({ page }) => {
  const response = await page.goto('/faq');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
  expect(scriptSrc).toContain("'wasm-unsafe-eval'");
  expect(scriptSrc).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
});

test('a FAQ answer linked by a search result opens; a Terms section opens its tab', async ({
  page,
}) => {
  await page.goto('/faq#faq-2-title');
  await waitForReady(page);
  await expect(page.locator('main details').nth(1)).toHaveAttribute('open', '');
  await page.goto('/policy#terms-2');
  await waitForReady(page);
  await expect(page.getByRole('tab', { name: 'Terms of Service' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('#terms-2')).toBeInViewport();
});

test('a product name with two letters swapped finds the product in English', async ({ page }) => {
  await searchFor(page, '/', 'optimsu');
  await expect(options(page).first()).toContainText('Optimus');
});

test('a product name with two letters swapped finds the product in French (it found nothing)', async ({
  page,
}) => {
  await searchFor(page, '/fr', 'optimsu', 'Rechercher');
  await expect(options(page).first()).toContainText('Optimus');
});

test('the results page says which word it searched instead of a misspelt one', async ({ page }) => {
  await page.goto('/search?q=optimsu');
  await waitForReady(page);
  await expect(
    page.getByText('No match for “optimsu”. Showing results for “optimus”.').last(),
  ).toBeVisible();
  const links = page.locator('main ol > li a');
  await expect(links.first()).toBeVisible();
  expect(
    (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).some(
      (href) => href?.startsWith('/optimus'),
    ),
  ).toBe(true);
});

test('Arabic "اتصال" finds the contact page (اتصلوا بنا)', async ({ page }) => {
  await searchFor(page, '/ar', 'اتصال', 'بحث');
  await expect(options(page).filter({ hasText: 'اتصلوا بنا' }).first()).toBeVisible();
  await page.goto(`/ar/search?q=${encodeURIComponent('اتصال')}`);
  await waitForReady(page);
  const hrefs = page.locator('main ol > li a');
  await expect(hrefs.first()).toBeVisible();
  expect(
    await hrefs.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
  ).toContain('/ar/contact');
});

test('excerpts keep neighbouring elements apart, and do not repeat the FAQ question', async ({
  page,
}) => {
  await page.goto('/search?q=positioning');
  await waitForReady(page);
  const results = page.locator('main ol > li');
  await expect(results.first()).toBeVisible();
  await expect(results.filter({ hasText: 'Scanova' }).first()).toContainText(
    'V1 Basic positioning',
  );
  await page.goto('/search?q=USD');
  await waitForReady(page);
  await expect(results.filter({ hasText: 'Lumen Portable' }).first()).toContainText('$299 USD');
  await page.goto('/search?q=battery%20last');
  await waitForReady(page);
  const faq = results.filter({ hasText: 'How long does the Optimus battery last?' }).first();
  await expect(faq).toBeVisible();
  await expect(faq.locator('p').last()).not.toContainText(
    'How long does the Optimus battery last?',
  );
});

test('a PDF offered on two pages is listed once', async ({ page }) => {
  await page.goto('/search?q=optimus%20presentation');
  await waitForReady(page);
  const results = page.locator('main ol > li');
  await expect(results.first()).toBeVisible();
  await expect(results.filter({ hasText: 'Optimus Presentation (PDF)' })).toHaveCount(1);
});

test.describe('mobile 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the box and its results fit, no sideways scrolling, axe clean', async ({ page }) => {
    await searchFor(page, '/', 'solar');
    await expect(options(page).first()).toBeVisible();
    const listbox = await page.getByRole('listbox').boundingBox();
    expect(listbox && listbox.x >= 0 && listbox.x + listbox.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await axe(page)).toEqual([]);
  });
});
