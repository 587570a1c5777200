import {
  test,
  expect,
  waitForReady,
  pauseClock,
  readyOnPausedClock,
  axeViolations as axe,
} from './fixtures';

/**
 * Shared header (spec §2, §4) in Chromium at 1280 px and 375 px: hover and keyboard dropdowns,
 * the LinkedIn card, the mobile menu, and axe with each popup open.
 */

test.describe('desktop 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('header turns translucent past 50 px and swaps the logo', async ({ page }) => {
    await page.goto('/faq');
    await waitForReady(page);
    const header = page.locator('header');
    const logo = page.getByTestId('header-logo');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const topSrc = await logo.getAttribute('src');
    await page.evaluate(() => (document.body.style.minHeight = '3000px')); // room to scroll on any page
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(await header.evaluate((el) => getComputedStyle(el).backdropFilter)).toMatch(/blur/);
    await expect(logo).not.toHaveAttribute('src', topSrc ?? '');
  });

  test('a dropdown opens on hover, is at least 600 px wide with a 200 px image panel, and closes on leave', async ({
    page,
  }) => {
    await page.goto('/faq');
    await waitForReady(page);
    await page.getByRole('link', { name: 'Optimus', exact: true }).hover();
    const panel = page.locator('#nav-panel-optimus');
    await expect(panel.getByRole('link', { name: 'Download Presentation' })).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(600);
    const image = await panel.locator('img').boundingBox();
    expect(image?.width).toBe(200);
    await page.getByRole('link', { name: 'Scanova', exact: true }).hover();
    await expect(panel).toHaveCount(0);
    await expect(page.locator('#nav-panel-scanova')).toBeVisible();
    await page.mouse.move(600, 700);
    await expect(page.locator('#nav-panel-scanova')).toHaveCount(0);
  });

  test('keyboard: Enter and Space toggle a dropdown, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/faq');
    await waitForReady(page);
    const button = page.getByRole('button', { name: 'Lumen submenu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#nav-panel-lumen a').first()).toBeVisible(); // content loads on demand
    await page.keyboard.press('Tab');
    await expect(page.locator('#nav-panel-lumen a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('LinkedIn card: hover, stays while hovered, closes 300 ms after leaving; focus opens, Escape closes', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/faq');
    await readyOnPausedClock(page);
    const link = page.getByRole('link', { name: /^LinkedIn/ }).first();
    const card = page.getByRole('region', { name: 'Our LinkedIn company page' });
    await link.hover();
    // React reveals lazily loaded content on a timer; let the paused clock move while hovered.
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(card).toBeVisible({ timeout: 100 });
    }).toPass();
    await expect(card).toContainText('Technology, Information and Internet');
    const followers = Number(
      (await card.getByTestId('profile-followers').textContent())?.replace(',', ''),
    );
    expect(followers).toBeGreaterThanOrEqual(1000);
    expect(followers).toBeLessThanOrEqual(2999);
    const cardBox = await card.boundingBox();
    expect(Math.round(cardBox?.width ?? 0)).toBe(350);
    await card.getByRole('link', { name: /Visit Page/ }).hover();
    await page.clock.runFor(1000);
    await expect(card).toBeVisible();
    await page.mouse.move(300, 600);
    await page.clock.runFor(299);
    await expect(card).toBeVisible();
    await page.clock.runFor(1);
    await expect(card).toHaveCount(0);
    await link.focus();
    await expect(card).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test('the profile comes from our own /api/company-profile', async ({ page }) => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/company-profile'));
    await page.goto('/faq');
    // The header (and its profile store) starts on the visitor's first activity (DESIGN §5).
    await waitForReady(page);
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      industry: 'Technology, Information and Internet',
      companySize: '11-50',
    });
  });

  test('Home link from another page goes to /#home', async ({ page }) => {
    await page.goto('/faq');
    await waitForReady(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(/\/#home$/);
  });

  test('search: Enter opens the results page without reloading', async ({ page }) => {
    await page.goto('/faq');
    await waitForReady(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('button', { name: 'Search' }).click();
    const input = page.getByPlaceholder('Type here to search...');
    await expect(input).toBeFocused();
    await input.fill('optimus');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=optimus$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page.getByRole('searchbox')).toHaveValue('optimus');
  });

  test('axe finds no violations with a dropdown open, then with the card open', async ({
    page,
  }) => {
    await page.goto('/faq');
    await waitForReady(page);
    await page.getByRole('button', { name: 'Optimus submenu' }).click();
    await expect(page.locator('#nav-panel-optimus img')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Optimus submenu' }).click();
    await page
      .getByRole('link', { name: /^LinkedIn/ })
      .first()
      .focus();
    await expect(page.getByRole('region', { name: 'Our LinkedIn company page' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('mobile 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('hamburger opens the menu, icon switches; link choice, outside click and widening close it', async ({
    page,
  }) => {
    await page.goto('/faq');
    await waitForReady(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const closedIcon = await toggle.locator('path').getAttribute('d');
    await toggle.click();
    await expect(nav).toBeVisible();
    expect(await toggle.locator('path').getAttribute('d')).not.toBe(closedIcon);
    await page.getByRole('button', { name: 'Scanova submenu' }).click();
    await expect(
      page.locator('#nav-panel-scanova').getByRole('link', { name: 'Team' }),
    ).toBeVisible();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await page.mouse.click(200, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 1024, height: 740 });
    // Media-query change events fire in the next rendering step: let two frames pass so the
    // header has seen the wide window before it narrows again.
    await expect(toggle).toBeHidden();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('footer switches to its mobile form at 768 px or narrower', async ({ page }) => {
    await page.goto('/faq');
    await waitForReady(page);
    const columns = page.getByTestId('site-footer').getByRole('heading', { level: 2 });
    const [a, b] = [await columns.nth(0).boundingBox(), await columns.nth(2).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y); // stacked rows on mobile
    await page.setViewportSize({ width: 1280, height: 740 });
    const [c, d] = [await columns.nth(0).boundingBox(), await columns.nth(2).boundingBox()];
    expect(d!.y).toBe(c!.y); // one row on desktop
  });

  test('axe finds no violations with the mobile menu open', async ({ page }) => {
    await page.goto('/faq');
    await waitForReady(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Optimus submenu' }).click();
    await expect(
      page.locator('#nav-panel-optimus').getByRole('link', { name: 'Overview' }),
    ).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});
