/**
 * The site search on the server, for the results page without scripts (DESIGN §8 "Search"): the
 * same records Pagefind indexed (common/search-records.ts, written by the build from Pagefind's
 * fragments), read the way the browser reads a query (common/search-query.ts: length cap, Arabic
 * forms, "did you mean"). Like Pagefind, every query word must match the start of a word of the
 * record (a plural or longer form of the word also matches), and a hit opens the section with the
 * most matched words.
 */
import {
  cleanQuery,
  correctQuery,
  normalizeWord,
  queryVariants,
  vocabularyOf,
} from '../../common/search-query';
import type { Locale } from '../../common/i18n';
import type {
  ExcerptRun,
  RecordHit,
  RecordOutcome,
  SearchRecord,
} from '../../common/search-records';

/** Words of an excerpt (Pagefind's client shows 18, app/lib/site-search.ts `EXCERPT_WORDS`). */
export const EXCERPT_WORDS = 18;

export type { ExcerptRun, RecordHit, RecordOutcome } from '../../common/search-records';

interface PreparedRecord {
  record: SearchRecord;
  words: string[];
  normalized: string[];
  title: string[];
}

/** Whether the index word `word` answers the query word `term` (both normalised). */
function matches(word: string, term: string): boolean {
  if (word.startsWith(term)) return true;
  // "purifiers" finds "purifier": the query may be a longer form of the word.
  return word.length >= 4 && term.length - word.length <= 2 && term.startsWith(word);
}

/** Searches one language's records; build once per language and reuse. */
export class RecordSearch {
  private readonly prepared: PreparedRecord[];
  private readonly vocabulary: string[];

  constructor(
    private readonly locale: Locale,
    records: readonly SearchRecord[],
  ) {
    this.prepared = records.map((record) => {
      const words = record.content.split(/\s+/u).filter((word) => word !== '');
      return {
        record,
        words,
        normalized: words.map(normalizeWord),
        title: record.title.split(/\s+/u).map(normalizeWord),
      };
    });
    this.vocabulary = vocabularyOf(records.flatMap((record) => [record.title, record.content]));
  }

  /**
   * Every record matching `rawQuery` (cleaned and capped by `cleanQuery`), best first, at most
   * `limit` with their section and excerpt, one per page or document. When a word is unknown to
   * the index and a near word exists (`correctQuery`), the corrected query is searched.
   */
  search(rawQuery: string, limit: number): RecordOutcome {
    const query = cleanQuery(rawQuery);
    if (query === '') return { query, correctedFrom: undefined, total: 0, hits: [] };
    const corrected = correctQuery(query, this.vocabulary);
    const searched = corrected ?? query;
    const scored = new Map<PreparedRecord, { score: number; terms: string[] }>();
    for (const variant of queryVariants(this.locale, searched)) {
      const terms = variant
        .split(' ')
        .map(normalizeWord)
        .filter((term) => term !== '');
      if (terms.length === 0) continue;
      for (const item of this.prepared) {
        let score = 0;
        for (const term of terms) {
          const inText = item.normalized.filter((word) => matches(word, term)).length;
          const inTitle = item.title.filter((word) => matches(word, term)).length;
          if (inText + inTitle === 0) {
            score = 0;
            break;
          }
          score += inText + 10 * inTitle;
        }
        const previous = scored.get(item);
        if (score > 0 && (!previous || previous.score < score)) scored.set(item, { score, terms });
      }
    }
    const ranked = [...scored.entries()].sort((a, b) => b[1].score - a[1].score);
    const seen = new Set<string>();
    const unique = ranked.filter(([item]) => {
      const key = item.record.document ?? item.record.url;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return {
      query: searched,
      correctedFrom: corrected === undefined ? undefined : query,
      total: unique.length,
      hits: unique.slice(0, limit).map(([item, { terms }]) => toHit(item, terms)),
    };
  }
}

/** The hit of a matching record: its best section, and an excerpt there with matches marked. */
function toHit(item: PreparedRecord, terms: readonly string[]): RecordHit {
  const { record, words, normalized } = item;
  const matched = normalized.flatMap((word, index) =>
    terms.some((term) => matches(word, term)) ? [index] : [],
  );
  const headings = record.headings;
  const headingAt = (location: number) =>
    headings.filter((heading) => heading.location <= location).at(-1);
  const counts = new Map<string, number>();
  for (const location of matched) {
    const heading = headingAt(location);
    if (heading) counts.set(heading.id, (counts.get(heading.id) ?? 0) + 1);
  }
  const best = headings
    .filter((heading) => counts.has(heading.id))
    .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0))[0];
  const pageUrl = record.url.split('#')[0] ?? record.url;
  // The heading's own words open the section: the excerpt starts after them (the heading is
  // shown above the excerpt already).
  const sectionStart = best ? best.location + best.text.split(/\s+/u).length : 0;
  const nextHeading = best
    ? headings.find((heading) => heading.location > best.location)
    : undefined;
  const sectionEnd = nextHeading?.location ?? words.length;
  const first =
    matched.find((location) => location >= sectionStart && location < sectionEnd) ??
    matched[0] ??
    0;
  let start = Math.max(best ? sectionStart : 0, first - 4);
  if (start >= words.length) start = Math.max(0, words.length - EXCERPT_WORDS);
  const window = words.slice(start, start + EXCERPT_WORDS);
  const excerpt: ExcerptRun[] = [];
  window.forEach((word, offset) => {
    const marked = matched.includes(start + offset);
    const last = excerpt.at(-1);
    const text = (offset === 0 ? '' : ' ') + word;
    if (last && last.marked === marked) last.text += text;
    else if (marked && offset > 0) {
      if (last) last.text += ' ';
      else excerpt.push({ text: ' ', marked: false });
      excerpt.push({ text: word, marked: true });
    } else excerpt.push({ text, marked });
  });
  const title = record.title;
  return {
    url: best && !record.document ? `${pageUrl}#${best.id}` : record.url,
    title,
    section: best && best.text !== title ? best.text : undefined,
    excerpt,
  };
}
