/**
 * Each prerendered page's social card (docs/decisions/0044-a-social-card-per-page.md): over every
 * page in every language as the server serves the build, the page's `og:image` is its own (no two
 * pages share one), decodes in Chromium as a 1200×630 PNG, `twitter:card` is
 * `summary_large_image` and `og:image:alt` is the page's own (its card's title and the site's
 * line); the first cards other sites may have cached (`/og-image.png` …) still answer.
 */
import { LOCALES, localeFromPath, stripLocale } from '../../common/i18n';
import { prerenderPaths } from '../../app/content/schema/modules';
import { site } from '../../common/site';
import { contentOf } from '../../app/content/site-content';
import { type SitePage, socialCardOf } from '../../app/content/social-cards';
import { socialImagePath } from '../../app/lib/meta';
import { test, expect } from './fixtures';

/** The content of the `<meta>` whose `attribute` is `key` (HTML as React writes it). */
function metaContent(html: string, attribute: 'property' | 'name', key: string): string[] {
  const pattern = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((m) => m[1]!);
}

/** HTML's five escapes back to characters (React escapes `&` `<` `>` `"` `'` in attributes). */
const unescape = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

test('every prerendered page in every language has its own 1200×630 PNG card, alt text and summary_large_image', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  expect(prerenderPaths).toHaveLength(70);
  const images = new Map<string, string>();
  for (const path of prerenderPaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path.endsWith('/404') ? 404 : 200);
    const html = await response.text();
    const [image, ...more] = metaContent(html, 'property', 'og:image');
    expect(more, path).toEqual([]);
    expect(image, path).toMatch(new RegExp(`^${site.siteUrl}/og/${localeFromPath(path)}/`));
    expect(images.get(image!), `${path} shares its card`).toBeUndefined();
    images.set(image!, path);
    expect(metaContent(html, 'name', 'twitter:image'), path).toEqual([image]);
    expect(metaContent(html, 'name', 'twitter:card'), path).toEqual(['summary_large_image']);
    expect(metaContent(html, 'property', 'og:image:width'), path).toEqual(['1200']);
    expect(metaContent(html, 'property', 'og:image:height'), path).toEqual(['630']);
    const locale = localeFromPath(path);
    const content = contentOf(locale);
    const card = socialCardOf(content, stripLocale(path) as SitePage, locale);
    expect(metaContent(html, 'property', 'og:image:alt').map(unescape), path).toEqual([
      `${card.title} — ${content.common.shellContent.socialImageAlt}`,
    ]);
  }
  expect(images.size).toBe(70);

  // Decoded by the browser, from the server: PNG bytes, 1200×630.
  const cards = [...images.keys()].map((url) => new URL(url).pathname);
  for (const legacy of LOCALES.map(socialImagePath)) cards.push(legacy);
  for (const card of cards) {
    const response = await request.get(card);
    expect(response.status(), card).toBe(200);
    expect(response.headers()['content-type'], card).toBe('image/png');
    expect((await response.body()).subarray(1, 4).toString('ascii'), card).toBe('PNG');
  }
  await page.goto('/faq');
  const sizes = await page.evaluate(
    async (urls) =>
      Promise.all(
        urls.map(async (url) => {
          const image = new Image();
          image.src = url;
          await image.decode();
          return `${image.naturalWidth}×${image.naturalHeight}`;
        }),
      ),
    cards,
  );
  expect(new Set(sizes)).toEqual(new Set(['1200×630']));
  expect(sizes).toHaveLength(75);
});
