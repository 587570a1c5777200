/**
 * How site search reads a query, in the browser and on the server alike (common/search-query.ts,
 * DESIGN §8 "Search"): the length cap and cleaning of hostile input, the Arabic forms searched
 * beside a word, and "did you mean" by edit distance to the index's words.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_CHARS,
  MAX_QUERY_WORDS,
  arabicForms,
  cleanQuery,
  correctQuery,
  normalizeWord,
  queryVariants,
  vocabularyOf,
} from '@common/search-query';

describe('cleanQuery', () => {
  it('cuts long input, turns control and bidi characters into spaces, caps the words', () => {
    expect(cleanQuery('x'.repeat(10_000))).toHaveLength(MAX_QUERY_CHARS);
    expect(cleanQuery('\u0000lu\u202Emen\u200B  solar\n')).toBe('lu men solar');
    expect(cleanQuery('a b c d e f g h i j k').split(' ')).toHaveLength(MAX_QUERY_WORDS);
    // A surrogate pair is never cut in half.
    expect(cleanQuery('🔋'.repeat(200))).toBe('🔋'.repeat(MAX_QUERY_CHARS));
  });
});

describe('normalizeWord', () => {
  it('folds case, Latin accents, Arabic vowel marks and alef forms; drops punctuation', () => {
    expect(normalizeWord('Électricité,')).toBe('electricite');
    expect(normalizeWord('إِتِّصَال')).toBe('اتصال');
    expect(normalizeWord('مدرسة')).toBe('مدرسه');
  });
});

describe('arabicForms', () => {
  it('offers the verb form of a verbal noun and the word without its article', () => {
    expect(arabicForms('اتصال')).toEqual(['اتصل']);
    expect(arabicForms('الاتصال')).toEqual(expect.arrayContaining(['اتصال', 'اتصل']));
    expect(arabicForms('بنا')).toEqual([]);
    // هواء "air" ends in ā + hamza, a noun ending: only the article goes.
    expect(arabicForms('الهواء')).toEqual(['هواء']);
  });

  it('only Arabic queries get variants', () => {
    expect(queryVariants('ar', 'اتصال')).toEqual(['اتصال', 'اتصل']);
    expect(queryVariants('fr', 'contact')).toEqual(['contact']);
  });
});

describe('correctQuery', () => {
  const vocabulary = vocabularyOf([
    'Optimus smart patch. Optimus battery. Optimization of Scanova air purifier',
  ]);

  it('corrects a swapped pair of letters in a product name (two edits)', () => {
    expect(correctQuery('optimsu', vocabulary)).toBe('optimus');
    expect(correctQuery('scanvoa patch', vocabulary)).toBe('scanova patch');
  });

  it('keeps words the index knows, prefixes of them, short words and numbers', () => {
    expect(correctQuery('optim', vocabulary)).toBeUndefined();
    expect(correctQuery('Optimus', vocabulary)).toBeUndefined();
    expect(correctQuery('opt', vocabulary)).toBeUndefined();
    expect(correctQuery('2999', vocabulary)).toBeUndefined();
  });

  it('leaves a word with no near index word alone', () => {
    expect(correctQuery('qwxzvbn', vocabulary)).toBeUndefined();
  });
});
