import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { contentPaths, routePaths } from '../../app/content/schema/modules';
import { LOCALES, localizePath } from '../../common/i18n';
import { jsBudgetFor, onLoadJsBudgetFor } from '../../scripts/budgets';
import { measureFirstLoadJs } from '../../scripts/first-load-js';
import { measureOnLoadJs, onLoadScripts } from '../../scripts/on-load-js';
import type { Page } from '@playwright/test';
import { UNDRAWN_SECTIONS_SELECTOR } from '../../app/lib/draw-sections';
import { test, expect, pauseClock, waitForHydration } from './fixtures';

/** DESIGN §6: the cheap budget runs in every `npm test` against the production build. */
const clientDir = path.resolve('build/client');

// Every page of every language (a page's copy is data, so languages differ little).
for (const route of contentPaths) {
  test(`first-load JavaScript of ${route} is within its gzip budget`, () => {
    const { gzipBytes, files } = measureFirstLoadJs(clientDir, route);
    expect(files.length).toBeGreaterThan(0);
    expect(gzipBytes, `${route}: ${(gzipBytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
      jsBudgetFor(route),
    );
  });
}

/** The built framework chunk's code (vite.config.ts); fails the test unless there is exactly one. */
function frameworkChunk(): string {
  const assets = path.join(clientDir, 'assets');
  const framework = readdirSync(assets).filter((name) => /^framework-[^.]+\.js$/.test(name));
  expect(framework).toHaveLength(1);
  return readFileSync(path.join(assets, framework[0]!), 'utf8');
}

// vite.config.ts postBanner, DESIGN §6: V8 honours its compile hint only on a chunk's first line.
test('the framework chunk starts with V8’s explicit compile hint', () => {
  expect(frameworkChunk().startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});

/**
 * DESIGN §6: all JavaScript fetched until the network is idle, nobody acting, on a
 * first visit (no consent yet) at Lighthouse's phone size. The twelve English pages and two
 * other languages' home pages: a language changes the copy in the HTML, not the code.
 */
test.describe('JavaScript on load', () => {
  test.use({ consent: null, viewport: { width: 412, height: 823 } });
  for (const route of [...routePaths, localizePath('/', 'fr'), localizePath('/', 'ar')]) {
    test(`${route}: every script until the network is idle is within its budget`, async ({
      page,
    }) => {
      const scripts = await onLoadScripts(page, route);
      const { gzipBytes } = measureOnLoadJs(clientDir, scripts);
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        gzipBytes,
        `${route}: ${(gzipBytes / 1024).toFixed(1)} KB in ${scripts.join(', ')}`,
      ).toBeLessThanOrEqual(onLoadJsBudgetFor(route));
    });
  }
});

/**
 * DESIGN §6: CLS ≤ 0.01. Lighthouse measures it in the bench; this catches the shifts we have
 * had in every run: floating controls moving when the cookie banner appears after hydration
 * (first visit, no consent yet), at phone width where the banner is tallest.
 */
test.describe('layout stays put while the page loads', () => {
  test.use({ consent: null, viewport: { width: 375, height: 812 } });
  for (const route of ['/', '/contact', '/cv', '/ar', '/ar/contact']) {
    test(`${route}: layout shifts sum to at most 0.01 with the cookie banner appearing`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].slice(0, 3).join('.')}`
            : String(node?.nodeName);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            sources?: {
              node: Node | null;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }[];
          }[])
            shifts.push({
              value: entry.value,
              sources: (entry.sources ?? []).map(
                (source) =>
                  `${describe(source.node)} ${source.previousRect.y}→${source.currentRect.y}`,
              ),
            });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(route);
      await expect(page.getByTestId('cookie-banner').getByRole('button').first()).toBeVisible();
      await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true');
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
      );
      // The message names what moved, so a failure says where to look.
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        JSON.stringify(shifts),
      ).toBeLessThanOrEqual(0.01);
    });
  }
});

/**
 * DESIGN §6: a page's first layout leaves the footer out (`content-visibility: auto`, app.css),
 * and the footer is drawn, with working links, once the visitor scrolls to it.
 */
test.describe('the footer is drawn when it nears the viewport', () => {
  // Real frames and timers from the first paint: this checks the first layout, not the ready page.
  test.use({ viewport: { width: 375, height: 812 }, skipOverlayWait: false });
  // Long pages: on a short one (/contact) the footer is near the viewport from the start.
  for (const route of ['/', '/ar', '/scanova', '/policy']) {
    test(`${route}: skipped by the first layout, drawn at the bottom`, async ({ page }) => {
      await page.goto(route);
      const link = page.locator('footer a[href]').first();
      const drawn = () =>
        link.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
      expect(await drawn()).toBe(false);
      // Scroll once the sections are drawn (after the load): a jump into still-skipped sections
      // lays out the ones near the footer at their real heights, not the placeholder's, which
      // moves the footer out of the viewport again (decision 0017's consequences).
      await page.waitForFunction(
        (selector) => document.querySelector(selector) === null,
        UNDRAWN_SECTIONS_SELECTOR,
      );
      await page.locator('footer').scrollIntoViewIfNeeded();
      await expect.poll(drawn).toBe(true);
      await expect(link).toBeInViewport();
    });
  }
});

/**
 * DESIGN §6: a character that none of the site's web fonts covers sends Chromium to the system's
 * font fallback (on Linux a synchronous fontconfig query to the browser process for each family
 * and size) inside the page's first layout, and renders in another typeface.
 * Icons are drawn (SVG or CSS), and subscripts are markup, so every character a page renders
 * before any script runs lies in a `unicode-range` of its @font-face rules (app.css).
 */
test.describe('every character of the first view is in the site’s fonts', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  for (const locale of LOCALES) {
    test(`${locale}: all pages`, async ({ page }) => {
      const strays: string[] = [];
      // The first view draws with the preloaded faces (app.css): Inter's core on Latin-script
      // pages, Cairo's Arabic and Latin files on Arabic ones (no Inter file at all there); the
      // whole Latin file of Inter is only for characters the copy did not have when the core was cut.
      const fontFiles: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.woff2')) fontFiles.push(new URL(request.url()).pathname);
      });
      for (const route of routePaths.map((route) => localizePath(route, locale))) {
        await page.goto(route);
        const found = await page.evaluate(async () => {
          await document.fonts.ready;
          // Without a unicode-range a face is the metric-matched local() fallback: not ours.
          const downloaded = [...document.fonts].filter(
            (face) => face.unicodeRange !== 'U+0-10FFFF',
          );
          const ranges = downloaded.flatMap((face) =>
            face.unicodeRange.split(',').map((part) => {
              const [start = '', end = start] = part.trim().slice(2).split('-');
              return [parseInt(start, 16), parseInt(end, 16)] as const;
            }),
          );
          const covered = (code: number) => ranges.some(([a, b]) => code >= a && code <= b);
          const out = new Set<string>();
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const element = node.parentElement;
            if (!element?.checkVisibility()) continue;
            for (const char of (node as Text).data)
              if (!covered(char.codePointAt(0)!)) out.add(`"${char}" in <${element.localName}>`);
          }
          for (const element of document.body.querySelectorAll('*'))
            for (const pseudo of ['::before', '::after', '::marker']) {
              const content = getComputedStyle(element, pseudo).content;
              if (!content.startsWith('"')) continue;
              for (const char of content.slice(1, -1))
                if (!covered(char.codePointAt(0)!)) out.add(`"${char}" in ${pseudo}`);
            }
          return [...out];
        });
        strays.push(...found.map((where) => `${route}: ${where}`));
      }
      expect(strays).toEqual([]);
      if (locale === 'ar') {
        expect(fontFiles.some((file) => file.includes('cairo-arabic-'))).toBe(true);
        expect(fontFiles.some((file) => file.includes('cairo-latin-core-'))).toBe(true);
        expect(fontFiles.filter((file) => file.includes('/inter-'))).toEqual([]);
      } else {
        expect(fontFiles.some((file) => file.includes('inter-latin-core-'))).toBe(true);
        expect(fontFiles.filter((file) => /\/inter-latin-wght-|\/cairo-/.test(file))).toEqual([]);
      }
    });
  }
});

/**
 * DESIGN §6: the font stacks end with the local 'Inter Fallback' face and no generic family
 * (app.css: Chromium otherwise instantiated `sans-serif` at every size and weight during the first
 * layout). What each stack draws with, from the browser's own record (CDP
 * `CSS.getPlatformFontsForNode`): Inter on Latin-script pages and Cairo alone on Arabic ones
 * normally, and a local sans face
 * with Arial's metrics, never the default serif, when the web fonts cannot load.
 */
test.describe('the font stacks without generic families', () => {
  const localFaces = ['Arial', 'Liberation Sans', 'Arimo', 'Helvetica', 'Roboto', 'Noto Sans'];
  const platformFonts = async (page: Page, selector: string) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  };

  for (const [route, webFaces] of [
    ['/', ['Inter']],
    // Arabic pages set their Latin (here the spaces) in Cairo's own Latin face too.
    ['/ar', ['Cairo']],
  ] as const) {
    test(`${route}: the heading is drawn in ${webFaces.join(' and ')}`, async ({ page }) => {
      // font-display: optional keeps the fallback for the page's life when a face arrives after
      // ~100 ms, which a busy CI host hit; `block` makes this a test of the stack, not of that race.
      let rewritten = 0;
      await page.route('**/assets/*.css', async (request) => {
        const response = await request.fetch();
        const css = await response.text();
        const body = css.replaceAll('font-display:optional', 'font-display:block');
        if (body !== css) rewritten += 1;
        await request.fulfill({ response, body });
      });
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready);
      expect(rewritten).toBeGreaterThan(0);
      const fonts = await platformFonts(page, 'h1');
      expect(fonts.map((font) => font.familyName).sort()).toEqual([...webFaces].sort());
    });

    test(`${route}: without the web fonts, a local sans face with Arial's metrics`, async ({
      page,
    }) => {
      await page.route('**/*.woff2', (request) => request.abort());
      await page.goto(route);
      const fonts = await platformFonts(page, 'h1');
      // Latin text takes the first local face this machine has; Arabic script (no local
      // face of ours has it) goes to the system's per-character fallback.
      const latin = fonts.find((font) => localFaces.includes(font.familyName));
      expect(latin, JSON.stringify(fonts)).toBeDefined();
      const serif = (name: string) => /serif|times/i.test(name) && !/sans/i.test(name);
      expect(fonts.filter((font) => serif(font.familyName))).toEqual([]);
      expect(fonts.some((font) => font.isCustomFont)).toBe(false);
    });
  }
});

/** Whether each section of <main> is laid out (not skipped by `content-visibility: auto`). */
const sectionsLaidOut = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main > section')].map((section) =>
      section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
    ),
  );

// DESIGN §6 (app/lib/draw-sections.ts): the first layout covers the first view; the rest is
// laid out after the load, one section per animation frame.
test('/optimus: sections below the first view wait for the load, then one per frame', async ({
  page,
}) => {
  await pauseClock(page);
  await page.goto('/optimus');
  await waitForHydration(page);
  const before = await sectionsLaidOut(page);
  expect(before.length).toBeGreaterThan(4);
  expect(before[0]).toBe(true);
  expect(before.at(-1)).toBe(false);
  await expect(page.locator('main > section[data-drawn]')).toHaveCount(0);

  // The task after the load draws one; each animation frame (16 ms) the next. On a busy host the
  // load can end after the check above, its frame already due: count from what the first step drew.
  const drawn = page.locator('main > section[data-drawn]');
  await page.clock.runFor(1);
  await expect.poll(() => drawn.count()).toBeGreaterThanOrEqual(1);
  const first = await drawn.count();
  expect(first).toBeLessThanOrEqual(2);
  await page.clock.runFor(16);
  await expect(drawn).toHaveCount(first + 1);
  await page.clock.runFor(16 * before.length);
  await expect(page.locator(UNDRAWN_SECTIONS_SELECTOR)).toHaveCount(0);
  expect(await sectionsLaidOut(page)).toEqual(before.map(() => true));
  // The first view is never marked: it was laid out from the start.
  await expect(page.locator('main > section').first()).not.toHaveAttribute('data-drawn');
});
