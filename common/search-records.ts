/**
 * What the build writes of the search index for the server (scripts/build-search-index.ts, read by
 * server/search/records-search.ts): per language, each Pagefind record's extracted text and
 * headings, as Pagefind's own fragments hold them (DESIGN §8 "Search").
 */
import type { Locale } from './i18n';

/** Where the records are written, relative to the client dir: beside it, so never served. */
export const SEARCH_RECORDS_FILE = '../search-records.json';

/** A heading with an id inside a record, at a word position of its `content`. */
export interface SearchRecordHeading {
  id: string;
  text: string;
  /** Index of the heading's first word among `content`'s words (split on white space). */
  location: number;
}

/** One record of the index: a page, or a PDF offered by a page. */
export interface SearchRecord {
  /** The page path, or for a PDF the page path and `#section` that offers it. */
  url: string;
  title: string;
  /** The text Pagefind indexed, words separated by white space. */
  content: string;
  headings: SearchRecordHeading[];
  /** For a PDF record, the PDF's path (`/docs/….pdf`): one document, however many pages offer it. */
  document?: string;
}

/** Every language's records. */
export type SearchRecords = Record<Locale, SearchRecord[]>;

/** A run of excerpt text, marked when it holds matched words. */
export interface ExcerptRun {
  text: string;
  marked: boolean;
}

/** A result as the page lists it. */
export interface RecordHit {
  url: string;
  title: string;
  section: string | undefined;
  excerpt: ExcerptRun[];
}

/** What a search of the records answers (server/search/records-search.ts `RecordSearch.search`). */
export interface RecordOutcome {
  /** The query searched after cleaning (and correction, when `correctedFrom` is set). */
  query: string;
  /** The visitor's (cleaned) query when a correction was searched instead. */
  correctedFrom: string | undefined;
  total: number;
  hits: RecordHit[];
}

/** The whole file at {@link SEARCH_RECORDS_FILE}. */
export interface SearchRecordsFile {
  records: SearchRecords;
}
