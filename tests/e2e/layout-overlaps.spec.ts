/**
 * Overlaps and alignment, checked by geometry: no floating control (the chat launcher, the
 * snackbar, the cookie banner, a section nav) covers a control of the page; the hero, the
 * header's logo and the first section share one inline-start edge (DESIGN §3 content width,
 * spec §9 1200 px), mirrored in Arabic; the call to action is the content column's width; the
 * cookie banner is opaque; the Scanova artwork fills its stage; the /edge hero has no empty half;
 * and without scripts the logo strip offers no Pause button that could not work.
 */
import type { Page } from '@playwright/test';
import { test, expect, waitForReady } from './fixtures';
import { box, intersects } from './geometry';

/** Layout tolerance (px): boxes land on fractional pixels. */
const PX = 1;

/** The twelve routes of spec §2 (app/routes.ts), in English. */
const ROUTES = [
  '/',
  '/demos',
  '/contact',
  '/optimus',
  '/faq',
  '/learn',
  '/scanova',
  '/cv',
  '/iffer',
  '/edge',
  '/lumen',
  '/policy',
  '/search',
];

/** The text width of the content column: 1200 px less two 16 px gutters (spec §9). */
const COLUMN = 1168;

async function open(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
  await page.goto(path);
  await waitForReady(page);
}

/**
 * The focusable controls in the view under a fixed or sticky element that does not hold them
 * (document.elementFromPoint), described for the failure message. Not only its centre: the part
 * of each control in the view is probed on a grid (centre, edges 8 px in), so a launcher over
 * the end of a field, where what is typed ends, or over the visible top of a field cut by the
 * bottom of the view, counts. The site header covers the page by design as it scrolls, and so
 * may the elements matching `mayCover` (the open cookie banner); a control that floats itself
 * (the chat launcher, the banner's buttons) must never be covered.
 */
async function coveredControls(page: Page, mayCover: string[] = []): Promise<string[]> {
  return page.evaluate((allowed) => {
    const floating = (el: Element | null): Element | null => {
      for (let e = el; e; e = e.parentElement) {
        const position = getComputedStyle(e).position;
        if (position === 'fixed' || position === 'sticky') return e;
      }
      return null;
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(
        el.getAttribute('aria-label') ??
        el.textContent ??
        ''
      )
        .trim()
        .slice(0, 30)}"`;
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    );
    const found: string[] = [];
    for (const control of controls) {
      const r = control.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (getComputedStyle(control).visibility === 'hidden') continue;
      // The part in the view, probed on a 3 × 3 grid 8 px in from its edges.
      const top = Math.max(r.top, 0);
      const bottom = Math.min(r.bottom, innerHeight);
      if (bottom <= top || r.right <= 0 || r.left >= innerWidth) continue;
      const dx = Math.min(8, r.width / 4);
      const dy = Math.min(8, (bottom - top) / 4);
      const points = [r.left + dx, r.left + r.width / 2, r.right - dx].flatMap((x) =>
        [top + dy, (top + bottom) / 2, bottom - dy].map((y) => [x, y] as const),
      );
      for (const [x, y] of points) {
        if (x < 0 || x >= innerWidth) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || control.contains(hit) || hit.contains(control)) continue;
        const cover = floating(hit);
        if (!cover || cover.contains(control)) continue;
        const floats = floating(control) !== null;
        const excused = cover.tagName === 'HEADER' || allowed.some((s) => cover.matches(s));
        if (floats || !excused) {
          found.push(
            `${name(control)} under ${name(cover)} at (${Math.round(x)}, ${Math.round(y)})`,
          );
          break;
        }
      }
    }
    return found;
  }, mayCover);
}

test.describe('no floating element covers a control in the first view', () => {
  // Each page loads once at phone width, then the window widens to 1280 px (the layout and the
  // floating controls follow the resize, as for a visitor who widens the window).
  test('375 and 1280 px: the twelve routes in English and / in Arabic', async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const path of [...ROUTES, '/ar']) {
      await open(page, path, 375);
      for (const p of await coveredControls(page)) problems.push(`${path} at 375 px: ${p}`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      for (const p of await coveredControls(page)) problems.push(`${path} at 1280 px: ${p}`);
    }
    expect(problems).toEqual([]);
  });

  test.describe('with the cookie banner showing', () => {
    test.use({ consent: null });
    for (const width of [375, 1280]) {
      test(`/contact at ${width} px: the banner covers none of the floating controls`, async ({
        page,
      }) => {
        await open(page, '/contact', width);
        await expect(page.getByTestId('cookie-banner')).toBeVisible();
        // The banner may cover the page under it (the visitor answers it first), but not the
        // chat launcher docked in its band, and nothing covers its own two buttons.
        expect(await coveredControls(page, ['[data-testid="cookie-banner"]'])).toEqual([]);
      });
    }
  });
});

/** Where a text (or, for a centred heading, the column it is centred in) starts, in px from the left. */
async function startEdges(page: Page) {
  return page.evaluate((contentWidth) => {
    const textRects = (el: Element) => {
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
      }
      return rects;
    };
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const textStart = (el: Element) => {
      const rects = textRects(el);
      return rtl ? Math.max(...rects.map((r) => r.right)) : Math.min(...rects.map((r) => r.left));
    };
    const contentStart = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return rtl ? r.right - parseFloat(s.paddingRight) : r.left + parseFloat(s.paddingLeft);
    };
    const header = document.querySelector('header')!;
    const logo = header.querySelector('a:has(svg, img)')!;
    const logoBox = logo.getBoundingClientRect();
    const h1 = document.querySelector('main h1')!;
    // The first section heading after the hero with a start edge to share: a start-aligned
    // heading's text, or the content column a centred heading is centred in. A centred
    // statement in the narrower reading column (the home page's mission) has none.
    let section: number | null = null;
    let sectionName = '';
    for (const h2 of document.querySelectorAll('main h2')) {
      if (h1.compareDocumentPosition(h2) & Node.DOCUMENT_POSITION_PRECEDING) continue;
      if (h2.closest('section') === h1.closest('section')) continue;
      if (getComputedStyle(h2).textAlign !== 'center') {
        section = textStart(h2);
      } else {
        let column = h2.parentElement!;
        while (column.getBoundingClientRect().width < contentWidth - 2)
          column = column.parentElement!;
        if (column.getBoundingClientRect().width > contentWidth + 32 + 2) continue;
        section = contentStart(column);
      }
      sectionName = h2.textContent?.trim() ?? '';
      break;
    }
    return {
      rtl,
      logo: rtl ? logoBox.right : logoBox.left,
      hero: textStart(h1),
      section,
      sectionName,
    };
  }, COLUMN);
}

test.describe('hero, header and content share one inline-start edge', () => {
  test('1280 px: /, /contact, /optimus, /edge, /es/edge, and mirrored in Arabic', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const path of [
      '/',
      '/contact',
      '/optimus',
      '/edge',
      '/es/edge',
      '/ar/contact',
      '/ar/edge',
    ]) {
      await open(page, path, 1280);
      const edges = await startEdges(page);
      expect(edges.rtl, path).toBe(path.startsWith('/ar'));
      // The frame: 1200 px centred, 16 px gutters (the header bar's `max-w-content px-4`).
      const expected = edges.rtl ? (1280 + COLUMN) / 2 : (1280 - COLUMN) / 2;
      expect(Math.abs(edges.logo - expected), `${path}: logo`).toBeLessThanOrEqual(PX);
      expect(Math.abs(edges.hero - edges.logo), `${path}: hero`).toBeLessThanOrEqual(PX);
      expect(edges.section, `${path}: a first section`).not.toBeNull();
      expect(
        Math.abs(edges.section! - edges.logo),
        `${path}: section "${edges.sectionName}"`,
      ).toBeLessThanOrEqual(PX);
    }
  });
});

test.describe('/contact: the chat launcher and the snackbar', () => {
  for (const width of [1024, 1280]) {
    test(`${width} px: at every scroll position the chat launcher covers no form control`, async ({
      page,
    }) => {
      await open(page, '/contact', width);
      const launcher = page.getByRole('button', { name: 'Chat with us' });
      await expect(launcher).toBeVisible();
      const controls = page
        .locator('#contact-form')
        .locator('input:not([tabindex="-1"]), textarea, button');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 150) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        const dock = await box(launcher);
        for (const control of await controls.all()) {
          const b = await control.boundingBox();
          if (b) expect(intersects(dock, b), `scrolled to ${y}`).toBe(false);
        }
      }
    });
  }

  for (const width of [375, 1280]) {
    test(`${width} px: the error snackbar leaves the Send button it answers in view`, async ({
      page,
    }) => {
      await open(page, '/contact', width);
      await page.getByLabel('Name').fill('A');
      await page.getByLabel('Email').fill('no-at-sign');
      await page.getByLabel('Subject').fill('S');
      await page.getByLabel('Message').fill('M');
      const send = page.getByRole('button', { name: 'Send Message' });
      // The button at the bottom of the view, where the snackbar appears (spec §2: bottom centre).
      const before = await box(send);
      const viewport = page.viewportSize()!;
      await page.evaluate(
        (dy) => window.scrollBy({ top: dy, behavior: 'instant' }),
        before.y + before.height - (viewport.height - 8),
      );
      await send.click();
      const snackbar = page.getByTestId('snackbar');
      await expect(snackbar).toContainText('Please enter a valid email address');
      await expect(async () => {
        const after = await box(send);
        expect(intersects(await box(snackbar), after)).toBe(false);
        expect(after.y).toBeGreaterThanOrEqual(0);
      }).toPass({ timeout: 2_000 });
    });
  }
});

test.describe('panels and pictures fill their frame', () => {
  test('the call to action is exactly the content column at 375 and 1280 px', async ({ page }) => {
    for (const width of [375, 1280]) {
      await open(page, '/faq', width);
      const heading = page.getByRole('heading', { name: 'Still Have Questions?' });
      const panel = await box(page.locator('section').filter({ has: heading }).locator('> div'));
      const start = width > 1200 ? (width - COLUMN) / 2 : 16;
      expect(Math.abs(panel.x - start), `${width} px`).toBeLessThanOrEqual(PX);
      expect(Math.abs(panel.x + panel.width - (width - start)), `${width} px`).toBeLessThanOrEqual(
        PX,
      );
    }
  });

  test.describe('with the cookie banner showing', () => {
    test.use({ consent: null });
    test('the cookie banner is opaque', async ({ page }) => {
      await open(page, '/', 1280);
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      const background = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
      // rgba(…, a), oklab(… / a), color(srgb … / a): the alpha, when there is one, must be 1.
      const alpha = /(?:\/\s*|rgba\([^)]*,\s*)([\d.]+%?)\)$/.exec(background)?.[1] ?? '1';
      expect(alpha === '1' || alpha === '100%', background).toBe(true);
    });
  });

  for (const width of [375, 1024, 1280]) {
    test(`/scanova at ${width} px: the purifier fills most of its stage`, async ({ page }) => {
      await open(page, '/scanova', width);
      const stage = page.getByTestId('hero-stage');
      const stageBox = await box(stage);
      // The drawn picture, not the <img> box: object-fit: contain letterboxes inside the box.
      const drawn = await stage.locator('img').evaluate((img: HTMLImageElement) => {
        const r = img.getBoundingClientRect();
        if (getComputedStyle(img).objectFit !== 'contain') return r.width * r.height;
        const scale = Math.min(r.width / img.naturalWidth, r.height / img.naturalHeight);
        return img.naturalWidth * scale * img.naturalHeight * scale;
      });
      expect(drawn / (stageBox.width * stageBox.height)).toBeGreaterThanOrEqual(0.75);
    });
  }

  test('/edge hero: its text reaches both halves of the column in English, Spanish and Arabic', async ({
    page,
  }) => {
    for (const width of [1024, 1280]) {
      for (const path of ['/edge', '/es/edge', '/ar/edge']) {
        await open(page, path, width);
        const { start, end, from, to } = await page.evaluate(() => {
          const h1 = document.querySelector('main h1')!;
          const column = h1.parentElement!.getBoundingClientRect();
          // The text's own lines, not the boxes of its block elements.
          const rects: DOMRect[] = [];
          const walker = document.createTreeWalker(h1.parentElement!, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(n);
            rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
          }
          return {
            start: column.left,
            end: column.right,
            from: Math.min(...rects.map((r) => r.left)),
            to: Math.max(...rects.map((r) => r.right)),
          };
        });
        // No empty half: the text runs from one edge of the column to (near) the other.
        const slack = (end - start) * 0.15;
        expect(from - start, `${path} at ${width} px`).toBeLessThanOrEqual(slack);
        expect(end - to, `${path} at ${width} px`).toBeLessThanOrEqual(slack);
      }
    }
  });
});

test('without scripts the logo strip offers no Pause button', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('brand-marquee')).toBeVisible();
    await expect(page.getByTestId('marquee-control')).toBeHidden();
  } finally {
    await context.close();
  }
});

/**
 * The landing headline's words never break inside (each is a box of letters for the fade, spec
 * §2), so the longest word of each language must fit its column: German's
 * "Qualitätsmaschinen" once ran under the carousel at 1024 px.
 */
test.describe('the landing headline fits its column', () => {
  // One load per language, then the window is resized through the widths, as a visitor turning
  // a tablet or narrowing a window would: the column follows CSS alone.
  for (const path of ['/', '/fr', '/es', '/de', '/ar']) {
    test(`${path} at 375, 768, 1024 and 1280 px`, async ({ page }) => {
      const problems: string[] = [];
      await open(page, path, 375);
      for (const width of [375, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const outside = await page.evaluate(() => {
          const heading = document.querySelector('[data-testid="fade-in-heading"]')!;
          const column = heading.getBoundingClientRect();
          return [...heading.querySelectorAll('.fade-letters .whitespace-nowrap')]
            .filter((word) => {
              const box = word.getBoundingClientRect();
              return box.left < column.left - 1 || box.right > column.right + 1;
            })
            .map(
              (word) =>
                `"${word.textContent}" (${Math.round(word.getBoundingClientRect().width)} px in ${Math.round(column.width)} px)`,
            );
        });
        for (const word of outside) problems.push(`${width} px: ${word}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
