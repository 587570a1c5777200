/**
 * `plural`: the result count in each language's CLDR plural category, the number formatted for the
 * language. Arabic uses all six categories.
 */
import { describe, expect, it } from 'vitest';
import { plural, type PluralMessage } from '@common/i18n';
import { contentOf } from '~/content/site-content';

const ar = contentOf('ar').header;
const en = contentOf('en').header;
const fr = contentOf('fr').header;

const count = (message: PluralMessage, locale: 'en' | 'fr' | 'ar', n: number) =>
  plural(locale, n, message);

describe('plural', () => {
  it('English: one and other', () => {
    const message = en.headerContent.search.resultCount;
    expect(count(message, 'en', 1)).toBe('1 result');
    expect(count(message, 'en', 0)).toBe('0 results');
    expect(count(message, 'en', 1200)).toBe('1,200 results');
  });

  it('French: 0 and 1 are singular, grouping with a narrow no-break space', () => {
    const message = fr.headerContent.search.resultCount;
    expect(count(message, 'fr', 0)).toBe('0 résultat');
    expect(count(message, 'fr', 1)).toBe('1 résultat');
    expect(count(message, 'fr', 2)).toBe('2 résultats');
    expect(count(message, 'fr', 1200)).toBe('1\u202f200 résultats');
  });

  it('Arabic: zero, one, two, few, many and other, Western digits (ar-DZ)', () => {
    const message = ar.headerContent.search.resultCount;
    expect(count(message, 'ar', 0)).toBe('لا توجد نتائج');
    expect(count(message, 'ar', 1)).toBe('نتيجة واحدة');
    expect(count(message, 'ar', 2)).toBe('نتيجتان');
    expect(count(message, 'ar', 5)).toBe('5 نتائج');
    expect(count(message, 'ar', 11)).toBe('11 نتيجة');
    expect(count(message, 'ar', 100)).toBe('100 نتيجة');
  });
});
