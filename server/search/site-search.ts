/**
 * The server's site search over one build's records (DESIGN §8 "Search"): the records file the
 * build writes beside its client folder (common/search-records.ts `SEARCH_RECORDS_FILE`), one
 * {@link RecordSearch} per language, built once per build and reused.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../../common/i18n';
import {
  SEARCH_RECORDS_FILE,
  type RecordOutcome,
  type SearchRecordsFile,
} from '../../common/search-records';
import { RecordSearch } from './records-search';

/** Searches `locale`'s records for `query` (as typed), at most `limit` hits. */
export type SiteSearch = (locale: Locale, query: string, limit: number) => RecordOutcome;

/**
 * Reads the records of the build whose client folder is `clientDir` and answers searches from
 * them.
 * @throws when the records file is missing or is not JSON (an old build)
 */
export async function loadSiteSearch(clientDir: string): Promise<SiteSearch> {
  const file = JSON.parse(
    await readFile(join(clientDir, SEARCH_RECORDS_FILE), 'utf8'),
  ) as SearchRecordsFile;
  const engines = new Map<Locale, RecordSearch>(
    LOCALES.map((locale) => [locale, new RecordSearch(locale, file.records[locale] ?? [])]),
  );
  return (locale, query, limit) => engines.get(locale)!.search(query, limit);
}
