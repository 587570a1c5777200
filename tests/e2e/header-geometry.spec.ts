import type { Page } from '@playwright/test';
import { test, expect, waitForReady } from './fixtures';

/**
 * The headers' geometry in every language (spec §2 "Shared header", §9: EN, FR, ES, DE, AR;
 * DESIGN §8 right-to-left): on one line from 1024 to 1440 px with the search closed and open,
 * every label on one line, every control inside the window with the logo's inline margin
 * (at least 16 px) mirrored at the other end, nothing overlapping. The same for a page's own
 * header (/scanova) from 375 px. One page load per language and width; measured with
 * getBoundingClientRect.
 */

const LANGUAGES = [
  { lang: 'en', prefix: '' },
  { lang: 'fr', prefix: '/fr' },
  { lang: 'es', prefix: '/es' },
  { lang: 'de', prefix: '/de' },
  { lang: 'ar', prefix: '/ar' },
] as const;

/** A control of the bar, measured in the page. */
interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Its height beyond one line of its text plus its vertical padding (px); 0 or less is one line. */
  extraHeight: number;
}

interface BarGeometry {
  viewport: number;
  rtl: boolean;
  logo: Box;
  /** Top-level entries of the nav (a product's link and arrow together), in source order. */
  entries: Box[];
  /** The links and buttons inside them, for the one-line check. */
  labels: Box[];
  /** Search button, language switch, Try Demo, burger, the open search box: the other controls. */
  tools: Box[];
}

/** Measures the bar of the page's (only) `<header>`. Elements that are not rendered are skipped. */
async function measureBar(page: Page): Promise<BarGeometry> {
  return page.locator('header').evaluate((header) => {
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const box = (el: Element, name?: string) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const fontSize = parseFloat(style.fontSize);
      const line = style.lineHeight === 'normal' ? fontSize * 1.4 : parseFloat(style.lineHeight);
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      const border = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
      return {
        name: name ?? (el.getAttribute('aria-label') || el.textContent || el.tagName).trim(),
        left: rect.left,
        right: rect.right,
        top: rect.top,
        bottom: rect.bottom,
        // Only text boxes are checked: an icon button's height is its minimum target size.
        extraHeight: el.textContent?.trim() ? rect.height - (line + padding + border) : 0,
      };
    };
    const nav = header.querySelector('nav');
    const list = nav?.querySelector('ul');
    const entries = list ? [...list.children].filter(shown) : [];
    const logo = header.querySelector('a');
    if (!logo) throw new Error('the header has no logo link');
    const inNav = (el: Element) => nav?.contains(el) ?? false;
    const tools = [...header.querySelectorAll('a, button, summary, #site-search')].filter(
      (el) =>
        el !== logo &&
        !inNav(el) &&
        (el.id === 'site-search' || !el.closest('#site-search')) &&
        shown(el),
    );
    return {
      viewport: window.innerWidth,
      rtl: getComputedStyle(header).direction === 'rtl',
      logo: box(logo, 'logo'),
      entries: entries.map((li) => box(li, li.textContent?.trim())),
      labels: entries.flatMap((li) =>
        [...li.querySelectorAll('a, button')].filter(shown).map((el) => box(el)),
      ),
      tools: tools.map((el) => box(el, el.id === 'site-search' ? 'search box' : undefined)),
    };
  });
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/**
 * Asserts the bar fits: the logo's inline-start margin is at least 16 px and the same at the
 * inline end, every control within those margins and inside the 64 px bar, labels on one line,
 * no two controls overlapping. `searchOpen`: the open box may cover links (it lies over them),
 * not the logo or the other controls.
 */
function expectFits(bar: BarGeometry, where: string, searchOpen = false) {
  const startGap = bar.rtl ? bar.viewport - bar.logo.right : bar.logo.left;
  expect(startGap, `${where}: logo margin`).toBeGreaterThanOrEqual(16);
  const all = [bar.logo, ...bar.entries, ...bar.tools];
  for (const control of all) {
    expect(control.left, `${where}: ${control.name} starts in the window`).toBeGreaterThanOrEqual(
      startGap - 0.5,
    );
    expect(control.right, `${where}: ${control.name} ends in the window`).toBeLessThanOrEqual(
      bar.viewport - startGap + 0.5,
    );
    expect(control.top, `${where}: ${control.name} in the bar`).toBeGreaterThanOrEqual(0);
    expect(control.bottom, `${where}: ${control.name} in the bar`).toBeLessThanOrEqual(64);
  }
  // Symmetry: the outermost control at the inline end keeps the logo's margin.
  const endGap = bar.rtl
    ? Math.min(...all.map((c) => c.left))
    : bar.viewport - Math.max(...all.map((c) => c.right));
  expect(
    Math.abs(endGap - startGap),
    `${where}: end margin ${endGap} vs ${startGap}`,
  ).toBeLessThanOrEqual(1);
  for (const label of bar.labels) {
    expect(label.extraHeight, `${where}: "${label.name}" on one line`).toBeLessThanOrEqual(1);
  }
  const solid = [bar.logo, ...bar.tools, ...(searchOpen ? [] : bar.entries)];
  const pairs = [
    ...solid.flatMap((a, i) => solid.slice(i + 1).map((b) => [a, b] as const)),
    ...bar.entries.flatMap((a, i) => bar.entries.slice(i + 1).map((b) => [a, b] as const)),
  ];
  for (const [a, b] of pairs) {
    expect(overlap(a, b), `${where}: "${a.name}" overlaps "${b.name}"`).toBe(false);
  }
}

test.describe('shared header', () => {
  // One page per language, resized: the bar is laid out by CSS alone at each width.
  for (const { lang, prefix } of LANGUAGES) {
    test(`${lang} at 1024, 1280 and 1440 px: one line, inside symmetrical margins, search closed and open`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(prefix || '/');
      await waitForReady(page);
      const open = page.locator('header button[aria-controls="site-search"]');
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        expectFits(await measureBar(page), `${lang} ${width} closed`);
        // Try Demo (spec §2 variants) is on the bar itself at every one of these widths.
        await expect(page.locator('header > div > a[href$="#demo"]')).toBeInViewport({
          ratio: 1,
        });
        await open.click();
        await expect(page.locator('#site-search input')).toBeFocused();
        expectFits(await measureBar(page), `${lang} ${width} open`, true);
        // The controls beside the box stay usable while it is open.
        await expect(page.locator('header button[aria-controls="language-list"]')).toBeInViewport({
          ratio: 1,
        });
        await page.keyboard.press('Escape');
        await expect(page.locator('#site-search input')).toBeHidden();
        // The pointer stays where it clicked; at the next width a hover card could open under it.
        await page.mouse.move(0, 700);
      }
    });
  }
});

test.describe("a page's own header (/scanova)", () => {
  for (const { lang, prefix } of LANGUAGES) {
    test(`${lang}: fits at 375, 1024 and 1280 px with its search and language switch`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${prefix}/scanova`);
      await waitForReady(page);
      for (const width of [1280, 1024, 375]) {
        await page.setViewportSize({ width, height: 800 });
        const bar = await measureBar(page);
        expect(bar.tools.map((t) => t.name).join(' | ')).toContain(
          await page
            .locator('header button[aria-controls="language-list"]')
            .getAttribute('aria-label'),
        );
        expectFits(bar, `${lang} /scanova ${width}`);
      }
    });
  }
});
