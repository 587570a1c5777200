/**
 * The query side of site search (DESIGN §8 "Search"), shared by the browser (app/lib/site-search.ts,
 * over Pagefind) and the server's no-script results (server/search/site-search-server.ts), so both
 * read a query the same way: the same length cap, the same Arabic forms, the same "did you mean".
 */
import { distance } from 'fastest-levenshtein';
import type { Locale } from './i18n';

/**
 * Longest query searched, in UTF-16 code units; longer input is cut, so hostile input costs
 * bounded work (OWASP Input Validation Cheat Sheet: "minimum and maximum length").
 */
export const MAX_QUERY_CHARS = 120;

/** Most words of a query searched; the rest are dropped (same reason as {@link MAX_QUERY_CHARS}). */
export const MAX_QUERY_WORDS = 8;

/**
 * The query as searched: control and format characters (bidi overrides, zero-width joiners) become
 * spaces, runs of space collapse, and it is cut to {@link MAX_QUERY_CHARS} without splitting a
 * surrogate pair and to {@link MAX_QUERY_WORDS} words.
 */
export function cleanQuery(raw: string): string {
  const cut = [...raw.slice(0, MAX_QUERY_CHARS * 2)].slice(0, MAX_QUERY_CHARS).join('');
  return cut
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .split(/\s+/u)
    .filter((word) => word !== '')
    .slice(0, MAX_QUERY_WORDS)
    .join(' ');
}

/**
 * A word reduced to what compares: lower case (locale-independent), letters and digits only, Latin
 * diacritics and Arabic short vowels (both Unicode marks, `\p{M}`) removed, Arabic tatweel
 * dropped and the hamza forms of alef (أ إ آ) read as ا, ى as ي, ة as ه — the usual spelling
 * variants of the same Arabic word.
 */
export function normalizeWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The Arabic definite article and the conjunction/preposition prefixes joined to it. */
const ARABIC_ARTICLE = /^(?:وال|بال|فال|كال|لل|ال)/;

/**
 * Other forms of an Arabic word that a query should also find, since Pagefind's Arabic stemmer
 * (Snowball) leaves a verbal noun and its verb apart (اتصال "contact" vs اتصلوا "contact us"):
 * without the article (الاتصال → اتصال), and without the long ā before the last letter of the
 * verbal-noun patterns افتعال / انفعال / استفعال / تفعال (اتصال → اتصل, which prefix-matches
 * اتصلوا): only for a word beginning with ا or ت and not ending in ء. Forms shorter than three
 * letters are not offered (they would match too much).
 * @returns the other forms, not including `word` itself
 */
export function arabicForms(word: string): string[] {
  const forms = new Set<string>();
  const bare = word.length > 4 ? word.replace(ARABIC_ARTICLE, '') : word;
  forms.add(bare);
  // The patterns begin with ا or ت; a final ء after ā is a noun ending (هواء "air"), not one.
  if (bare.length >= 5 && /^[ات]/.test(bare) && bare.at(-2) === 'ا' && bare.at(-1) !== 'ء')
    forms.add(bare.slice(0, -2) + bare.at(-1));
  forms.delete(word);
  return [...forms].filter((form) => form.length >= 3);
}

/**
 * The queries to search for `query` in `locale`, the query itself first: in Arabic, each word's
 * {@link arabicForms} as queries of their own (results are merged by the caller); other
 * languages rely on Pagefind's stemming alone.
 */
export function queryVariants(locale: Locale, query: string): string[] {
  const variants = [query];
  if (locale !== 'ar') return variants;
  const words = query.split(' ');
  words.forEach((word, index) => {
    for (const form of arabicForms(word)) {
      variants.push([...words.slice(0, index), form, ...words.slice(index + 1)].join(' '));
    }
  });
  return [...new Set(variants)];
}

/** Shortest query word that may be corrected: shorter words have too many near neighbours. */
export const MIN_CORRECTED_WORD = 4;

/**
 * Most edits (Levenshtein distance, via fastest-levenshtein) between a query word and the index
 * word it is corrected to: 1 for words of 4–5 letters, 2 from 6 (a swapped pair of letters,
 * "optimsu" → "optimus", is two edits).
 */
export function maxEdits(length: number): number {
  return length >= 6 ? 2 : 1;
}

/**
 * "Did you mean": the query with each word that no index word starts with (Pagefind matches word
 * prefixes) replaced by the nearest index word within {@link maxEdits}; the most frequent word
 * wins a tie, so a product name beats a rare word. Words shorter than
 * {@link MIN_CORRECTED_WORD}, digits and words the index knows are kept.
 * @param vocabulary the index's words, normalised ({@link normalizeWord}), most frequent first
 * @returns the corrected query, or undefined when no word changed
 */
export function correctQuery(query: string, vocabulary: readonly string[]): string | undefined {
  let changed = false;
  const words = query.split(' ').map((word) => {
    const term = normalizeWord(word);
    if (term.length < MIN_CORRECTED_WORD || /\p{N}/u.test(term)) return word;
    if (vocabulary.some((known) => known.startsWith(term))) return word;
    const limit = maxEdits(term.length);
    let best: string | undefined;
    let bestDistance = limit + 1;
    for (const known of vocabulary) {
      if (Math.abs(known.length - term.length) > limit) continue;
      const edits = distance(term, known);
      if (edits < bestDistance) {
        best = known;
        bestDistance = edits;
      }
    }
    if (best === undefined) return word;
    changed = true;
    return best;
  });
  return changed ? words.join(' ') : undefined;
}

/**
 * The index's words for {@link correctQuery}: the words of `texts`, normalised, of at least
 * {@link MIN_CORRECTED_WORD} letters and no digit, most frequent first.
 */
export function vocabularyOf(texts: Iterable<string>): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.split(/\s+/u)) {
      const term = normalizeWord(word);
      if (term.length < MIN_CORRECTED_WORD || /\p{N}/u.test(term)) continue;
      counts.set(term, (counts.get(term) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([word]) => word);
}
