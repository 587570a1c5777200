import { languageOptions, LOCALES, localizePath, type Locale } from '../../common/i18n';
import { contentPaths, type RoutePath, routePaths } from '../../app/content/schema/modules';
import { contentOf, introOf } from '../../app/content/site-content';
import { test, expect, findRow, waitForReady } from './fixtures';

/**
 * Five languages, Arabic right to left. Copy comes from the content modules, so the
 * tests follow any rewording; what they pin down is behaviour (URLs, lang/dir, alternates,
 * layout mirroring, formatting, the form) and that a page ships only its own language.
 */
const all = contentPaths;
const copy = (locale: Locale) => contentOf(locale);

test.describe('language switch', () => {
  for (const [from, path, to] of [
    ['/', '/', 'fr'],
    ['/contact', '/contact', 'ar'],
    ['/de/policy?tab=terms', '/policy', 'es'],
    ['/ar/optimus', '/optimus', 'en'],
  ] as const) {
    test(`${from} → ${to} keeps the page, changes lang/dir and copy, without a reload`, async ({
      page,
    }) => {
      await page.goto(from);
      await waitForReady(page);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const header = page.locator('header').first();
      await header.getByRole('button', { name: /:/ }).first().click();
      const target = languageOptions('en').find((l) => l.lang === to)!;
      await page.getByRole('link', { name: new RegExp(target.name) }).click();
      const expected = localizePath(path, to);
      await expect(page).toHaveURL(new RegExp(`${expected.replace(/\//g, '\\/')}(\\?|$)`));
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      await expect(page.locator('html')).toHaveAttribute('dir', to === 'ar' ? 'rtl' : 'ltr');
      const intro = introOf(copy(to), path);
      await expect(page).toHaveTitle(new RegExp(intro.title.replace(/[?()]/g, '.')));
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      if (from.includes('?tab=terms')) expect(page.url()).toContain('?tab=terms');
    });
  }

  test('links inside a language stay inside it', async ({ page }) => {
    await page.goto('/es/faq');
    await waitForReady(page);
    // Links marked with another language (`hreflang`: the no-script language list) are meant to
    // leave it.
    const hrefs = await page
      .locator('header a[href^="/"]:not([hreflang]), footer a[href^="/"], main a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const pages = hrefs.filter((href) => !/\.(pdf|svg|png)/.test(href));
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.filter((href) => !href.startsWith('/es'))).toEqual([]);
  });

  test('Accept-Language never redirects: / stays English for a French browser', async ({
    request,
  }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    expect(response.status()).toBe(200);
    expect(response.url()).toMatch(/\/$/);
    expect(await response.text()).toContain('<html lang="en" dir="ltr"');
  });

  test('the home page hints at the remembered language, dismissibly, and never moves', async ({
    page,
  }) => {
    await page.goto('/faq');
    await waitForReady(page);
    await page
      .locator('header')
      .first()
      .getByRole('button', { name: /^Language/ })
      .click();
    await page.getByRole('link', { name: /Français/ }).click();
    await expect(page).toHaveURL(/\/fr\/faq$/);
    await page.goto('/');
    await waitForReady(page);
    await expect(page).toHaveURL(/\/$/);
    const hint = page.getByTestId('language-hint');
    await expect(hint).toContainText('This page is also in Français.');
    await expect(hint.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr');
    await hint.getByRole('button', { name: 'Dismiss' }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await waitForReady(page);
    await expect(page.getByTestId('language-hint')).toHaveCount(0);
  });

  // The bar is a chunk of its own, fetched only for a visitor who chose another
  // language; a first visit fetches none of it, and if it cannot load there is just no hint.
  test('the hint’s code loads only for a visitor it is for, and its failure costs nothing', async ({
    page,
  }) => {
    const hintChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/language-hint-bar-[\w-]+\.js$/.test(request.url()))
        hintChunks.push(request.url());
    });
    await page.goto('/');
    await waitForReady(page);
    expect(hintChunks).toEqual([]);

    await page.route(/\/assets\/language-hint-bar-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.evaluate(() => localStorage.setItem('preferredLanguage', 'de'));
    await page.reload();
    await waitForReady(page);
    await expect.poll(() => hintChunks.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(page.getByTestId('language-hint')).toHaveCount(0);
  });
});

test.describe('search engines', () => {
  test('every page of every language has its canonical URL and the same six reciprocal alternates, each answering 200', async ({
    request,
  }) => {
    const alternatesOf = new Map<string, string[]>();
    for (const path of all) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const locale = path.split('/')[1] ?? '';
      const lang = LOCALES.includes(locale as Locale) ? locale : 'en';
      expect(html, path).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(new URL(canonical ?? 'x:').pathname.replace(/\/$/, '') || '/', path).toBe(path);
      const alternates = [
        ...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g),
      ].map((m) => `${m[1]} ${new URL(m[2]!).pathname}`);
      expect(
        alternates.map((a) => a.split(' ')[0]),
        path,
      ).toEqual([...LOCALES, 'x-default']);
      alternatesOf.set(path, alternates);
      expect(html, path).toContain(`"inLanguage":"${lang}"`);
      expect(html, path).toMatch(/<meta property="og:locale" content="[a-z]{2}_[A-Z]{2}"/);
      expect([...html.matchAll(/og:locale:alternate/g)], path).toHaveLength(4);
    }
    // Reciprocal: the pages of one route list the same set, and every target answers 200.
    for (const path of routePaths) {
      const sets = LOCALES.map((locale) => alternatesOf.get(localizePath(path, locale))?.join());
      expect(new Set(sets).size, path).toBe(1);
    }
    const targets = new Set([...alternatesOf.values()].flat().map((a) => a.split(' ')[1]!));
    for (const target of targets) expect((await request.get(target)).status(), target).toBe(200);
  });

  test('sitemap.xml lists the 60 pages with their alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect([...xml.matchAll(/<loc>/g)]).toHaveLength(60);
    expect([...xml.matchAll(/<xhtml:link /g)]).toHaveLength(60 * 6);
  });

  test('an unknown path under a prefix answers 404 with that language’s page', async ({
    request,
  }) => {
    for (const locale of ['fr', 'es', 'de', 'ar'] as const) {
      const response = await request.get(`/${locale}/no-such-page`);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(copy(locale).common.shellContent.notFoundTitle);
    }
  });
});

test.describe('each page ships only its own language', () => {
  for (const [path, own, others] of [
    ['/', 'en', ['fr', 'ar']],
    ['/fr', 'fr', ['en', 'ar']],
    ['/ar', 'ar', ['en', 'fr']],
    ['/de/contact', 'de', ['en', 'es']],
  ] as const) {
    test(`${path}: its HTML, data and scripts hold no ${others.join('/')} copy`, async ({
      page,
    }) => {
      const bodies: string[] = [];
      page.on('response', async (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (/html|javascript|octet-stream|json/.test(type))
          bodies.push(await response.text().catch(() => ''));
      });
      await page.goto(path);
      await waitForReady(page);
      const all = bodies.join('\n');
      const base = path.replace(/^\/(fr|ar|de)/, '') || '/';
      const lead = (locale: Locale) => introOf(copy(locale), base as RoutePath).lead;
      expect(all).toContain(lead(own).slice(0, 40));
      for (const other of others) {
        expect(all).not.toContain(lead(other).slice(0, 40));
        expect(all).not.toContain(copy(other).common.cookieBannerContent.text.slice(0, 40));
      }
    });
  }
});

test.describe('data for client navigations', () => {
  // A client navigation fetches `<page>.data`; its loaders must read the language from the page's
  // URL, not from the raw `/fr.data` request (which names no language).
  for (const [path, own] of [
    ['/fr', 'fr'],
    ['/ar', 'ar'],
    ['/de/faq', 'de'],
  ] as const) {
    test(`${path}.data holds the ${own} copy, not English`, async ({ request }) => {
      const body = await (await request.get(`${path}.data`)).text();
      const base = path.replace(/^\/(fr|ar|de)/, '') || '/';
      const lead = (locale: Locale) => introOf(copy(locale), base as RoutePath).lead;
      expect(body).toContain(lead(own).slice(0, 40));
      expect(body).not.toContain(lead('en').slice(0, 40));
    });
  }
});

test.describe('formatting per language', () => {
  for (const [path, texts] of [
    ['/fr/policy', ['1 janvier 2024']],
    ['/ar/policy', ['1 جانفي 2024']],
    ['/de/policy', ['1. Januar 2024']],
    ['/policy', ['January 1, 2024']],
    ['/fr/faq', ['40 000 DZD']],
    ['/es/faq', ['40.000 DZD']],
    ['/ar/faq', ['40.000 DZD']],
  ] as const) {
    test(`${path} shows ${texts.join(', ')}`, async ({ page }) => {
      await page.goto(path);
      await waitForReady(page);
      // textContent, not innerText: FAQ answers sit in closed <details>.
      const text = ((await page.locator('main').textContent()) ?? '').replace(
        /[\u00a0\u202f]/g,
        ' ',
      );
      for (const expected of texts) expect(text).toContain(expected);
      expect(text).not.toMatch(/[\u0660-\u0669]/); // Western digits, as Algeria writes them
    });
  }
});

test.describe('Arabic, right to left', () => {
  test('the header mirrors: the logo on the right at 1280 px, the language control on the left', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ar');
    await waitForReady(page);
    const header = page.locator('header').first();
    const logo = await header.locator('a[href="/ar"]').first().boundingBox();
    const language = await header.getByRole('button', { name: /:/ }).first().boundingBox();
    expect(logo!.x).toBeGreaterThan(900);
    expect(language!.x).toBeLessThan(400);
  });

  // No Arabic (or English) page scrolls sideways at 375 px: a11y.spec.ts checks each.

  test('the contact form sends from /ar/contact and answers in Arabic', async ({ page }) => {
    await page.goto('/ar/contact');
    await waitForReady(page);
    const subject = `AR ${Date.now()} ${Math.random()}`;
    const labels = copy('ar').contact.contactPageContent.form.labels;
    await page.getByLabel(labels.name).fill('أمينة');
    await page.getByLabel(labels.email).fill('amina@example.com');
    await page.getByLabel(labels.subject).fill(subject);
    await page.getByLabel(labels.message).fill('مرحبًا، أودّ معرفة المزيد عن Scanova.');
    await page
      .getByRole('button', { name: copy('ar').contact.contactPageContent.form.submit })
      .click();
    await expect(page.getByTestId('snackbar')).toContainText(
      copy('ar').contact.contactPageContent.form.success,
    );
    await expect.poll(() => findRow(subject)?.name).toBe('أمينة');
  });

  test('the Arabic font is self-hosted and loaded on Arabic pages only', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/contact');
    await waitForReady(page);
    expect(fonts.filter((f) => f.includes('cairo'))).toEqual([]);
    await page.goto('/ar/contact');
    await waitForReady(page);
    expect(fonts.some((f) => /\/assets\/cairo-arabic-.*\.woff2$/.test(f))).toBe(true);
  });
});
