import { PDFDocument, PDFName } from 'pdf-lib';
import type { Locator, Page } from '@playwright/test';
import { site } from '../../common/site';
import { LOCALES, localizePath } from '../../common/i18n';
import { documentPaths, localizeDocumentPath, unregisteredPaths } from '../../app/config/paths';
import {
  test,
  expect,
  pauseClock,
  waitForReady,
  readyOnPausedClock,
  waitForSectionsDrawn,
} from './fixtures';

const productPages = ['/optimus', '/scanova', '/lumen', '/iffer', '/cv'] as const;

/** With a paused clock: tick until the page is hydrated and the 1.5 s overlay is gone. */

const activeSlide = (carousel: Locator) =>
  carousel.locator('[aria-roledescription="slide"][data-active="true"]');

/** Hover, then leave: the rotation restarts a full interval from this moment (WAI-ARIA pause on hover). */
async function restartRotation(page: Page, carousel: Locator): Promise<void> {
  await carousel.hover({ position: { x: 5, y: 60 } });
  await page.mouse.move(2, 2);
}

/** Fulfils the Iffer platform frame with a small page once `release` resolves. */
async function holdIfferFrame(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${new URL(site.links.ifferPlatform).origin}/**`, async (route) => {
    await gate;
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Iffer</title><h1>Iffer platform</h1></html>',
    });
  });
  return release;
}

test.describe('/optimus', () => {
  test('sections in order; three-slide hero auto-advancing every 5000 ms with wrap', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/optimus');
    await readyOnPausedClock(page);
    const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual([
      'mobile-experience',
      'concept',
      'features',
      'technology',
      'benefits',
      'contact',
    ]);
    await expect(page.locator('#features li')).toHaveCount(6);
    await expect(page.locator('#benefits li')).toHaveCount(4);
    await expect(page.locator('#technology')).toContainText('$60 to $80 per unit');
    const hero = page.getByRole('region', { name: 'Optimus highlights' });
    await expect(hero.getByTestId('carousel-dot')).toHaveCount(3);
    await restartRotation(page, hero);
    const title = () => activeSlide(hero).getByRole('heading', { level: 2 });
    const first = await title().textContent();
    const order = ['Optimus', 'Advanced Monitoring', 'Predictive Healthcare'];
    let i = order.indexOf(first!);
    await page.clock.runFor(4999);
    await expect(title()).toHaveText(order[i]!);
    for (let n = 0; n < 3; n++) {
      await page.clock.runFor(n === 0 ? 1 : 5000);
      i = (i + 1) % 3;
      await expect(title()).toHaveText(order[i]!);
    }
    await expect(activeSlide(hero)).toHaveCSS('transition-duration', '0.8s');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('scroll arrow goes to mobile-experience; the section nav marks the section within 100 px', async ({
      page,
    }) => {
      await page.goto('/optimus');
      await waitForReady(page);
      await page.getByTestId('scroll-down').click();
      await expect(page).toHaveURL(/#mobile-experience$/);
      await expect(page.locator('#mobile-experience')).toBeInViewport();
      const nav = page.getByTestId('section-nav');
      await expect(nav.locator('[aria-current="location"]')).toHaveAttribute(
        'href',
        '#mobile-experience',
      );
      const top = await page
        .locator('#features')
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await page.evaluate((y) => window.scrollTo(0, y), top - 101);
      await expect(nav.locator('[aria-current="location"]')).toHaveAttribute('href', '#concept');
      await page.evaluate((y) => window.scrollTo(0, y), top - 100);
      await expect(nav.locator('[aria-current="location"]')).toHaveAttribute('href', '#features');
    });
  });
});

test.describe('/scanova', () => {
  test('header, hero, sections, team → /cv and the 4 s prototype carousel', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/scanova');
    await readyOnPausedClock(page);
    const nav = page.getByRole('navigation', { name: 'Scanova' });
    await expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('href', /#team$/);
    await expect(nav.getByRole('link', { name: /Presentation/ })).toHaveAttribute(
      'href',
      documentPaths.scanovaDeck,
    );
    await expect(nav.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Scanova home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'AI-Powered Smart Air Purifier',
    );
    await expect(page.getByRole('link', { name: 'Explore Features' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Watch Demo' })).toHaveAttribute(
      'href',
      '#presentation',
    );
    const ids = await page
      .locator('main > section[id]')
      .evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual([
      'prototypes',
      'frameworks',
      'subsystems',
      'ai-layer',
      'architecture',
      'example',
      'team',
      'presentation',
    ]);
    await expect(page.locator('#subsystems li')).toHaveCount(4);

    const carousel = page.getByRole('region', { name: 'Scanova prototypes' });
    await expect(carousel.getByTestId('carousel-dot')).toHaveCount(4);
    const caption = () => activeSlide(carousel).locator('figcaption span').first();
    await carousel.getByRole('button', { name: 'Show V1: Basic positioning' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(caption()).toHaveText('V4');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(caption()).toHaveText('V1');
    await page.locator('h1').click(); // focus leaves the carousel, so rotation may resume
    await restartRotation(page, carousel);
    await page.clock.runFor(3999);
    await expect(caption()).toHaveText('V1');
    await page.clock.runFor(1);
    await expect(caption()).toHaveText('V2');

    await page.locator('#team').getByRole('link', { name: 'View CV' }).click();
    await expect(page).toHaveURL(/\/cv$/);
  });

  test('live readings start at the spec values, then change every 3 s within the spec ranges', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/scanova');
    const readings = page.getByTestId('live-readings');
    await expect(readings).toHaveAttribute('aria-live', 'off');
    await expect(page.getByTestId('reading-aqi')).toHaveText('28');
    await expect(page.getByTestId('reading-battery')).toHaveText('92');
    await expect(page.getByTestId('reading-autonomy')).toHaveText('18');
    await readyOnPausedClock(page);
    const snapshot = () => readings.locator('dd').allTextContents();
    const before = await snapshot();
    await page.clock.runFor(3000);
    await expect.poll(snapshot).not.toEqual(before);
    const value = async (id: string) =>
      Number(await page.getByTestId(`reading-${id}`).textContent());
    const ranges: Record<string, [number, number]> = {
      pm25: [5, 50],
      pm10: [8, 80],
      co2: [350, 800],
      humidity: [30, 70],
      temperature: [18, 28],
      voc: [0.1, 2],
      solar: [0, 100],
      battery: [20, 100],
      power: [20, 80],
    };
    for (const [id, [min, max]] of Object.entries(ranges)) {
      const v = await value(id);
      expect(v, id).toBeGreaterThanOrEqual(min);
      expect(v, id).toBeLessThanOrEqual(max);
    }
  });

  test('each live-reading label fits its tile at 375 px, long German words included', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/scanova', '/de/scanova', '/fr/scanova']) {
      await page.goto(path);
      await waitForReady(page);
      // Each tile's label and figure stay inside the tile: no word cut off at its edge.
      const overflowing = await page
        .getByTestId('live-readings')
        .locator('dl > div')
        .evaluateAll((tiles) =>
          tiles
            .filter((tile) => {
              const box = tile.getBoundingClientRect();
              return [...tile.children].some((child) => {
                const inner = child.getBoundingClientRect();
                return (
                  child.scrollWidth > child.clientWidth + 1 ||
                  inner.left < box.left - 1 ||
                  inner.right > box.right + 1
                );
              });
            })
            .map((tile) => tile.textContent),
        );
      expect(overflowing, path).toEqual([]);
    }
  });

  test('the header logo falls back to the default logo when it fails (spec §8)', async ({
    page,
  }) => {
    await page.route('**/images/scanova/logo.svg', (route) => route.abort());
    await page.goto('/scanova');
    await waitForReady(page);
    const logo = page.getByRole('link', { name: 'Scanova home' }).locator('img');
    await expect(logo).toHaveAttribute('src', '/images/scanova/logo-default.svg');
    // The footer logo loads lazily: it fails, and falls back, once scrolled near.
    await page.locator('footer img').scrollIntoViewIfNeeded();
    await expect(page.locator('footer img')).toHaveAttribute(
      'src',
      '/images/scanova/logo-default.svg',
    );
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the hamburger opens the menu; choosing a link closes it', async ({ page }) => {
      await page.goto('/scanova');
      await waitForReady(page);
      const toggle = page.getByRole('button', { name: 'Menu' });
      const team = page.locator('header').getByRole('link', { name: 'Team' });
      await expect(team).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await team.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page).toHaveURL(/#team$/);
    });
  });
});

test.describe('/lumen', () => {
  test('header, slider with clickable indicators every 5 s, demo views, pricing, seven components, download', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/lumen');
    await readyOnPausedClock(page);
    const nav = page.getByRole('navigation', { name: 'Lumen' });
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Features',
      'Contact',
      /Download Presentation/,
    ]);
    const hero = page.getByRole('region', { name: 'Lumen highlights' });
    await hero.getByRole('button', { name: 'Show Smart Charging' }).click();
    const title = () => activeSlide(hero).getByRole('heading', { level: 2 });
    await expect(title()).toHaveText('Smart Charging');
    await expect(activeSlide(hero).locator('li')).toHaveCount(3);
    await page.locator('h1').click();
    await restartRotation(page, hero);
    await page.clock.runFor(4999);
    await expect(title()).toHaveText('Smart Charging');
    await page.clock.runFor(1);
    await expect(title()).toHaveText('Off-Grid Ready');
    await page.clock.runFor(5000);
    await expect(title()).toHaveText('Lumen');

    await expect(page.locator('#demo figcaption')).toHaveText([
      'Front view',
      'Back view',
      'Side view',
    ]);
    await expect(page.getByTestId('price')).toHaveText(['$299', '40,000']);
    await expect(page.locator('#pricing')).toContainText('USD');
    await expect(page.locator('#pricing')).toContainText('DZD');
    await expect(page.locator('#components ol > li')).toHaveCount(7);
    await expect(page.locator('#download a[download]')).toHaveAttribute(
      'href',
      documentPaths.lumenDeck,
    );
    await nav.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/#features$/);
  });
});

test.describe('/iffer', () => {
  test('an unreachable platform shows a message with a link to open it', async ({ page }) => {
    await page.route(`${new URL(site.links.ifferPlatform).origin}/**`, (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('/iffer');
    await waitForReady(page);
    const alert = page.getByTestId('iffer-unreachable');
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link')).toHaveAttribute('href', site.links.ifferPlatform);
    await expect(page.getByTestId('iffer-loading')).toHaveCount(0);
  });

  test('shows the loading text until the platform frame loads', async ({ page }) => {
    const release = await holdIfferFrame(page);
    // 'load' waits for the held frame: wait for the document only.
    await page.goto('/iffer', { waitUntil: 'domcontentloaded' });
    await waitForReady(page);
    const frame = page.getByTitle('Iffer platform');
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups',
    );
    await expect(page.getByTestId('iffer-loading')).toHaveText('Loading Iffer Platform...');
    release();
    await expect(page.getByTestId('iffer-loading')).toHaveCount(0);
    await expect(
      page.frameLocator('iframe[title="Iffer platform"]').getByRole('heading'),
    ).toHaveText('Iffer platform');
  });

  test('a platform that answers before the page hydrates clears the loading text', async ({
    page,
  }) => {
    let platformRequests = 0;
    await page.route(`${new URL(site.links.ifferPlatform).origin}/**`, (route) => {
      platformRequests += 1;
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Iffer</title><h1>Iffer platform</h1></html>',
      });
    });
    // Scripts arrive late, so a prerendered frame would have loaded before React listened.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/iffer');
    await waitForReady(page);
    await expect(page.getByTestId('iffer-loading')).toHaveCount(0);
    await expect(page.getByTestId('iffer-unreachable')).toHaveCount(0);
    await expect(
      page.frameLocator('iframe[title="Iffer platform"]').getByRole('heading'),
    ).toHaveText('Iffer platform');
    expect(platformRequests).toBeGreaterThan(0);
  });

  test('the dropdown buttons are named in the page language', async ({ page }) => {
    await holdIfferFrame(page);
    await page.goto('/de/iffer', { waitUntil: 'domcontentloaded' });
    await waitForReady(page);
    const nav = page.getByRole('navigation', { name: 'Iffer' });
    await expect(nav.getByRole('button', { name: 'Untermenü Lebenslauf' })).toBeAttached();
    await expect(nav.getByRole('button', { name: 'Untermenü Scanova' })).toBeAttached();
  });

  test('the Scanova and CV dropdowns open on hover and by keyboard; their targets are the 404 page', async ({
    page,
    request,
  }) => {
    await holdIfferFrame(page);
    await page.goto('/iffer', { waitUntil: 'domcontentloaded' });
    await waitForReady(page);
    const nav = page.getByRole('navigation', { name: 'Iffer' });
    await nav.getByRole('link', { name: 'CV', exact: true }).hover();
    await expect(nav.getByRole('button', { name: 'CV submenu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/cv/profile');
    await page.mouse.move(600, 500);
    await expect(nav.getByRole('button', { name: 'CV submenu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    const button = nav.getByRole('button', { name: 'Scanova submenu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    // The submenus' links to pages the spec names but does not register (spec §2).
    for (const path of unregisteredPaths.filter((p) => /^\/(scanova|cv)\//.test(p))) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'QR Generator' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test.describe('/cv', () => {
  test('the PDF viewer is created on the first activity, in a box of the same size', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/cv', { waitUntil: 'networkidle' });
    const standIn = page.getByTestId('cv-frame-standin');
    await expect(standIn).toContainText('Curriculum vitae');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(requests).not.toContain(documentPaths.cv);
    const box = await standIn.boundingBox();
    await page.mouse.move(10, 300);
    const frame = page.locator(`iframe[src="${documentPaths.cv}#toolbar=0"]`);
    await expect(frame).toBeVisible();
    await expect(standIn).toHaveCount(0);
    const frameBox = await frame.boundingBox();
    expect(frameBox?.height).toBe(box?.height);
    expect(frameBox?.y).toBe(box?.y);
  });

  test('logo, LinkedIn in a new tab, Back to Home, embedded PDF and Download CV', async ({
    page,
  }) => {
    await page.goto('/cv');
    await waitForReady(page);
    await expect(page.getByRole('link', { name: /home$/ }).first()).toHaveAttribute('href', '/');
    const linkedin = page.getByRole('link', { name: /LinkedIn/ }).first();
    await expect(linkedin).toHaveAttribute('href', site.founder.profileUrl);
    await expect(linkedin).toHaveAttribute('target', '_blank');
    // #toolbar=0: Chromium's PDF toolbar slid in after load and shifted the page (layout shift).
    await expect(page.locator(`iframe[src="${documentPaths.cv}#toolbar=0"]`)).toHaveAttribute(
      'title',
      /Curriculum vitae/,
    );
    await expect(page.getByRole('link', { name: 'Download CV' })).toHaveAttribute(
      'download',
      'cv.pdf',
    );
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()}`);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('covers the page with the 1.5 s overlay first', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/cv');
    await expect(page.getByTestId('loading-overlay')).toHaveCount(1);
    await readyOnPausedClock(page);
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 768, height: 900 } });

    test('at 768 px the header collapses into a menu button', async ({ page }) => {
      await page.goto('/cv');
      await waitForReady(page);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('link', { name: /LinkedIn/ }).first()).toBeVisible();
    });
  });
});

for (const locale of LOCALES) {
  test(`${locale}: every page links its language's PDFs, each answering 200 with a valid application/pdf`, async ({
    page,
    request,
  }) => {
    const hrefs = new Set<string>();
    (await holdIfferFrame(page))();
    for (const path of productPages) {
      await page.goto(localizePath(path, locale));
      const found = await page
        .locator('a[href*=".pdf"], iframe[src*=".pdf"]')
        .evaluateAll((els) =>
          els.map((el) => (el.getAttribute('href') ?? el.getAttribute('src') ?? '').split('#')[0]!),
        );
      for (const href of found) hrefs.add(href);
    }
    // English's at the paths they always had (/docs/cv.pdf), the others' under /docs/<locale>/.
    expect([...hrefs].sort()).toEqual(
      Object.values(documentPaths)
        .map((path) => localizeDocumentPath(path, locale))
        .sort(),
    );
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toContain('application/pdf');
      const doc = await PDFDocument.load(await response.body());
      expect(doc.getPageCount(), href).toBeGreaterThanOrEqual(href.endsWith('/cv.pdf') ? 2 : 4);
      expect(doc.catalog.get(PDFName.of('Lang'))?.toString(), href).toContain(locale);
    }
  });
}

// axe runs on these pages, in every language and at two widths, in a11y.spec.ts.
test.describe('rendering without console errors', () => {
  // The shared fixture's consent script also runs inside iframes (the PDF viewer, the sandboxed
  // platform), where storage is unavailable, and logs errors there; this one runs in the top
  // frame only.
  test.use({ consent: null });

  for (const path of productPages) {
    test(`${path} renders one h1 and logs no console error`, async ({ page, consoleErrors }) => {
      await page.addInitScript(() => {
        if (window.top === window) window.localStorage.setItem('cookieConsent', 'declined');
      });
      await holdIfferFrame(page).then((release) => release());
      await page.goto(path);
      await waitForReady(page);
      await waitForSectionsDrawn(page);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(consoleErrors).toEqual([]);
    });
  }
});
