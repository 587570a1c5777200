/**
 * Visual polish at 375 and 1280 px, checked by geometry: the /scanova hero, team card and demo
 * placeholder; the /contact chat launcher never covering the page while the cookie banner shows;
 * balanced card grids on /learn and /lumen; the hero slider's Pause control on the text column's
 * start edge, mirrored in Arabic.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForReady } from './fixtures';
import { box, intersects, type Box } from './geometry';
import { contentOf } from '../../app/content/site-content';

const { contactPageContent: arContact } = contentOf('ar').contact;
const { contactPageContent: enContact } = contentOf('en').contact;
const { contactPageContent: frContact } = contentOf('fr').contact;

/** Layout tolerance (px): boxes land on fractional pixels. */
const PX = 1.5;

function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - PX &&
    inner.y >= outer.y - PX &&
    inner.x + inner.width <= outer.x + outer.width + PX &&
    inner.y + inner.height <= outer.y + outer.height + PX
  );
}

async function open(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
  await page.goto(path);
  await waitForReady(page);
}

test.describe('/scanova', () => {
  test('1280 px: the purifier stands on a stage beside the readings, as tall as they are', async ({
    page,
  }) => {
    await open(page, '/scanova', 1280);
    const stage = await box(page.getByTestId('hero-stage'));
    const readings = await box(page.getByTestId('live-readings'));
    const image = await box(page.getByTestId('hero-stage').locator('img'));
    expect(Math.abs(stage.y - readings.y)).toBeLessThanOrEqual(PX);
    expect(Math.abs(stage.height - readings.height)).toBeLessThanOrEqual(PX);
    // No empty gap: stage, 32 px gutter, readings fill the row.
    expect(readings.x - (stage.x + stage.width)).toBeLessThanOrEqual(32 + PX);
    // The image is shown large, not shrunk beside a gap, and centred on its stage.
    expect(image.width).toBeGreaterThanOrEqual(400);
    expect(Math.abs(image.x + image.width / 2 - (stage.x + stage.width / 2))).toBeLessThanOrEqual(
      PX,
    );
  });

  for (const width of [375, 1280]) {
    test(`${width} px: the one founder card fills its row; the demo placeholder is a capped 16:9 window`, async ({
      page,
    }) => {
      await open(page, '/scanova', width);
      const list = await box(page.locator('#team ul'));
      const cards = page.getByTestId('profile-card');
      await expect(cards).toHaveCount(1); // spec §2: one founder and CEO card
      const card = await box(cards);
      expect(Math.abs(card.width - list.width)).toBeLessThanOrEqual(PX);
      if (width === 1280) {
        // One wide card: portrait, text and View CV side by side, not a tall third of a row.
        const portrait = await box(cards.locator('img'));
        const cv = await box(cards.getByRole('link', { name: 'View CV' }));
        expect(cv.y).toBeLessThan(portrait.y + portrait.height);
        expect(card.height).toBeLessThan(260);
      }

      const placeholder = page.getByTestId('demo-placeholder');
      const demo = await box(placeholder);
      const frame = await box(page.locator('#presentation > div'));
      expect(Math.abs(demo.x + demo.width / 2 - (frame.x + frame.width / 2))).toBeLessThanOrEqual(
        PX,
      );
      if (width === 1280) {
        expect(demo.width).toBeLessThanOrEqual(768 + PX);
        expect(Math.abs(demo.width / demo.height - 16 / 9)).toBeLessThan(0.02);
      } else {
        expect(demo.height).toBeGreaterThanOrEqual(256);
      }
      // Its content fits inside, and Start Demo still does nothing but say so (spec §2).
      expect(
        await placeholder.evaluate((el) => el.scrollHeight <= el.clientHeight + 1),
      ).toBeTruthy();
      const url = page.url();
      await placeholder.getByRole('button', { name: 'Start Demo' }).click();
      await expect(placeholder.getByRole('status')).toHaveText(
        'The live demo is not available yet.',
      );
      expect(page.url()).toBe(url);
    });
  }
});

test.describe('/contact with the cookie banner showing', () => {
  test.use({ consent: null });

  const pages = [
    { path: '/contact', copy: enContact, rtl: false },
    { path: '/ar/contact', copy: arContact, rtl: true },
    { path: '/fr/contact', copy: frContact, rtl: false },
  ];
  for (const { path, copy, rtl } of pages) {
    for (const width of [375, 1280]) {
      test(`${path} at ${width} px: the chat launcher sits in the banner's band and covers nothing`, async ({
        page,
      }) => {
        await open(page, path, width);
        const banner = page.getByTestId('cookie-banner');
        await expect(banner).toBeVisible();
        const launcher = page.locator('[data-banner-dock]');
        await expect(launcher).toBeVisible();
        const dock = await box(launcher);
        const band = await box(banner);

        // Inside the banner's band, so at any scroll position it covers none of the page.
        expect(inside(dock, band)).toBe(true);
        for (const button of await banner.getByRole('button').all()) {
          expect(intersects(dock, await box(button))).toBe(false);
        }
        // At the bottom end: right in English and French, mirrored to the left in Arabic.
        const centre = dock.x + dock.width / 2;
        if (rtl) expect(centre).toBeLessThan(width / 2);
        else expect(centre).toBeGreaterThan(width / 2);

        // The Email Support and Phone cards, scrolled to just above the banner (where the launcher
        // used to float and covered them), are clear of it.
        for (const label of [copy.details.emailLabel, copy.details.phoneLabel]) {
          const card = page.locator('main dl > div').filter({
            has: page.locator('dt', { hasText: label }),
          });
          const before = await box(card);
          await page.evaluate(
            (dy) => window.scrollBy({ top: dy, behavior: 'instant' }),
            before.y + before.height - band.y,
          );
          const after = await box(card);
          // Near the end of the page the scroll may stop short: test the part above the banner.
          const visible = { ...after, height: Math.min(after.y + after.height, band.y) - after.y };
          expect(visible.height).toBeGreaterThan(after.height / 2);
          expect(intersects(await box(launcher), visible)).toBe(false);
        }

        // Open, the panel is lifted above the banner; closed again, it docks back.
        await launcher.click();
        const panel = await box(page.getByTestId('chat-panel'));
        expect(panel.y + panel.height).toBeLessThanOrEqual(band.y + PX);
        await page.keyboard.press('Escape');
        await expect(launcher).toBeVisible();
        expect(inside(await box(launcher), await box(banner))).toBe(true);
      });
    }
  }

  test('375 px, after a choice: at the end of the page the launcher covers no footer text', async ({
    page,
  }) => {
    await open(page, '/contact', 375);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.locator('footer p').last();
    await expect(copyright).toBeInViewport();
    // The text itself, not the paragraph's padding (which is the room left for the launcher).
    const text = await copyright.evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      const r = range.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    });
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    expect(intersects(await box(launcher), text)).toBe(false);
  });
});

/** The cards' boxes grouped by row (same top), top to bottom. */
async function rows(cards: Locator): Promise<Box[][]> {
  const boxes = await cards.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  const byTop = new Map<number, Box[]>();
  for (const b of boxes) {
    const key = Math.round(b.y);
    byTop.set(key, [...(byTop.get(key) ?? []), b]);
  }
  return [...byTop.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

test.describe('card grids have no orphan card', () => {
  const grids = [
    { path: '/learn', grid: '#specifications dl', cards: '#specifications dl > div', count: 5 },
    { path: '/lumen', grid: '#components ol', cards: '#components ol > li', count: 7 },
    { path: '/ar/lumen', grid: '#components ol', cards: '#components ol > li', count: 7 },
  ];
  for (const { path, grid, cards, count } of grids) {
    test(`${path}: balanced rows at 375, 768 and 1280 px`, async ({ page }) => {
      for (const width of [375, 768, 1280]) {
        await open(page, path, width);
        const gridBox = await box(page.locator(grid));
        const layout = await rows(page.locator(cards));
        const sizes = layout.map((row) => row.length);
        expect(
          sizes.reduce((a, b) => a + b, 0),
          `${width} px`,
        ).toBe(count);
        // Balanced: row sizes differ by one at most.
        expect(
          Math.max(...sizes) - Math.min(...sizes),
          `${width} px: ${sizes}`,
        ).toBeLessThanOrEqual(1);
        for (const row of layout) {
          if (row.length > 1) continue;
          // A card alone on its row spans the whole row; at 1280 px none is alone.
          expect(width, `${width} px: ${sizes}`).toBeLessThan(1280);
          expect(Math.abs(row[0]!.width - gridBox.width), `${width} px`).toBeLessThanOrEqual(PX);
        }
      }
    });
  }
});

test.describe('hero slider Pause control', () => {
  for (const path of ['/optimus', '/lumen', '/ar/optimus', '/ar/lumen']) {
    test(`${path}: on the text column's start edge at 375 and 1280 px`, async ({ page }) => {
      const rtl = path.startsWith('/ar/');
      for (const width of [375, 1280]) {
        await open(page, path, width);
        const hero = page.getByTestId('hero-slider');
        const control = await box(hero.getByTestId('rotation-control'));
        // The eyebrow h1 spans the text column.
        const column = await box(hero.locator('h1'));
        const offset = rtl
          ? column.x + column.width - (control.x + control.width)
          : control.x - column.x;
        expect(Math.abs(offset), `${width} px`).toBeLessThanOrEqual(PX);
      }
    });
  }
});
