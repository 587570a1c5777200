import { randomInt } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { devices, type Page } from '@playwright/test';
import { test, expect, waitForReady } from './fixtures';

/**
 * Site insights in a real browser (DESIGN §8 "Site insights: collecting", decision 0024): what the
 * beacon reports ends up in `page_views` of the e2e server's database; opted-out visitors and
 * headless agents leave nothing. Every test tags its first load with its own `utm_campaign` and
 * user agent, so the rows of other tests (the whole suite shares the database) never count.
 */

/** A desktop Chrome user agent no other test uses (its own version number). */
const desktopAgent = () =>
  devices['Desktop Chrome'].userAgent.replace(/Chrome\/[\d.]+/, `Chrome/150.0.${randomInt(1e6)}.0`);

const tag = () => `e2e-${randomInt(1e9)}`;

type ViewRow = {
  path: string;
  language: string;
  referrer_host: string | null;
  utm_campaign: string | null;
  viewport: string;
  navigation_type: string;
  visitor_hash: string;
};

function query(sql: string, ...params: string[]): ViewRow[] {
  const db = new DatabaseSync(process.env.E2E_DB!, { readOnly: true, timeout: 5_000 });
  try {
    return db.prepare(sql).all(...params) as ViewRow[];
  } finally {
    db.close();
  }
}

const COLUMNS = 'path, language, referrer_host, utm_campaign, viewport, navigation_type';
const taggedViews = (campaign: string) =>
  query(`select ${COLUMNS}, visitor_hash from page_views where utm_campaign = ?`, campaign);
const visitorViews = (hash: string) =>
  query(`select ${COLUMNS} from page_views where visitor_hash = ? order by id`, hash);

/** Page-view requests the page makes from now on. */
function beaconsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/pageviews')) urls.push(request.url());
  });
  return urls;
}

/** Long enough after hydration for the beacon's idle callback and lazy import. ms. */
const BEACON_GRACE_MS = 1_500;

test.describe('counted visitors', () => {
  test.use({ consent: null, userAgent: desktopAgent() });

  test('a document load, a client navigation and a load in French are counted before any consent choice', async ({
    page,
  }) => {
    const campaign = tag();
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto(`/?utm_source=e2e&utm_campaign=${campaign}`, {
      referer: 'https://www.search.example/results?q=private',
    });
    await waitForReady(page);
    await expect.poll(() => taggedViews(campaign).length).toBe(1);
    const hash = taggedViews(campaign)[0]!.visitor_hash;
    expect(hash).toMatch(/^[0-9a-f]{32}$/);

    await page.locator('header').getByRole('link', { name: 'FAQ', exact: true }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => visitorViews(hash).length).toBe(2);
    expect(documents).toBe(1);

    await page.goto('/fr');
    await waitForReady(page);
    await expect.poll(() => visitorViews(hash).length).toBe(3);
    expect(visitorViews(hash)).toEqual([
      {
        path: '/',
        language: 'en',
        referrer_host: 'search.example',
        utm_campaign: campaign,
        viewport: 'desktop',
        navigation_type: 'navigate',
      },
      {
        path: '/faq',
        language: 'en',
        referrer_host: null,
        utm_campaign: null,
        viewport: 'desktop',
        navigation_type: 'client',
      },
      {
        path: '/fr',
        language: 'fr',
        referrer_host: null,
        utm_campaign: null,
        viewport: 'desktop',
        navigation_type: 'navigate',
      },
    ]);
  });
});

test.describe('Global Privacy Control', () => {
  test.use({ consent: null, userAgent: desktopAgent(), extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test('a browser sending GPC reports nothing', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const beacons = beaconsOf(page);
    const campaign = tag();
    await page.goto(`/?utm_campaign=${campaign}`);
    await waitForReady(page);
    await page.waitForTimeout(BEACON_GRACE_MS);
    expect(beacons).toEqual([]);
    expect(taggedViews(campaign)).toEqual([]);
  });
});

test.describe('after Decline', () => {
  test.use({ consent: 'declined', userAgent: desktopAgent() });

  test('a visitor who declined reports nothing', async ({ page }) => {
    const beacons = beaconsOf(page);
    const campaign = tag();
    await page.goto(`/?utm_campaign=${campaign}`);
    await waitForReady(page);
    await page.waitForTimeout(BEACON_GRACE_MS);
    expect(beacons).toEqual([]);
    expect(taggedViews(campaign)).toEqual([]);
  });
});

test.describe('headless agent', () => {
  test.use({
    consent: null,
    userAgent: desktopAgent().replace('Chrome/', 'HeadlessChrome/'),
  });

  test('headless Chromium’s own user agent is answered but not counted', async ({ page }) => {
    const campaign = tag();
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/pageviews'));
    await page.goto(`/?utm_campaign=${campaign}`);
    await waitForReady(page);
    expect((await answered).status()).toBe(204);
    expect(taggedViews(campaign)).toEqual([]);
  });
});
