import type { Page } from '@playwright/test';
import { LOCALES, localizePath, type Locale } from '../../common/i18n';
import { searchPageUrl } from '../../app/config/paths';
import { routePaths } from '../../app/content/schema/modules';
import { englishLeftovers } from './english-text';
import { test, expect, axeOn, waitForReady, waitForSectionsDrawn } from './fixtures';

/**
 * Checks every page needs once it has hydrated, read in one visit:
 * - DESIGN §6: axe-core finds no violations: all 60 pages, the five 404 pages and the search
 *   results page at desktop width; at phone width English and Arabic (the mirrored layout), whose
 *   layouts the other languages share;
 * - one h1 per page once hydrated (the prerendered HTML's own h1 is checked in site.spec.ts);
 * - DESIGN §5: at desktop width, no English is left on a French, Spanish, German or Arabic page
 *   (./english-text.ts);
 * - at 375 px, no page scrolls sideways, left to right or mirrored.
 *
 * One test per language and width visits its pages one after the other in one browser page: the
 * site's scripts and fonts then come from the HTTP cache after the first page, as for a visitor,
 * which halves the time a fresh context per page took. Every page is checked even when an earlier
 * one fails; the failure lists each page's findings.
 */
const pagesOf = (locale: Locale) => [
  ...[...routePaths, '/no-such-page'].map((route) => localizePath(route, locale)),
  searchPageUrl(locale, 'Scanova PDF'),
];

/** axe's violations on the page as it is now, one line each: "rule-id: target, target". */
async function violationsOf(page: Page): Promise<string[]> {
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
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [width, locales] of [
  [1280, LOCALES],
  [375, ['en', 'ar']],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const locale of locales) {
      // English leftovers are a matter of text, the same at every width.
      const translated = width === 1280 && locale !== 'en' ? locale : null;
      const checks = [
        'no axe violation',
        'one h1',
        ...(translated ? ['no English text'] : []),
        ...(width === 375 ? ['no sideways scroll'] : []),
      ];
      test(`${locale}, every page: ${checks.join(', ')}`, async ({ page }) => {
        // Fourteen pages, about 3 s each on a busy 2-core machine.
        test.setTimeout(180_000);
        const findings: string[] = [];
        for (const url of pagesOf(locale)) {
          await page.goto(url);
          await waitForReady(page);
          if (url.includes('?q=')) await expect(page.locator('main ol li').first()).toBeVisible();
          for (const line of await violationsOf(page)) findings.push(`${url} axe ${line}`);
          const headings = await page.locator('h1').count();
          if (headings !== 1) findings.push(`${url} h1 count: ${headings}`);
          if (width === 375) {
            const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
            if (scrollWidth > width) findings.push(`${url} scrolls sideways: ${scrollWidth} px`);
          }
          if (translated)
            for (const line of await englishLeftovers(page, translated))
              findings.push(`${url} English ${line}`);
        }
        expect([...new Set(findings)]).toEqual([]);
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
