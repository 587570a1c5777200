import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@common/i18n';
import { contentOf } from '~/content/site-content';

/**
 * Every language (DESIGN §8 "Languages") has exactly English's content shape. The typecheck
 * (Translation<T>) catches missing keys and changed figures; this walks the data itself and also
 * checks what types cannot: no extra export or key, the same list lengths, and every non-text value
 * (ids, paths, image sources, numbers) unchanged, so a translation never moves a link or an image.
 */
const NON_TEXT_KEYS = new Set([
  'id',
  'headingId',
  'icon',
  'accent',
  'kind',
  'code',
  'lang',
  'href',
  'src',
  'iso',
  'autocomplete',
  'width',
  'height',
  'filename',
]);

/** A string that is a link, path or address rather than copy. */
const looksLikeTarget = (value: string) => /^(\/|#|https?:|mailto:|tel:)/.test(value);

/**
 * An image whose drawing holds words (a labelled diagram) has one file per language, named
 * `<English name>-<locale>.svg` (art/images/, outlined by scripts/svg-text-outlines.ts).
 */
const ART_DIR = join(import.meta.dirname, '../../../art');
const isLocalizedArt = (en: string, other: string, locale: string) =>
  /\.svg$/.test(en) && other === en.replace(/\.svg$/, `-${locale}.svg`);

function differences(en: unknown, other: unknown, path: string, key = ''): string[] {
  if (typeof en === 'string') {
    if (typeof other !== 'string') return [`${path}: not a string`];
    const locale = path.split('.')[0]!;
    if (key === 'src' && isLocalizedArt(en, other, locale))
      return existsSync(join(ART_DIR, other)) ? [] : [`${path}: no art file ${other}`];
    if ((NON_TEXT_KEYS.has(key) || looksLikeTarget(en)) && en !== other)
      return [`${path}: ${JSON.stringify(other)} ≠ ${JSON.stringify(en)}`];
    return [];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other) || other.length !== en.length)
      return [
        `${path}: ${Array.isArray(other) ? other.length : 'no'} items, English has ${en.length}`,
      ];
    return en.flatMap((item, i) => differences(item, other[i], `${path}[${i}]`, key));
  }
  if (en && typeof en === 'object') {
    if (!other || typeof other !== 'object') return [`${path}: not an object`];
    const enKeys = Object.keys(en).sort();
    const otherKeys = Object.keys(other).sort();
    if (enKeys.join() !== otherKeys.join())
      return [`${path}: keys ${otherKeys.join(',')} ≠ ${enKeys.join(',')}`];
    return enKeys.flatMap((k) =>
      differences(
        (en as Record<string, unknown>)[k],
        (other as Record<string, unknown>)[k],
        `${path}.${k}`,
        k,
      ),
    );
  }
  return Object.is(en, other) ? [] : [`${path}: ${String(other)} ≠ ${String(en)}`];
}

describe('translations', () => {
  const en = contentOf('en');
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has English’s modules, exports, keys, list lengths and non-text values',
    (locale) => {
      expect(differences(en, contentOf(locale), locale)).toEqual([]);
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s is translated: every page description differs from English',
    (locale) => {
      const intros = Object.entries(contentOf(locale).pages.pageIntros);
      const same = intros.filter(
        ([path, intro]) =>
          intro.description ===
          en.pages.pageIntros[path as keyof typeof en.pages.pageIntros].description,
      );
      expect(same.map(([path]) => path)).toEqual([]);
    },
  );

  it('detects a moved link and a dropped item (the check can fail)', () => {
    const fr = contentOf('fr');
    const moved = structuredClone(fr.contact.contactPageContent) as unknown as {
      footer: { links: { href: string }[] };
    };
    moved.footer.links[0]!.href = '/elsewhere';
    expect(
      differences(en.contact.contactPageContent, moved, 'fr.contact').some((d) =>
        d.includes('/elsewhere'),
      ),
    ).toBe(true);
    const dropped = { ...fr.faq, faqItems: fr.faq.faqItems.slice(1) };
    expect(differences(en.faq, dropped, 'fr.faq')[0]).toMatch(/items, English has 10/);
  });
});
