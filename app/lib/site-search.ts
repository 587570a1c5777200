/**
 * Site search over the Pagefind index that `scripts/build-search-index.ts` writes at build time
 * (DESIGN §8 "Search"). Nothing here runs, and nothing is fetched, until a search box asks: the
 * module is only imported by the lazily loaded search form and the `/search` page, and Pagefind
 * itself (`/pagefind/pagefind.js`, its WebAssembly and the index) is loaded on the first call.
 *
 * Pagefind picks the index from `<html lang>` when an instance is created, so one instance is
 * kept per language (a client-side language switch changes `lang`).
 */
import { decodeHtmlText } from '@common/html-text';
import type { Locale } from '@common/i18n';
import { cleanQuery, correctQuery, MIN_CORRECTED_WORD, queryVariants } from '@common/search-query';

/** Where the build writes the index (scripts/build-search-index.ts `SEARCH_INDEX_DIR`). */
export const PAGEFIND_URL = '/pagefind/pagefind.js';

/** One sub-result of a Pagefind page: a heading with an id, and the text under it. */
export interface PagefindSubResult {
  title: string;
  /** The page URL with `#id` of the heading (or the page URL for text before any heading). */
  url: string;
  /** Plain text with the matched words in `<mark>`, other characters HTML-escaped. */
  excerpt: string;
  locations?: number[];
}

/** A page's data (`result.data()`), as Pagefind 1.5 returns it. */
export interface PagefindFragment {
  url: string;
  excerpt: string;
  /** `document`: the PDF's path, on a PDF's record (scripts/build-search-index.ts). */
  meta: { title?: string; document?: string };
  sub_results?: PagefindSubResult[];
}

/**
 * The part of Pagefind's browser module (`pagefind.js`, 1.4) this module uses. It is one
 * search per page: `init()` picks the index from `<html lang>`, `destroy()` forgets it.
 */
export interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  destroy(): Promise<void>;
  search(term: string): Promise<{
    results: { id: string; score: number; data: () => Promise<PagefindFragment> }[];
  } | null>;
}

/** A result as the search box and the results page show it. */
export interface SearchHit {
  /** Where selecting it goes: the page, with `#id` of the section where the match is. */
  url: string;
  /** The page title (or the PDF title for a document record). */
  title: string;
  /** The heading the match was found under, when it is not the page itself. */
  section: string | undefined;
  /** Pagefind's excerpt: escaped text with `<mark>` around matched words. */
  excerpt: string;
}

/** Hits and the total number of matching pages. */
export interface SearchOutcome {
  total: number;
  hits: SearchHit[];
  /**
   * Set when a word of the query was unknown to the index and the hits are for its nearest
   * index word (common/search-query.ts `correctQuery`): the query searched instead.
   */
  correctedTo?: string;
}

/** The words of each language's index, for "did you mean" (scripts/build-search-index.ts). */
export const vocabularyUrl = (locale: Locale): string => `/pagefind/vocabulary.${locale}.json`;

const vocabularies = new Map<Locale, Promise<readonly string[]>>();

/**
 * The index's words of `locale`, most frequent first, fetched once; an empty list when the
 * file cannot be loaded (search then goes on without corrections).
 */
export function loadVocabulary(locale: Locale): Promise<readonly string[]> {
  let loading = vocabularies.get(locale);
  if (!loading) {
    loading = fetch(vocabularyUrl(locale))
      .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
      .then((words) => (Array.isArray(words) ? words : []))
      .catch(() => []);
    vocabularies.set(locale, loading);
  }
  return loading;
}

/** Excerpt length in words (Pagefind's default is 30; shorter keeps the popup compact at 375 px). */
export const EXCERPT_WORDS = 18;

let current: { locale: Locale; ready: Promise<PagefindModule> } | undefined;

/**
 * Loads Pagefind and the index of the page's language. A later call for another language (a
 * client-side language switch changed `<html lang>`) destroys the loaded index and loads that
 * language's; the same language reuses it.
 * @param importer how to load the module (tests inject a fake)
 * @throws (rejects) when the index is missing or fails to load; the next call tries again
 */
export function loadPagefind(
  locale: Locale,
  importer: () => Promise<PagefindModule> = () => import(/* @vite-ignore */ PAGEFIND_URL),
): Promise<PagefindModule> {
  if (current?.locale === locale) return current.ready;
  const previous = current?.ready;
  const ready = (async () => {
    if (previous) await previous.then((loaded) => loaded.destroy()).catch(() => undefined);
    const pagefind = await importer();
    await pagefind.options({ excerptLength: EXCERPT_WORDS });
    await pagefind.init();
    return pagefind;
  })();
  const entry = { locale, ready };
  current = entry;
  ready.catch(() => {
    if (current === entry) current = undefined;
  });
  return ready;
}

/** Forgets the loaded index (tests). */
export function resetSearchForTests(): void {
  current = undefined;
  vocabularies.clear();
}

/**
 * `excerpt` without `heading` at its start: Pagefind's excerpt of a section begins with the
 * section's heading when the match is near it, and the heading is shown above the excerpt
 * already (an FAQ question read twice). Tags (`<mark>`) are kept; entities count as one
 * character.
 */
export function withoutLeadingHeading(excerpt: string, heading: string): string {
  const pieces = excerpt.split(/(<[^>]*>|&[#a-zA-Z0-9]+;)/);
  const plain = pieces
    .map((piece) => (piece.startsWith('<') ? '' : decodeHtmlText(piece)))
    .join('');
  const wanted = heading.trim();
  if (wanted === '' || !plain.startsWith(wanted)) return excerpt;
  let remove = wanted.length;
  while (remove < plain.length && /[.:?!\s]/.test(plain[remove]!)) remove += 1;
  if (remove >= plain.length) return excerpt;
  let out = '';
  for (const piece of pieces) {
    if (remove === 0 || piece.startsWith('<')) out += piece;
    else if (piece.startsWith('&') && piece.endsWith(';')) remove -= 1;
    else if (piece.length <= remove) remove -= piece.length;
    else {
      out += piece.slice(remove);
      remove = 0;
    }
  }
  return out;
}

/**
 * The hit for a page: the sub-result (section) with the most matched words, so selecting it
 * lands on that section; the page itself when the match is before the first heading.
 */
export function toSearchHit(fragment: PagefindFragment): SearchHit {
  const title = fragment.meta.title ?? fragment.url;
  let best: PagefindSubResult | undefined;
  for (const sub of fragment.sub_results ?? []) {
    if (!best || (sub.locations?.length ?? 0) > (best.locations?.length ?? 0)) best = sub;
  }
  if (!best || !best.url.includes('#')) {
    return {
      url: fragment.url,
      title,
      section: undefined,
      excerpt: best?.excerpt ?? fragment.excerpt,
    };
  }
  const section = best.title && best.title !== title ? best.title : undefined;
  return {
    url: best.url,
    title,
    section,
    excerpt: section ? withoutLeadingHeading(best.excerpt, section) : best.excerpt,
  };
}

/**
 * Searches the index of `locale` for `query` (cut and cleaned by `cleanQuery`): when a word of
 * it is unknown to the index and a near word exists, for the corrected query instead
 * (`correctQuery`, the vocabulary loading beside Pagefind); in Arabic also for the other forms
 * of its words (`queryVariants`), results merged by Pagefind's score. A page or PDF is listed
 * once however many records or forms found it.
 * @param limit most hits whose data is loaded (each costs one fragment request)
 * @returns the total of matching pages and up to `limit` hits, best first
 * @throws (rejects) when Pagefind cannot be loaded
 */
export async function searchSite(
  locale: Locale,
  query: string,
  limit: number,
  load: (locale: Locale) => Promise<PagefindModule> = loadPagefind,
  vocabulary: (locale: Locale) => Promise<readonly string[]> = loadVocabulary,
): Promise<SearchOutcome> {
  const term = cleanQuery(query);
  if (term === '') return { total: 0, hits: [] };
  const wantsVocabulary = term.split(' ').some((word) => word.length >= MIN_CORRECTED_WORD);
  const [pagefind, words] = await Promise.all([
    load(locale),
    wantsVocabulary ? vocabulary(locale) : Promise.resolve([]),
  ]);
  const correctedTo = correctQuery(term, words);
  const searched = correctedTo ?? term;
  const merged = new Map<string, { score: number; data: () => Promise<PagefindFragment> }>();
  for (const variant of queryVariants(locale, searched)) {
    const found = await pagefind.search(variant);
    for (const result of found?.results ?? []) {
      const previous = merged.get(result.id);
      if (!previous || previous.score < result.score) merged.set(result.id, result);
    }
  }
  const results = [...merged.values()].sort((a, b) => b.score - a.score);
  const fragments = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  const seen = new Set<string>();
  const unique = fragments.filter((fragment) => {
    const key = fragment.meta.document ?? fragment.url;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const outcome: SearchOutcome = {
    total: results.length - (fragments.length - unique.length),
    hits: unique.map(toSearchHit),
  };
  return correctedTo ? { ...outcome, correctedTo } : outcome;
}

/** A run of excerpt text, marked when it is a matched word. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Splits a Pagefind excerpt into text runs, so it renders as text nodes with `<mark>` elements
 * (never as HTML): `a <mark>b</mark> c` → `a `, **b**, ` c`. Any other tag is dropped.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece !== '') {
      const text = decodeHtmlText(piece.replace(/<[^>]*>/g, ''));
      if (text !== '') parts.push({ text, marked });
    }
  }
  return parts;
}
