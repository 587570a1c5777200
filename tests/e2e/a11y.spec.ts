import AxeBuilder from '@axe-core/playwright';
import { routePaths } from '../../app/config/paths';
import { test, expect, waitForReady } from './fixtures';

/** DESIGN §6: axe-core finds no violations on any route, at desktop and phone widths. */
for (const width of [1280, 375]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const route of [...routePaths, '/no-such-page']) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.goto(route);
        await waitForReady(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
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
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
