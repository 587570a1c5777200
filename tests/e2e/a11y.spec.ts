import { LOCALES, localizePath } from '../../common/i18n';
import { routePaths } from '../../app/config/paths';
import { test, expect, axeOn, waitForReady, waitForSectionsDrawn } from './fixtures';

/**
 * DESIGN §6: axe-core finds no violations on any page: all 60 pages and the five 404 pages at
 * desktop width; at phone width English and Arabic (the mirrored layout), whose layouts the other
 * languages share.
 */
const pagesOf = (locales: readonly string[]) =>
  locales.flatMap((locale) =>
    [...routePaths, '/no-such-page'].map((route) => localizePath(route, locale as 'en')),
  );
for (const [width, pages] of [
  [1280, pagesOf(LOCALES)],
  [375, pagesOf(['en', 'ar'])],
] as const) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const route of pages) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.goto(route);
        await waitForReady(page);
        await waitForSectionsDrawn(page);
        // Contrast is measured on the final colours: let fades (the landing headline) finish;
        // looping animations never end and are left alone.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getTiming().iterations !== Infinity)
              .map((a) => a.finished.catch(() => undefined)),
          ),
        );
        const { violations } = await axeOn(page).analyze();
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }
  });
}

test.describe('cookie banner open', () => {
  test.use({ consent: null });
  test('the banner itself has no axe violations', async ({ page }) => {
    await page.goto('/');
    await waitForReady(page);
    await waitForSectionsDrawn(page);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    const { violations } = await axeOn(page).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
