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
  meta: { title?: string };
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
  search(
    term: string,
  ): Promise<{ results: { id: string; data: () => Promise<PagefindFragment> }[] } | null>;
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
  return {
    url: best.url,
    title,
    section: best.title && best.title !== title ? best.title : undefined,
    excerpt: best.excerpt,
  };
}

/**
 * Searches the index of `locale` for `query`.
 * @param limit most hits whose data is loaded (each costs one fragment request)
 * @returns the total of matching pages and up to `limit` hits, best first
 * @throws (rejects) when Pagefind cannot be loaded
 */
export async function searchSite(
  locale: Locale,
  query: string,
  limit: number,
  load: (locale: Locale) => Promise<PagefindModule> = loadPagefind,
): Promise<SearchOutcome> {
  const term = query.trim();
  if (term === '') return { total: 0, hits: [] };
  const pagefind = await load(locale);
  const found = await pagefind.search(term);
  const results = found?.results ?? [];
  const fragments = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  return { total: results.length, hits: fragments.map(toSearchHit) };
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
