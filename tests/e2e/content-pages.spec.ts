import { site } from '../../common/site';
import { test, expect, pauseClock, waitForReady, waitForHydration } from './fixtures';

/**
 * With the clock paused, waits until React has hydrated the page (its fiber is attached to the
 * h1) and run its effects (a MessageChannel task, as React's scheduler uses), so the timers the
 * effects start are in place before `clock.runFor` and spec timings are checked exactly.
 */

/** Routes of the landing and content pages (spec §2) and a heading each must show. */
const routes: ReadonlyArray<[string, string[]]> = [
  [
    '/',
    [
      'Our Brands',
      'Our AI Vision',
      'Built for Intelligence',
      'Performance Without Compromise',
      'See Our AI in Action',
    ],
  ],
  [
    '/demos',
    ['TrapTerra', 'OPTIMUS', 'MediScan AI', 'Ready to Transform Your Industry?', 'Connect With Us'],
  ],
  [
    '/learn',
    [
      'AI Hardware Solutions',
      'Product Presentations and Demos',
      'Technical Specifications',
      'Hardware in Action',
      'Our Journey',
      'Meet Our Team',
    ],
  ],
  ['/faq', ['What is Optimus?', 'Still Have Questions?']],
  ['/edge', ['Edge Computing Solutions', `Why Choose ${site.productBrand} Edge`]],
  ['/policy', ['Privacy Policy']],
];

// axe runs on these pages, in every language, in a11y.spec.ts.
test.describe('content pages render', () => {
  for (const [path, headings] of routes) {
    test(`${path}: sections present, no console errors`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await waitForReady(page);
      await expect(page.locator('h1')).toHaveCount(1);
      for (const name of headings) {
        await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test('every image made here has a size and alt text', async ({ page }) => {
    for (const [path] of routes) {
      await page.goto(path);
      await waitForReady(page);
      const images = await page.locator('main img').evaluateAll((imgs) =>
        imgs.map((i) => ({
          src: i.getAttribute('src'),
          w: i.getAttribute('width'),
          h: i.getAttribute('height'),
          alt: i.getAttribute('alt'),
        })),
      );
      for (const img of images) {
        expect(img.src, path).toMatch(/^\/images\//);
        expect(Number(img.w), img.src!).toBeGreaterThan(0);
        expect(Number(img.h), img.src!).toBeGreaterThan(0);
        expect(img.alt, img.src!).toBeTruthy();
      }
    }
  });
});

test.describe('landing page (spec §2 /)', () => {
  const active = '[aria-roledescription="slide"][data-active="true"]';

  test('anchors, buttons and brand links', async ({ page }) => {
    await page.goto('/');
    await waitForReady(page);
    await expect(page.locator('#home')).toBeVisible();
    await expect(page.locator('#demo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/learn');
    await page.getByRole('link', { name: 'Explore Products' }).click();
    await expect(page).toHaveURL(/#brands$/);
    await expect(page.locator('#brands')).toBeInViewport();
    const strip = page.getByTestId('brand-marquee');
    const hrefs = await strip
      .locator('ul:not([aria-hidden]) a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/demos', '/lumen', '/edge', '/optimus', '/scanova', '/iffer']);
    // A moving target cannot be clicked reliably: pause the strip first, as a visitor could.
    await page.getByRole('button', { name: 'Pause logos' }).click();
    await strip.locator('ul:not([aria-hidden]) a[href="/lumen"]').click();
    await expect(page).toHaveURL(/\/lumen$/);
  });

  test('hero carousel advances every 2500 ms and the letters fade in after 500 ms', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(1500);
    await waitForReady(page);
    const heading = page.getByTestId('fade-in-heading');
    await expect(heading).toHaveAttribute('data-shown', 'true'); // 500 ms after mount < 1500 ms
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Powered AI Hardware/);
    await page.mouse.move(0, 700); // away from the carousel
    const slide = page.locator(active);
    const start = Number((await slide.getAttribute('aria-label'))!.split(' ')[0]);
    await page.clock.runFor(2500);
    await expect(slide).toHaveAttribute('aria-label', `${(start % 3) + 1} of 3`);
    await page.getByRole('button', { name: 'Show AI processors' }).click();
    await expect(slide).toHaveAttribute('aria-label', '1 of 3');
    await page.mouse.move(0, 700);
    await page.getByRole('button', { name: 'Pause slide rotation' }).click();
    await page.clock.runFor(10_000);
    await expect(slide).toHaveAttribute('aria-label', '1 of 3');
  });

  test('letters are hidden before 500 ms', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const heading = page.getByTestId('fade-in-heading');
    const firstLetter = heading.locator('.fade-letter').first();
    // Opacity itself is not asserted here: app.css's fallback reveal runs on real time, which
    // the paused clock does not hold.
    await expect(heading).toHaveAttribute('data-shown', 'false');
    await page.clock.runFor(400);
    await expect(heading).toHaveAttribute('data-shown', 'false');
    await page.clock.runFor(200);
    await expect(heading).toHaveAttribute('data-shown', 'true');
    await expect(firstLetter).toHaveCSS('opacity', '1');
  });

  test('brand strip scrolls on a 20 s loop and pauses on hover, focus and its button', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForReady(page);
    const list = page.locator('.brand-marquee-list').first();
    const anim = () =>
      list.evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          name: s.animationName,
          duration: s.animationDuration,
          state: s.animationPlayState,
        };
      });
    expect(await anim()).toEqual({
      name: 'brand-marquee-scroll',
      duration: '20s',
      state: 'running',
    });
    await page.getByTestId('brand-marquee').hover();
    expect((await anim()).state).toBe('paused');
    await page.mouse.move(0, 0);
    expect((await anim()).state).toBe('running');
    await list.locator('a').first().focus();
    expect((await anim()).state).toBe('paused');
    await page.getByRole('button', { name: 'Pause logos' }).click();
    await page.mouse.move(0, 0);
    expect((await anim()).state).toBe('paused');
    await page.getByRole('button', { name: 'Play logos' }).click();
    await page.mouse.move(0, 0);
    expect((await anim()).state).toBe('running');
  });

  test('nothing moves under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(1500);
    await waitForReady(page);
    await expect(page.getByTestId('fade-in-heading')).toHaveAttribute('data-shown', 'true');
    await page.mouse.move(0, 700);
    await page.clock.runFor(10_000);
    await expect(page.locator(active)).toHaveAttribute('aria-label', '1 of 3');
    const name = await page
      .locator('.brand-marquee-list')
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe('none');
    await expect(page.locator('.brand-marquee-list[aria-hidden="true"]')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pause logos' })).toBeHidden();
  });
});

test.describe('/demos', () => {
  test("'View Live Demo' records the product and confirms it", async ({ page }) => {
    await page.goto('/demos');
    await waitForReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Demos');
    const status = page.getByTestId('demo-selection');
    await expect(status).toHaveText('');
    await page.getByRole('button', { name: 'View Live Demo for TrapTerra' }).click();
    await expect(status).toContainText('TrapTerra live demo selected');
    await expect(page.getByTestId('demo-card-trapterra')).toHaveAttribute('data-selected', 'true');
    await page.getByRole('button', { name: 'View Live Demo for MediScan AI' }).click();
    await expect(status).toContainText('MediScan AI live demo selected');
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const connect = page.locator('section', {
      has: page.getByRole('heading', { name: 'Connect With Us' }),
    });
    const links = await connect
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('target')]));
    expect(links).toEqual([
      [site.links.linkedinCompany, '_blank'],
      [site.links.microblog, '_blank'],
      [site.links.codeHost, '_blank'],
      [`mailto:${site.emails.support}`, null],
    ]);
  });

  test("'Explore Optimus' opens /optimus with a full page load", async ({ page }) => {
    await page.goto('/demos');
    await waitForReady(page);
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await page.getByRole('link', { name: 'Explore Optimus' }).click();
    await expect(page).toHaveURL(/\/optimus$/);
    await page.waitForLoadState('load');
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBeUndefined();
  });
});

test('/faq: one answer open at a time; clicking the open one closes it', async ({ page }) => {
  await page.goto('/faq');
  await waitForReady(page);
  const questions = page.locator('main details > summary');
  await expect(questions).toHaveCount(10);
  const open = page.locator('main details[open]');
  await expect(open).toHaveCount(0);
  await questions.nth(1).click();
  await expect(open).toHaveCount(1);
  await expect(page.getByText('over 95% precision')).toBeVisible();
  await questions.nth(2).click();
  await expect(open).toHaveCount(1);
  await expect(page.getByText('Up to 7 days')).toBeVisible();
  await expect(page.getByText('over 95% precision')).toBeHidden();
  await questions.nth(2).click();
  await expect(open).toHaveCount(0);
  // Keyboard: a summary is focusable and Enter toggles it.
  await questions.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect(open).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(open).toHaveCount(0);
  await page.getByRole('link', { name: 'Contact Us' }).last().click();
  await expect(page).toHaveURL(/\/contact$/);
});

test.describe('/policy tabs', () => {
  test('Privacy Policy by default; arrows and clicks switch; the URL follows', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/policy');
    await waitForReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Information');
    const privacy = page.getByRole('tab', { name: 'Privacy Policy' });
    const terms = page.getByRole('tab', { name: 'Terms of Service' });
    await expect(privacy).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Effective date: January 1, 2024');
    await expect(page.getByRole('tabpanel')).toContainText('cookieConsent');
    await privacy.focus();
    await page.keyboard.press('ArrowRight');
    await expect(terms).toBeFocused();
    await expect(terms).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/policy\?tab=terms$/);
    await expect(page.getByRole('tabpanel')).toContainText('United States dollars (USD)');
    await expect(page.getByRole('tabpanel')).toContainText('laws of the United States of America');
    await privacy.click();
    await expect(page).toHaveURL(/\/policy$/);
    expect(consoleErrors).toEqual([]);
  });

  test('?tab=terms opens the Terms of Service without a hydration error', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/policy?tab=terms');
    await waitForReady(page);
    await expect(page.getByRole('tab', { name: 'Terms of Service' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('Effective date: January 1, 2024');
    expect(consoleErrors).toEqual([]);
  });
});

test('/learn: specifications, timeline, team and calls to action', async ({ page }) => {
  await page.goto('/learn');
  await waitForReady(page);
  const specs = page.locator('#specifications dd.order-1');
  await expect(specs).toHaveText(['50 TOPS', '16GB', 'IP67', '15W', '48hr']);
  await expect(page.locator('#journey time')).toHaveText(['2020', '2021', '2022', '2023', '2024']);
  await expect(page.locator('#team h3')).toHaveCount(3);
  await expect(page.locator('#team h3').first()).toHaveText(site.founder.name);
  await expect(
    page.locator('#get-started').getByRole('link', { name: 'Try Demo' }),
  ).toHaveAttribute('href', '/demos');
  await expect(
    page.locator('#get-started').getByRole('link', { name: 'Contact Us' }),
  ).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Watch Demo' })).toHaveAttribute('href', '/demos');
});

test('/edge: hero names the product from the site configuration', async ({ page }) => {
  await page.goto('/edge');
  await waitForReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${site.productBrand} Edge`);
  await expect(page.locator('#solutions h3')).toHaveText([
    'Real-time Processing',
    'Enhanced Security',
    'Smart Analytics',
  ]);
  await expect(page.locator('#why h3')).toHaveCount(4);
});
