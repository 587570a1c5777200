import {
  test,
  expect,
  waitForReady,
  pauseClock,
  readyOnPausedClock,
  axeViolations as axe,
} from './fixtures';
import type { Page } from '@playwright/test';

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

test.describe('mobile menu arrows', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const prefix of ['', '/ar']) {
    test(`${prefix || '/'}: the product arrows stand in one column at the inline end`, async ({
      page,
    }) => {
      await page.goto(prefix || '/');
      await waitForReady(page);
      await page.locator('header button[aria-controls="site-nav"]').click();
      const ends = await page.locator('#site-nav li > button').evaluateAll((buttons) =>
        buttons.map((button) => {
          const rect = button.getBoundingClientRect();
          return getComputedStyle(button).direction === 'rtl' ? rect.left : rect.right;
        }),
      );
      expect(ends).toHaveLength(5);
      const navEnd = await page
        .locator('#site-nav ul')
        .first()
        .evaluate((list) => {
          const rect = list.getBoundingClientRect();
          return getComputedStyle(list).direction === 'rtl' ? rect.left : rect.right;
        });
      for (const end of ends) expect(Math.abs(end - navEnd)).toBeLessThanOrEqual(1);
    });
  }
});

/** WCAG 2.x relative luminance of an sRGB colour (channels 0–255; WCAG 2.2 "relative luminance"). */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** WCAG 2.x contrast ratio of two opaque colours, (L1 + 0.05) / (L2 + 0.05). */
function contrast(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `top` (RGBA, alpha 0–255) painted over the opaque `bottom`. */
function over(top: readonly number[], bottom: readonly number[]): number[] {
  const alpha = top[3]! / 255;
  return [0, 1, 2].map((i) => top[i]! * alpha + bottom[i]! * (1 - alpha));
}

/**
 * For each text control of the header: its text colour and, at three heights across it, the
 * background colours under that point from the bottom of the page up (RGBA via a canvas, which
 * resolves oklab and colour-mix values the way the page paints them).
 */
async function headerTextSamples(page: Page) {
  return page.locator('header').evaluate((header) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (css: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    };
    const texts = [...header.querySelectorAll('a, button, summary')].filter((el) => {
      const rect = el.getBoundingClientRect();
      const words = [...el.childNodes].some(
        (node) =>
          (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) ||
          (node instanceof HTMLElement &&
            node.textContent?.trim() &&
            getComputedStyle(node).position !== 'absolute'),
      );
      return words && rect.width > 2 && rect.height > 2 && rect.bottom <= 64;
    });
    return texts.map((el) => {
      const rect = el.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const points = [0.3, 0.5, 0.7].map((f) => rect.top + rect.height * f);
      return {
        name: (el.textContent ?? '').trim().slice(0, 30),
        color: rgba(getComputedStyle(el).color),
        stacks: points.map((y) =>
          document
            .elementsFromPoint(x, y)
            .map((under) => rgba(getComputedStyle(under).backgroundColor))
            .reverse(),
        ),
      };
    });
  });
}

test.describe('header text contrast while scrolling', () => {
  for (const width of [375, 1280]) {
    for (const path of ['/', '/contact']) {
      test(`${path} at ${width} px: header text keeps 4.5:1 at 0, 30 and 60 px of scroll`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await waitForReady(page);
        for (const y of [0, 30, 60]) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
          // Colour transitions (300 ms) run to their end before the colours are read.
          await expect
            .poll(() =>
              page
                .locator('header')
                .evaluate(
                  (header) =>
                    header.getAnimations({ subtree: true }).filter((a) => a.playState === 'running')
                      .length,
                ),
            )
            .toBe(0);
          const samples = await headerTextSamples(page);
          expect(samples.length).toBeGreaterThan(0);
          for (const sample of samples) {
            for (const stack of sample.stacks) {
              // The page's canvas is white (body); each layer is painted over what is below.
              const background = stack.reduce(
                (below, layer) => over(layer, below),
                [255, 255, 255],
              );
              const text = over(sample.color, background);
              expect(
                contrast(text, background),
                `${sample.name} at ${y} px: text ${text.map(Math.round)} on ${background.map(Math.round)}`,
              ).toBeGreaterThanOrEqual(4.5);
            }
          }
        }
      });
    }
  }
});

test.describe('translated logo name', () => {
  test('the logo link is named in the page language, on the shared and a page-own header', async ({
    page,
  }) => {
    await page.goto('/fr/faq');
    await waitForReady(page);
    await expect(
      page.locator('header').getByRole('link', { name: 'Accueil Exemplar AI', exact: true }),
    ).toBeVisible();
    await page.goto('/de/cv');
    await waitForReady(page);
    await expect(
      page.locator('header').getByRole('link', { name: 'Exemplar AI – Startseite', exact: true }),
    ).toBeVisible();
  });
});

test.describe("a page's own header: language and search", () => {
  test('/fr/scanova: German in the switch lands on /de/scanova; the search finds a page', async ({
    page,
  }) => {
    await page.goto('/fr/scanova');
    await waitForReady(page);
    await page.locator('header button[aria-controls="language-list"]').click();
    await page
      .locator('#language-list')
      .getByRole('link', { name: /Deutsch/ })
      .click();
    await expect(page).toHaveURL(/\/de\/scanova$/);
    await waitForReady(page);
    await page.locator('header button[aria-controls="site-search"]').click();
    const input = page.locator('#site-search input');
    await expect(input).toBeFocused();
    await input.fill('Scanova');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, skipOverlayWait: false, consent: null });

  test('375 px: the open menu shows no product arrows (they need scripts), only the links', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.locator('header a[href="#site-nav"]').click();
    const nav = page.locator('#site-nav');
    await expect(nav.getByRole('link', { name: 'Scanova', exact: true })).toBeVisible();
    await expect(nav.locator('button:visible')).toHaveCount(0);
  });

  test('the language list marks the current language, visibly and with aria-current', async ({
    page,
  }) => {
    await page.goto('/fr');
    await page.locator('header details summary').click();
    const list = page.locator('header details ul');
    const current = list.locator('a[aria-current]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('hreflang', 'fr');
    const other = list.locator('a[hreflang="de"]');
    const look = (link: typeof other) =>
      link.evaluate(
        (el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).fontWeight}`,
      );
    expect(await look(current)).not.toBe(await look(other));
  });

  test("/fr/scanova: the page's own header links the other languages and the search page", async ({
    page,
  }) => {
    await page.goto('/fr/scanova');
    await page.locator('header details summary').click();
    await page.locator('header details a[hreflang="de"]').click();
    await expect(page).toHaveURL(/\/de\/scanova$/);
    await page.locator('header a[href$="/search"]').click();
    await expect(page).toHaveURL(/\/de\/search$/);
  });
});
