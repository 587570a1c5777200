import { describe, expect, it } from 'vitest';
import { LOCALES, localizePath } from '@common/i18n';
import { notFoundPath, searchPath } from '@common/paths';
import { routePaths } from '~/content/schema/modules';
import { site } from '@common/site';
import { cardHash, cardPath } from '@common/social-card';
import { contentOf, notFoundCardOf, pageData } from '~/content/site-content';
import { pageCardOf, type SitePage, socialCardOf } from '~/content/social-cards';
import { pageMeta } from '~/lib/meta';

const PAGES: readonly SitePage[] = [...routePaths, notFoundPath, searchPath];

/** The tag of `key` (property or name) in meta descriptors, its content. */
function tag(tags: ReturnType<typeof pageMeta>, key: string): unknown {
  const found = tags
    .map((t) => t as Record<string, unknown>)
    .find((t) => t.property === key || t.name === key);
  return found?.content;
}

describe('a social card per page and language', () => {
  it('names each prerendered page’s card by its language, page and content hash, all 70 apart', () => {
    const paths = LOCALES.flatMap((locale) =>
      PAGES.map((page) => pageCardOf(contentOf(locale), page, locale, 'digest').image),
    );
    expect(new Set(paths).size).toBe(LOCALES.length * PAGES.length);
    expect(paths).toContain(
      cardPath('fr', '/faq', cardHash(socialCardOf(contentOf('fr'), '/faq', 'fr'), 'digest')),
    );
    for (const path of paths)
      expect(path).toMatch(/^\/og\/(en|fr|es|de|ar)\/[a-z0-9]+\.[0-9a-f]{12}\.png$/);
    expect(pageCardOf(contentOf('en'), '/', 'en', 'digest').image).toMatch(/^\/og\/en\/index\./);
  });

  it('moves the card’s name when its title, lead or assets change, not when only the alt text does', () => {
    const card = socialCardOf(contentOf('de'), '/lumen', 'de');
    const hash = cardHash(card, 'digest');
    expect(cardHash({ ...card, title: `${card.title}!` }, 'digest')).not.toBe(hash);
    expect(cardHash({ ...card, tagline: `${card.tagline}!` }, 'digest')).not.toBe(hash);
    expect(cardHash({ ...card, art: '/images/other.svg' }, 'digest')).not.toBe(hash);
    expect(cardHash(card, 'other digest')).not.toBe(hash);
    expect(cardHash({ ...card }, 'digest')).toBe(hash);
    const content = contentOf('de');
    const renamed = {
      ...content,
      common: {
        ...content.common,
        shellContent: { ...content.common.shellContent, socialImageAlt: 'Anders' },
      },
    };
    const before = pageCardOf(content, '/lumen', 'de', 'digest');
    const after = pageCardOf(renamed, '/lumen', 'de', 'digest');
    expect(after.image).toBe(before.image);
    expect(after.imageAlt).not.toBe(before.imageAlt);
  });

  it('puts the page’s own card and alt text in its og:image, og:image:alt and Twitter tags', () => {
    for (const locale of LOCALES) {
      const data = pageData(
        new URL(localizePath('/scanova', locale), site.siteUrl),
        '/scanova',
        (c) => c,
      );
      const tags = pageMeta({
        ...data.intro,
        path: data.path,
        locale,
        image: data.image,
        imageAlt: data.imageAlt,
      });
      const image = new URL(data.image, site.siteUrl).href;
      expect(tag(tags, 'og:image')).toBe(image);
      expect(tag(tags, 'twitter:image')).toBe(image);
      expect(tag(tags, 'twitter:card')).toBe('summary_large_image');
      expect([tag(tags, 'og:image:width'), tag(tags, 'og:image:height')]).toEqual(['1200', '630']);
      const title = contentOf(locale).scanova.pageIntro.title;
      expect(tag(tags, 'og:image:alt')).toBe(
        `${title} — ${contentOf(locale).common.shellContent.socialImageAlt}`,
      );
      expect(data.image).toMatch(new RegExp(`^/og/${locale}/scanova\\.`));
    }
  });

  it('gives the 404 page its own card in each language, from the root data', () => {
    const cards = LOCALES.map((locale) => notFoundCardOf(locale));
    expect(new Set(cards.map((c) => c.image)).size).toBe(LOCALES.length);
    expect(cards[LOCALES.indexOf('fr')]!.imageAlt).toContain(
      contentOf('fr').common.shellContent.notFoundTitle,
    );
  });
});
