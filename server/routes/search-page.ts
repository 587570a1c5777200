/**
 * The results page answered by the server (DESIGN §8 "Search"): `GET /search?q=…` (and
 * `/fr/search?q=…`, …) is the prerendered page with the query kept in its box (`value`) and,
 * inside the page's `<noscript>`, the results for it from the build's copy of the index
 * (../search/records-search.ts), so a visitor without scripts gets results from the same form.
 * With scripts nothing changes: the browser never shows `<noscript>` content, React never
 * hydrates it, and the page searches with Pagefind as before.
 *
 * Hostile queries cost bounded work: the query is cut (common/search-query.ts `cleanQuery`),
 * every text and attribute written is HTML-escaped (OWASP XSS Prevention Cheat Sheet, rule 1:
 * inside `<noscript>` parse5 writes text unescaped, so this module escapes it itself), and the
 * query is never logged (server/request-log.ts redacts it from the URL).
 */
import { readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RewritingStream } from 'parse5-html-rewriting-stream';
import { DEFAULT_LOCALE, fill, LOCALES, plural, type Locale } from '../../common/i18n';
import {
  SEARCH_RECORDS_FILE,
  type SearchPageCopy,
  type SearchRecordsFile,
} from '../../common/search-records';
import { escapeHtml } from '../html-escape';
import { RecordSearch, type RecordOutcome } from '../search/records-search';

/** Most results listed, as the page with scripts (app/config/layout.ts `SEARCH_PAGE_RESULTS`). */
export const SERVER_SEARCH_RESULTS = 50;

/** The attribute marking the results page's `<noscript>` (app/components/sections/search-results-page.tsx). */
export const NO_JS_RESULTS_ATTRIBUTE = 'data-search-no-js';

/** Options of {@link searchPageRoutes}. */
export interface SearchPageRoutesOptions {
  /** Absolute path of build/client, or the content editor's `current` link to a release's. */
  clientDir: string;
  /** Each HTML file's own Content-Security-Policy (relative path → header value), kept current. */
  pageCsp?: ReadonlyMap<string, string>;
}

/** The search page's path and built file in `locale`: `/fr/search`, `fr/search/index.html`. */
function searchPageOf(locale: Locale): { path: string; file: string } {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return {
    path: `${prefix}/search`,
    file: `${prefix.slice(1)}${prefix ? '/' : ''}search/index.html`,
  };
}

/** Markup of the results, every text and attribute escaped. */
function resultsMarkup(
  outcome: RecordOutcome,
  rawQuery: string,
  copy: SearchPageCopy,
  locale: Locale,
): string {
  const e = escapeHtml;
  const shown = outcome.correctedFrom ?? outcome.query;
  let html = `<h2 class="text-2xl font-bold">${e(fill(copy.resultsFor, { query: shown || rawQuery }))}</h2>`;
  if (outcome.correctedFrom !== undefined) {
    html += `<p class="mt-1 font-semibold">${e(fill(copy.correctedTo, { query: outcome.correctedFrom, corrected: outcome.query }))}</p>`;
  }
  html += `<p class="mt-1 text-sm text-muted">${e(plural(locale, outcome.total, copy.resultCount))}</p>`;
  if (outcome.total === 0) {
    html += `<p class="mt-4 font-semibold">${e(fill(copy.noResults, { query: shown }))}</p>`;
    html += `<p class="mt-1 text-muted">${e(copy.noResultsHelp)}</p><ul class="mt-2 flex flex-wrap gap-x-4 gap-y-1">`;
    for (const link of copy.links) {
      html += `<li><a href="${e(link.href)}" class="font-semibold text-brand-ink underline underline-offset-2">${e(link.label)}</a></li>`;
    }
    return `${html}</ul>`;
  }
  html += '<ol class="mt-6 grid gap-6">';
  for (const hit of outcome.hits) {
    html += `<li><a href="${e(hit.url)}" class="text-lg font-semibold text-brand-ink underline-offset-2 hover:underline">${e(hit.title)}</a>`;
    if (hit.section) html += `<p class="text-sm text-muted">${e(hit.section)}</p>`;
    html += '<p class="mt-1 max-w-3xl text-ink-soft">';
    for (const run of hit.excerpt) {
      html += run.marked
        ? `<mark class="rounded-sm bg-amber-100 px-0.5 text-ink">${e(run.text)}</mark>`
        : e(run.text);
    }
    html += '</p></li>';
  }
  return `${html}</ol>`;
}

/**
 * The prerendered page `template` answering `query`: the `q` box inside `<main>` holds it, and
 * the marked `<noscript>` holds `results` (markup from {@link resultsMarkup}) instead of its
 * prerendered list of pages. Untouched markup stays byte for byte (parse5's rewriting stream).
 */
export async function renderSearchPage(
  template: string,
  query: string,
  results: string,
): Promise<string> {
  const rewriter = new RewritingStream();
  let inMain = false;
  let replacing = false;
  rewriter.on('startTag', (tag) => {
    const attribute = (name: string) => tag.attrs.find((attr) => attr.name === name)?.value;
    if (tag.tagName === 'main') inMain = true;
    if (inMain && tag.tagName === 'input' && attribute('name') === 'q') {
      // Written by hand so that `<` and `>` are escaped too, not only `"` and `&`.
      const attrs = [
        ...tag.attrs.filter((attr) => attr.name !== 'value'),
        { name: 'value', value: query },
      ];
      const written = attrs.map((attr) => ` ${attr.name}="${escapeHtml(attr.value)}"`).join('');
      rewriter.emitRaw(`<input${written}/>`);
      return;
    }
    rewriter.emitStartTag(tag);
    if (tag.tagName === 'noscript' && attribute(NO_JS_RESULTS_ATTRIBUTE) !== undefined) {
      rewriter.emitRaw(results);
      replacing = true;
    }
  });
  rewriter.on('text', (_token, raw) => {
    if (!replacing) rewriter.emitRaw(raw);
  });
  rewriter.on('endTag', (tag) => {
    if (tag.tagName === 'noscript') replacing = false;
    if (tag.tagName === 'main') inMain = false;
    rewriter.emitEndTag(tag);
  });
  return text(Readable.from([template]).pipe(rewriter));
}

/** What the results pages of one release answer from: its records and each language's page. */
interface ReleaseSearch {
  copy: SearchRecordsFile['copy'];
  pages: Map<Locale, { template: string; engine: RecordSearch }>;
}

/**
 * Reads the search records (`SEARCH_RECORDS_FILE`, beside the client folder) and each language's
 * prerendered results page of the release whose client folder is `realDir` (symbolic links
 * resolved, so `..` names that release's own folder). @throws when the records cannot be read
 */
async function loadRelease(realDir: string): Promise<ReleaseSearch> {
  const file = JSON.parse(
    await readFile(join(realDir, SEARCH_RECORDS_FILE), 'utf8'),
  ) as SearchRecordsFile;
  const pages = new Map<Locale, { template: string; engine: RecordSearch }>();
  for (const locale of LOCALES) {
    const template = await readFile(join(realDir, searchPageOf(locale).file), 'utf8').catch(
      () => null,
    );
    if (template !== null) {
      pages.set(locale, { template, engine: new RecordSearch(locale, file.records[locale] ?? []) });
    }
  }
  return { copy: file.copy, pages };
}

/**
 * Registers `GET {prefix}/search` and `{prefix}/search/` per language (HEAD follows), ahead of the
 * static files' wildcard. Without the build's search records (an old build) nothing is
 * registered and the prerendered page is served as a file.
 *
 * The answer follows the live release (docs/editing.md "Publishing"): `clientDir` may be the
 * content editor's `current` link, which a publish swaps to a new release; each request resolves
 * it (one realpath(3), microseconds) and, when it names another folder than last time, the
 * records and pages are read again, once for all the requests that arrive meanwhile. A release
 * whose records cannot be read keeps the previous answers (with a warning) rather than none.
 */
export async function searchPageRoutes(
  app: FastifyInstance,
  options: SearchPageRoutesOptions,
): Promise<void> {
  let loaded: { dir: string; search: Promise<ReleaseSearch> };
  try {
    const dir = await realpath(options.clientDir);
    loaded = { dir, search: Promise.resolve(await loadRelease(dir)) };
  } catch {
    app.log.warn(
      'search: no search records in the build; /search answers without results when scripts are off',
    );
    return;
  }
  let lastGood = await loaded.search;
  /** The search of the live release, read again when `current` names another folder. */
  const live = async (): Promise<ReleaseSearch> => {
    const dir = await realpath(options.clientDir).catch(() => loaded.dir);
    if (dir !== loaded.dir) {
      loaded = {
        dir,
        search: loadRelease(dir).then(
          (search) => (lastGood = search),
          (error: unknown) => {
            app.log.warn({ err: error }, 'search: the new release has no readable search records');
            return lastGood;
          },
        ),
      };
    }
    return loaded.search;
  };
  for (const locale of LOCALES) {
    const page = searchPageOf(locale);
    if (!lastGood.pages.has(locale)) continue;
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const search = await live();
      const current = search.pages.get(locale) ?? lastGood.pages.get(locale)!;
      const raw = (request.query as Record<string, unknown>).q;
      const query =
        typeof raw === 'string'
          ? raw
          : Array.isArray(raw) && typeof raw[0] === 'string'
            ? raw[0]
            : '';
      const outcome = current.engine.search(query, SERVER_SEARCH_RESULTS);
      const html =
        outcome.query === ''
          ? current.template
          : await renderSearchPage(
              current.template,
              outcome.correctedFrom ?? outcome.query,
              resultsMarkup(outcome, query, search.copy[locale], locale),
            );
      // Read per request: a publish replaces the page's inline-script hashes in this map.
      const csp = options.pageCsp?.get(page.file);
      if (csp) reply.header('content-security-policy', csp);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    };
    app.get(page.path, handler);
    app.get(`${page.path}/`, handler);
  }
}
