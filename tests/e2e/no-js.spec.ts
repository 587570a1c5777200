/**
 * The prerendered HTML works on its own (DESIGN §8 "Without JavaScript"). Runs in the `no-js`
 * project (playwright.config.ts: `javaScriptEnabled: false`): content shows, the FAQ answers and
 * both legal texts are there and reachable, and the contact form posts, stores the row and shows
 * the success notice with nothing personal in any URL.
 */
import { site } from '@common/site';
import { routePaths } from '~/content/schema/modules';
import { contentOf } from '../../app/content/site-content';
import { test, expect, findRow } from './fixtures';

test('every route shows its content once the overlay’s CSS fade has run', async ({ context }) => {
  // The twelve pages side by side in tabs of one context: the fades (real time) run together.
  await Promise.all(
    routePaths.map(async (path) => {
      const page = await context.newPage();
      await page.goto(path);
      // The loading overlay hides by a CSS animation at 1.5 s (spec §2), scripts or not.
      await expect(page.getByTestId('loading-overlay'), path).toBeHidden({ timeout: 10_000 });
      await expect(page.locator('h1').first(), path).toBeVisible();
      await expect(page.locator('html'), path).not.toHaveAttribute('data-hydrated', 'true');
      await page.close();
    }),
  );
});

test('/: the headline letters are visible without scripts', async ({ page }) => {
  await page.goto('/');
  const letters = page.getByTestId('fade-in-heading').locator('.fade-letter');
  expect(await letters.count()).toBeGreaterThan(10);
  await expect(letters.first()).toHaveCSS('opacity', '1');
  await expect(letters.last()).toHaveCSS('opacity', '1');
  // Where scripts run, app.css hides the letters' box until they fade in; here it must show.
  await expect(page.getByTestId('fade-in-heading').locator('.fade-letters')).toHaveCSS(
    'opacity',
    '1',
  );
});

test('/optimus: a section below the first view is laid out when it nears the screen', async ({
  page,
}) => {
  // app.css skips it in the first layout; without scripts it stays `content-visibility: auto`,
  // which the browser draws on the way.
  await page.goto('/optimus');
  const content = page.locator('main > section').last().locator('h2');
  const laidOut = () => content.evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true }));
  expect(await laidOut()).toBe(false);
  await content.scrollIntoViewIfNeeded();
  await expect.poll(laidOut).toBe(true);
  await expect(content).toBeInViewport();
});

test('/optimus: the shared header keeps an opaque bar over the page when scrolled', async ({
  page,
}) => {
  // Without scripts it never learns it has scrolled (hooks/use-scrolled.ts), so it keeps its
  // dark text; over the dark sections below, a transparent bar left the links unreadable.
  await page.goto('/optimus');
  await page.locator('main > section').last().scrollIntoViewIfNeeded();
  const header = page.locator('header[data-scrolled]');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  const background = await header.evaluate((h) => getComputedStyle(h).backgroundColor);
  const alpha = Number(/rgba?\(([^)]+)\)/.exec(background)?.[1]?.split(',')[3] ?? 1);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  expect(alpha).toBeGreaterThanOrEqual(0.95);
});

test('/ar/contact: the language and search controls work as links without scripts', async ({
  page,
}) => {
  await page.goto('/ar/contact');
  await expect(page.locator('header a[href="/ar/search"]')).toBeVisible();
  const languages = page.locator('header details');
  await languages.locator('summary').click();
  await languages.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

for (const path of ['/', '/ar/optimus', '/scanova']) {
  test(`${path}: a carousel without scripts shows its first slide and no controls that do nothing`, async ({
    page,
  }) => {
    await page.goto(path);
    // The role descriptions are in the page's language ('carousel', 'شريط عرض'…).
    const carousel = page.locator('section[aria-roledescription]').first();
    await expect(carousel.locator('[role="group"][aria-roledescription]').first()).toBeVisible();
    // Pause, dots and arrows are in the markup (hydration needs them) but not shown.
    const buttons = await carousel.locator('button').all();
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) await expect(button).toBeHidden();
  });
}

test('/contact: no chat button without scripts (it could not answer)', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeHidden();
});

test('/cv: the PDF frame is there without scripts, the stand-in is not', async ({ page }) => {
  await page.goto('/cv');
  await expect(page.locator('iframe[src="/docs/cv.pdf#toolbar=0"]')).toBeVisible();
  await expect(page.getByTestId('cv-frame-standin')).toBeHidden();
});

test('/iffer: the platform frame and the direct link are there without scripts', async ({
  page,
}) => {
  await page.route(`${new URL(site.links.ifferPlatform).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Iffer</title>' }),
  );
  await page.goto('/iffer');
  await expect(page.locator(`iframe[src="${site.links.ifferPlatform}"]`)).toBeVisible();
  await expect(page.getByRole('link', { name: /open/i }).first()).toHaveAttribute(
    'href',
    site.links.ifferPlatform,
  );
  await expect(page.getByTestId('iffer-loading')).toBeHidden();
});

test('no cookie banner without scripts (its buttons could not store a choice)', async ({
  page,
}) => {
  await page.goto('/faq');
  await expect(page.getByTestId('cookie-banner')).toHaveCount(1);
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
});

test('/faq: every answer is in the page and a question opens by click', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 5_000 });
  await expect(page.locator('main details')).toHaveCount(10);
  const second = page.locator('main details').nth(1);
  await expect(second.getByText('over 95% precision')).toBeHidden();
  await second.locator('summary').click();
  await expect(second.getByText('over 95% precision')).toBeVisible();
});

test('/policy?tab=terms: both texts are shown and the tabs are links to them', async ({ page }) => {
  await page.goto('/policy?tab=terms');
  await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 5_000 });
  await expect(page.getByText('Effective date: January 1, 2024').first()).toBeVisible();
  await expect(page.getByText('United States dollars (USD)')).toBeVisible();
  await page.getByRole('tab', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/#terms$/);
  await expect(page.locator('#terms')).toBeInViewport();
});

test.describe('/contact without scripts', () => {
  test('the form posts, the row is stored, the notice shows; no personal data in a URL', async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto('/contact');
    await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 5_000 });
    const subject = `No-JS ${Date.now()} ${Math.random()}`;
    await page.getByLabel('Name').fill('Amina Haddad');
    await page.getByLabel('Email').fill('Amina@Example.com');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Bonjour, sans JavaScript.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1#message-sent$/);
    await expect(
      page.getByText("Message sent successfully! We'll get back to you soon."),
    ).toBeVisible();
    expect(findRow(subject)).toMatchObject({
      name: 'Amina Haddad',
      email: 'amina@example.com',
      message: 'Bonjour, sans JavaScript.',
      status: 'new',
    });
    for (const url of urls) {
      expect(url).not.toMatch(/Amina|amina|Bonjour|No-JS/);
    }
  });

  test('a bad address comes back with the error and every value kept', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 5_000 });
    const subject = `No-JS bad ${Date.now()}`;
    await page.getByLabel('Name').fill('Amina Haddad');
    await page.getByLabel('Email').fill('amina.example.com');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Line one\nLine two');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('link', { name: 'Please enter a valid email address' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByLabel('Name')).toHaveValue('Amina Haddad');
    await expect(page.getByLabel('Email')).toHaveValue('amina.example.com');
    await expect(page.getByLabel('Subject')).toHaveValue(subject);
    await expect(page.getByLabel('Message')).toHaveValue('Line one\nLine two');
    expect(findRow(subject)).toBeUndefined();
  });
});

test('/ar/contact: the Arabic form posts without scripts and shows the Arabic notice', async ({
  page,
}) => {
  const form = contentOf('ar').contact.contactPageContent.form;
  await page.goto('/ar/contact');
  await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 5_000 });
  const subject = `No-JS AR ${Date.now()} ${Math.random()}`;
  await page.getByLabel(form.labels.name).fill('أمينة حداد');
  await page.getByLabel(form.labels.email).fill('amina@example.com');
  await page.getByLabel(form.labels.subject).fill(subject);
  await page.getByLabel(form.labels.message).fill('مرحبًا، بدون JavaScript.');
  await page.getByRole('button', { name: form.submit }).click();
  await expect(page).toHaveURL(/\/ar\/contact\?sent=1#message-sent$/);
  await expect(page.getByText(form.success)).toBeVisible();
  expect(findRow(subject)).toMatchObject({ name: 'أمينة حداد', status: 'new' });
});

test('/ar/contact: a refused post is explained in Arabic, values kept', async ({ page }) => {
  const form = contentOf('ar').contact.contactPageContent.form;
  await page.goto('/ar/contact');
  await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 5_000 });
  await page.getByLabel(form.labels.name).fill('أمينة حداد');
  await page.getByLabel(form.labels.email).fill('amina.example.com');
  await page.getByLabel(form.labels.subject).fill('سؤال');
  await page.getByLabel(form.labels.message).fill('مرحبًا، بدون JavaScript.');
  await page.getByRole('button', { name: form.submit }).click();
  await expect(page.locator('#error-summary')).toContainText(form.fieldErrors.invalidEmail);
  await expect(page).toHaveTitle(new RegExp(`^${form.errors.titlePrefix}`));
  await expect(page.getByLabel(form.labels.email)).toHaveValue('amina.example.com');
  await expect(page).toHaveURL(/\/ar\/contact$/);
});

for (const locale of ['en', 'ar'] as const) {
  const path = locale === 'en' ? '/contact' : `/${locale}/contact`;
  test(`${path}: an empty submit opens on a summary of every error, each field marked`, async ({
    page,
  }) => {
    // GOV.UK error summary and error message patterns: the page comes back on the summary
    // (focused by `autofocus`, no script), one link per field, each field with its message.
    const form = contentOf(locale).contact.contactPageContent.form;
    await page.goto(path);
    await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 5_000 });
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(new RegExp(`^${form.errors.titlePrefix}`));
    const summary = page.locator('#error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    const fields = ['name', 'email', 'subject', 'message'] as const;
    await expect(summary.getByRole('link')).toHaveCount(fields.length);
    for (const field of fields) {
      const text = form.fieldErrors.required[field];
      await expect(summary.getByRole('link', { name: text })).toHaveAttribute(
        'href',
        `#contact-${field}`,
      );
      const control = page.getByLabel(form.labels[field]);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(text));
      await expect(page.locator(`#contact-${field}-error`)).toBeVisible();
    }
    // A link of the summary takes the visitor to its field.
    await summary.getByRole('link', { name: form.fieldErrors.required.message }).click();
    await expect(page.getByLabel(form.labels.message)).toBeInViewport();
  });
}

for (const path of ['/', '/scanova']) {
  test(`${path}: the mobile menu opens and closes without scripts`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 5_000 });
    const nav = page.locator('header nav.nav-target');
    await expect(nav).toBeHidden();
    await page.locator('header a.no-js-menu-open').click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link').first()).toBeVisible();
    await page.locator('header a.no-js-menu-close').click();
    await expect(nav).toBeHidden();
  });
}

test('/search without scripts and without a query links every page; the form searches', async ({
  page,
}) => {
  await page.goto('/fr/search');
  await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 5_000 });
  await expect(page.getByText(/Saisissez des mots dans le champ ci-dessus/)).toBeVisible();
  const links = page.locator('main noscript a');
  await expect(links).toHaveCount(routePaths.length);
  expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
    routePaths.map((path) => (path === '/' ? '/fr' : `/fr${path}`)),
  );
  // The form submits (GET) to the page in its language; the server answers with results.
  await page.getByRole('searchbox').fill('scanova');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).last().click();
  await expect(page).toHaveURL(/\/fr\/search\?q=scanova$/);
  await expect(page.getByRole('searchbox')).toHaveValue('scanova');
  await expect(page.locator('main noscript ol a').first()).toHaveAttribute(
    'href',
    /^\/fr\/scanova/,
  );
});
