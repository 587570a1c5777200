/**
 * Every logo shows its fallback image (spec §8) when its own image fails to load, whether the image
 * fails before the page hydrates (the prerendered <img> errors first and FallbackImage notices on
 * mount) or after (its onError handler). Each logo's request is aborted with `page.route`; the test
 * then checks that the fallback is shown and really loaded.
 */
import type { Locator, Page } from '@playwright/test';
import { site } from '../../common/site';
import { test, expect, wake, waitForHydration, waitForReady } from './fixtures';
import { contentOf } from '../../app/content/site-content';

const { footerContent } = contentOf('en').footer;
const { headerContent } = contentOf('en').header;
const { ifferContent } = contentOf('en').iffer;
const { scanovaContent } = contentOf('en').scanova;

/** Which part of the page renders the logo, i.e. what must have hydrated before it can react. */
type Part = 'header' | 'site-footer' | 'route';

interface LogoCase {
  name: string;
  path: string;
  src: string;
  fallback: string;
  part: Part;
  find: (page: Page) => Locator;
  /** Loads lazily (the footers): requested only once scrolled near. */
  lazy?: boolean;
}

/** The content's fallback, which these logos must have. */
function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`${what} has no fallback image`);
  return value;
}

const logos: LogoCase[] = [
  {
    name: 'the shared header logo',
    path: '/',
    src: headerContent.logoDark,
    fallback: headerContent.logoFallback,
    part: 'header',
    find: (page) => page.getByTestId('header-logo'),
  },
  {
    name: 'the shared footer logo',
    path: '/',
    src: footerContent.logo.src,
    fallback: footerContent.logo.fallback,
    part: 'site-footer',
    find: (page) => page.getByTestId('site-footer').locator('img').first(),
    lazy: true,
  },
  {
    name: 'the Scanova header logo',
    path: '/scanova',
    src: scanovaContent.header.logo.src,
    fallback: required(scanovaContent.header.logo.fallbackSrc, 'the Scanova header logo'),
    part: 'header',
    find: (page) =>
      page
        .locator('header')
        .getByRole('link', { name: scanovaContent.header.logo.label })
        .locator('img'),
  },
  {
    name: 'the Scanova footer logo',
    path: '/scanova',
    src: scanovaContent.footer.logo.src,
    fallback: required(scanovaContent.footer.logo.fallbackSrc, 'the Scanova footer logo'),
    part: 'route',
    find: (page) => page.locator('footer img').first(),
    lazy: true,
  },
  {
    name: 'the Iffer header logo',
    path: '/iffer',
    src: ifferContent.header.logo.src,
    fallback: ifferContent.header.logo.fallbackSrc,
    part: 'header',
    find: (page) =>
      page
        .locator('header')
        .getByRole('link', { name: ifferContent.header.logo.label })
        .locator('img'),
  },
];

/** A promise and the function that resolves it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Waits until the part that renders the logo answers (header and footer hydrate on activity). */
async function waitForPart(page: Page, part: Part): Promise<void> {
  await waitForHydration(page);
  if (part === 'route') return;
  await wake(
    page,
    part === 'header' ? page.locator('header').first() : page.getByTestId('site-footer'),
  );
}

/** The logo shows its fallback, and the fallback image really loaded. */
async function expectFallback(logo: Locator, fallback: string): Promise<void> {
  await expect(logo).toHaveAttribute('src', fallback);
  await expect(logo).toHaveAttribute('data-fallback', 'true');
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test.beforeEach(async ({ page }) => {
  // /iffer frames the external platform; the page's load must not wait on the real network.
  await page.route(`${new URL(site.links.ifferPlatform).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Iffer</title>' }),
  );
});

for (const logo of logos) {
  test.describe(`${logo.name} (${logo.path})`, () => {
    test('falls back when its image fails before the page hydrates', async ({ page }) => {
      // Hold every script until the image has failed, so the failure is surely before hydration.
      const scripts = gate();
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await scripts.opened;
        await route.continue();
      });
      await page.route(`**${logo.src}`, (route) => route.abort('failed'));
      await page.goto(logo.path, { waitUntil: 'commit' });
      const img = logo.find(page);
      if (logo.lazy) await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 0))
        .toBe(true);
      await expect(img).toHaveAttribute('src', logo.src);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      scripts.open();
      await waitForReady(page);
      await waitForPart(page, logo.part);
      await expectFallback(img, logo.fallback);
    });

    test('falls back when its image fails after the page hydrated', async ({ page }) => {
      // Hold the image until its part of the page has hydrated, then fail it.
      const image = gate();
      await page.route(`**${logo.src}`, async (route) => {
        await image.opened;
        await route.abort('failed');
      });
      await page.goto(logo.path, { waitUntil: 'commit' });
      await waitForPart(page, logo.part);
      const img = logo.find(page);
      if (logo.lazy) await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute('src', logo.src);
      expect(await img.evaluate((el: HTMLImageElement) => el.complete)).toBe(false);
      image.open();
      await expectFallback(img, logo.fallback);
    });
  });
}
