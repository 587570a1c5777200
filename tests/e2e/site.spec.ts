import type { Page } from '@playwright/test';
import { routePaths } from '../../app/content/schema/modules';
import { test, expect, pauseClock, waitForReady, waitForHydration } from './fixtures';
import { contentOf } from '../../app/content/site-content';

const { footerContent } = contentOf('en').footer;

// One h1 once hydrated is checked on every page, in every language, in a11y.spec.ts.
test('every route is prerendered with its own title, description and h1', async ({ request }) => {
  const titles = new Set<string>();
  for (const path of routePaths) {
    const raw = await request.get(path);
    expect(raw.status(), path).toBe(200);
    const html = await raw.text();
    expect(html, path).toMatch(/<h1[\s>]/); // prerendered, not client-rendered
    expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
    titles.add(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '');
  }
  expect(titles.size).toBe(routePaths.length);
});

test('unknown paths answer 404 with a page that links home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the loading overlay covers the page for 1.5 s and the page is marked ready at 500 ms', async ({
  page,
}) => {
  await pauseClock(page);
  await page.goto('/faq');
  await expect(page.getByTestId('loading-overlay')).toHaveCount(1);
  await waitForHydration(page); // the timers start here
  await page.clock.runFor(499);
  await expect(page.locator('html')).not.toHaveAttribute('data-page-ready', 'true');
  await page.clock.runFor(1);
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
  await page.clock.runFor(999);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
});

test('the loading overlay wears the background of the page it covers', async ({ page }) => {
  // The first view's element that paints the page background, per route (config/first-view-surfaces.ts).
  const firstViews: Record<string, string> = {
    '/': '#home',
    '/faq': 'main > section:first-of-type',
    '/optimus': '[data-testid="hero-slider"]',
    '/lumen': '[data-testid="hero-slider"]',
    '/scanova': 'main > section:first-of-type',
    '/cv': 'main > section:first-of-type',
    '/ar/iffer': 'main > div:first-of-type',
  };
  const paint = (el: Element) => {
    const style = getComputedStyle(el);
    return `${style.backgroundColor} ${style.backgroundImage}`;
  };
  await pauseClock(page); // the overlay stays until the clock runs
  const seen = new Set<string>();
  for (const [route, selector] of Object.entries(firstViews)) {
    await page.goto(route);
    const overlay = await page.getByTestId('loading-overlay').evaluate(paint);
    expect(overlay, route).toBe(await page.locator(selector).first().evaluate(paint));
    seen.add(overlay);
  }
  expect(seen.size).toBe(5); // navy, stone, the teal gradient, slate-50, slate-100
});

test.describe('cookie banner', () => {
  test.use({ consent: null });

  test('shows until a choice, stores it, and stays hidden after reload', async ({ page }) => {
    await page.goto('/');
    await waitForReady(page);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    const accept = await banner.getByRole('button', { name: 'Accept All' }).boundingBox();
    const decline = await banner.getByRole('button', { name: 'Decline' }).boundingBox();
    expect(accept?.width).toBe(decline?.width); // equally prominent
    expect(accept?.height).toBe(decline?.height);
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');
    await page.reload();
    await waitForReady(page);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await banner.getByRole('button', { name: 'Accept All' }).click();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
  });

  test('is in the prerendered page, painted before the scripts arrive', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/ar/faq', { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await waitForReady(page);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
  });
});

test.describe('cookie banner, choice stored', () => {
  test.use({ consent: 'accepted' });

  test('never shown, neither before hydration nor after', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/faq', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-consent-chosen', '');
    // In the HTML (prerendered for first visits), hidden by the head script's mark.
    await expect(page.getByTestId('cookie-banner')).toHaveCount(1);
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    release();
    await waitForReady(page);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    // Reopened from the footer, it shows although <html> keeps the mark.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
  });
});

test('hydration scripts are fetched after the first paint, and the page hydrates', async ({
  page,
}) => {
  // The stylesheet blocks rendering; while it is held, no frame can be painted.
  let releaseCss = () => {};
  const cssGate = new Promise<void>((resolve) => (releaseCss = resolve));
  await page.route('**/assets/layout-*.css', async (route) => {
    await cssGate;
    await route.continue();
  });
  const events: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/.*\.js$/.test(request.url())) events.push('script');
  });
  page.on('requestfinished', (request) => {
    if (/\/assets\/layout-.*\.css$/.test(request.url())) events.push('stylesheet');
  });
  await page.goto('/', { waitUntil: 'commit' });
  // The head is parsed (before the deferral, its modulepreloads were fetched from here on)…
  // polled by time: requestAnimationFrame, Playwright's default, waits for a frame.
  await page.waitForFunction(
    () => document.querySelector('link[rel="stylesheet"]') !== null,
    null,
    {
      polling: 50,
    },
  );
  await page.waitForTimeout(500);
  expect(events).toEqual([]);
  // …and nothing in the markup preloads a script.
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
  releaseCss();
  await waitForReady(page);
  expect(events[0]).toBe('stylesheet');
  expect(events.filter((event) => event === 'script').length).toBeGreaterThan(3);
});

/** Holds every script request until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test('sitemap.xml, robots.txt and JSON-LD are served', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  // Every route in each of the five languages.
  expect((await sitemap.text()).match(/<loc>/g)).toHaveLength(routePaths.length * 5);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap:');
  const html = await (await request.get('/faq')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string },
  );
  expect(blocks.map((b) => b['@type'])).toContain('Organization');
  expect(html).toContain('property="og:image"');
  expect(html).toContain('name="twitter:card"');
  const og = await request.get('/og-image.png');
  expect(og.status()).toBe(200);
  expect(og.headers()['content-type']).toBe('image/png');
});

test('product pages carry Product JSON-LD (Lumen with its USD price)', async ({ request }) => {
  for (const path of ['/optimus', '/scanova', '/lumen', '/edge']) {
    const html = await (await request.get(path)).text();
    const types = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (m) =>
        JSON.parse(m[1]!) as { '@type': string; offers?: { price: string; priceCurrency: string } },
    );
    const product = types.find((t) => t['@type'] === 'Product');
    expect(product, path).toBeTruthy();
    if (path === '/lumen')
      expect(product?.offers).toMatchObject({ price: '299.00', priceCurrency: 'USD' });
  }
});

test.describe('a failed route chunk', () => {
  // The recovery compares Date.now() across a reload: real time, not the fixture's moved clock.
  test.use({ skipOverlayWait: false });
  test('a route chunk that fails to load lands on the page asked for, without a loop', async ({
    page,
  }) => {
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto('/');
    await waitForReady(page);
    // From now on the FAQ route's own chunk cannot be fetched (a deploy removed it, or the network).
    await page.route(/\/assets\/faq-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.locator('header').getByRole('link', { name: 'FAQ', exact: true }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    // The prerendered FAQ page works without its chunk: the heading and the answers are there.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await expect(page.locator('main details')).toHaveCount(10);
    // React Router's reload of '/', then our one full load of /faq: no more.
    expect(documents).toBeLessThanOrEqual(3);
  });
});

test('spec §8: the footer logo that fails before hydration shows the fallback logo', async ({
  page,
}) => {
  await page.route(`**${footerContent.logo.src}`, (route) => route.abort('failed'));
  await page.goto('/');
  await waitForReady(page);
  const logo = page.locator('footer img').first();
  await logo.scrollIntoViewIfNeeded();
  await expect(logo).toHaveAttribute('src', footerContent.logo.fallback);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test('if the header, footer or search chunk cannot load, plain stand-ins keep the page usable', async ({
  page,
}) => {
  await page.route(/\/assets\/(header-bar|footer-body)-[\w-]+\.js$/, (route) =>
    route.abort('failed'),
  );
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

test('if the search box cannot load, a link to the results page stands in', async ({ page }) => {
  await page.route(/\/assets\/search-form-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/fr/faq');
  await waitForReady(page);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  const link = page.getByRole('link', { name: 'Rechercher sur le site' });
  await expect(link).toHaveAttribute('href', '/fr/search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page opened scrolled (a #section link) wakes its header without any activity', async ({
  page,
}) => {
  await page.goto('/faq#faq-9-title');
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true', {
    timeout: 15_000,
  });
  await expect(page.locator('header').first()).toHaveAttribute('data-interactive', 'true');
  await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true');
});

test.describe('a first tap on a part that hydrates on the first activity is not lost', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  /** Holds `pattern`'s chunk so the tap surely lands before that part has hydrated. */
  async function holdChunk(page: Page, pattern: RegExp) {
    await page.route(pattern, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
  }

  test('the menu button opens the menu on the tap that woke the header', async ({ page }) => {
    await holdChunk(page, /\/assets\/header-bar-[^/]+\.js$/);
    await page.goto('/faq');
    await waitForHydration(page);
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    const toggle = page.locator('header button[aria-controls="site-nav"]');
    await expect(page.locator('header').first()).toHaveAttribute('data-interactive', 'false');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-nav').getByRole('link', { name: 'FAQ' })).toBeVisible();
  });

  test('the chat launcher opens the chat on the tap that woke it', async ({ page }) => {
    await holdChunk(page, /\/assets\/chat-dialog-[^/]+\.js$/);
    await page.goto('/contact');
    await waitForHydration(page);
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await launcher.tap();
    await expect(page.getByRole('dialog', { name: 'Chat Support' })).toBeVisible();
  });
});
