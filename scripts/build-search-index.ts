/**
 * Post-build step (`npm run build`, DESIGN §8 "Search"): indexes the prerendered pages of
 * build/client with Pagefind and writes the index to `build/client/pagefind/`, one index per
 * language (Pagefind splits by `<html lang>`, so French pages get French stemming and Arabic pages
 * Arabic).
 *
 * What is indexed, decided here in one place rather than spread over components:
 * - the 60 content pages (twelve routes × five languages); not the 404 pages nor the `/search`
 *   shells (`noindex`);
 * - each page's `<main>` only (marked `data-pagefind-body` in the copy given to Pagefind, not in
 *   the served file), so header, footer, cookie banner and chat stay out; see
 *   {@link SEARCH_EXCLUDE_SELECTORS} for what is skipped inside it;
 * - the result title is the page's `<title>` without the `| company` suffix;
 * - each PDF linked from a page's main content is one more record in the page's language index,
 *   pointing at the section that links it, so "pitch deck" finds the page where the deck is
 *   offered; a page links its own language's PDF (`/docs/fr/…`, common/paths.ts
 *   `localizeDocumentPath`), and the record's title and description are that language's copy of
 *   the document, the same copy the PDF was generated from, see {@link documentCopy}.
 *
 * Usage: `tsx scripts/build-search-index.ts [clientDir]` (default build/client). Exits 1 when
 * Pagefind reports an error or a page is missing.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';
import { PDFDocument } from 'pdf-lib';
import { decodeHtmlText } from '../common/html-text';
import { LOCALES, localeFromPath, type Locale } from '../common/i18n';
import { vocabularyOf } from '../common/search-query';
import {
  SEARCH_RECORDS_FILE,
  type SearchRecord,
  type SearchRecords,
  type SearchRecordsFile,
} from '../common/search-records';
import { site } from '../common/site';
import { documentPaths, localizeDocumentPath } from '../app/config/paths';
import { contentPaths } from '../app/content/schema/modules';
import { contentOf } from '../app/content/site-content';
import { escapeHtml } from '../server/html-escape';

/**
 * Elements never indexed inside `<main>`: controls and drawings carry no findable copy, and what
 * is hidden from assistive technology is a duplicate (the headline's animated letters, the
 * marquee's second copy) or a glyph ('+', '⬇'), except the carousels' inactive slides
 * (`role="group"`), whose copy is real.
 */
export const SEARCH_EXCLUDE_SELECTORS = [
  'button',
  'svg',
  '[aria-hidden="true"]:not([role="group"])',
];

/** The folder, under the client dir, that Pagefind writes (and the client loads from). */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * Files Pagefind writes that the site never loads: its ready-made UIs (we draw our own
 * combobox), the highlighter, and the index of pages in no known language. Removed so the
 * build holds only what is served.
 */
export const UNUSED_PAGEFIND_FILES = [
  /^pagefind-(component-ui|modular-ui|ui)\.(js|css)$/,
  /^pagefind-highlight\.js$/,
  /^wasm\.unknown\.pagefind$/,
];

/** Pagefind's data files, which it writes gzip-compressed. */
export const PAGEFIND_DATA_FILE = /\.(pagefind|pf_meta|pf_index|pf_fragment)$/;

/** One page to index: its URL path, language and the built file. */
export interface SearchPage {
  url: string;
  locale: Locale;
  file: string;
}

/** The 60 content pages (DESIGN §8 "Languages"), with the file each is prerendered to. */
export function searchPages(clientDir: string): SearchPage[] {
  return contentPaths.map((url) => ({
    url,
    locale: localeFromPath(url),
    file: path.join(clientDir, url, 'index.html'),
  }));
}

/** The page's `<title>` without the ` | company` suffix every page adds (app/lib/meta.ts). */
export function pageTitleOf(html: string): string {
  const raw = decodeHtmlText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim();
  const suffix = ` | ${site.companyName}`;
  return raw.endsWith(suffix) ? raw.slice(0, -suffix.length) : raw;
}

/**
 * Puts a space between an element's end tag and the next start tag, inside `<main>`: the page
 * draws such neighbours apart (blocks, flex items: a price and its currency, a "V1" label and
 * its caption), but Pagefind reads the text as written and joined them into one word ("V1Basic",
 * "$299USD"), which then neither matched nor read well in excerpts. Only the indexed copy
 * changes; the served page keeps its markup.
 */
export function spaceAdjacentElements(html: string): string {
  return html.replace(/<main[\s>][\s\S]*<\/main>/, (main) =>
    main.replace(/(<\/[a-zA-Z][a-zA-Z0-9]*>)(?=<[a-zA-Z])/g, '$1 '),
  );
}

/**
 * The HTML given to Pagefind: the served page with `<main>` marked as the body to index and
 * given the page's title as its result title, and adjacent elements spaced
 * ({@link spaceAdjacentElements}).
 * @throws Error when the page has no `<main>` element
 */
export function prepareForIndex(html: string): string {
  if (!/<main[\s>]/.test(html)) throw new Error('page has no <main> element');
  const title = escapeHtml(`title:${pageTitleOf(html)}`);
  return spaceAdjacentElements(html).replace(
    /<main(?=[\s>])/,
    `<main data-pagefind-body data-pagefind-meta="${title}"`,
  );
}

/** A PDF linked from a page's main content, and the section (id) whose content links it. */
export interface LinkedDocument {
  href: string;
  sectionId: string | undefined;
}

/** PDFs (`/docs/*.pdf`) linked inside `<main>`, each with the id of the nearest section before it. */
export function linkedDocuments(html: string): LinkedDocument[] {
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const found = new Map<string, LinkedDocument>();
  for (const match of main.matchAll(/<a [^>]*href="(\/docs\/[^"#?]+\.pdf)[^"]*"/g)) {
    const before = main.slice(0, match.index);
    const sections = [...before.matchAll(/<section [^>]*id="([^"]+)"/g)];
    const sectionId = sections.at(-1)?.[1];
    if (!found.has(match[1]!)) found.set(match[1]!, { href: match[1]!, sectionId });
  }
  return [...found.values()];
}

/** A document's title and one-line description, as a search record shows them. */
export interface DocumentCopy {
  title: string;
  subject: string;
}

/**
 * A linked PDF's title and description in a language, from that language's content: a deck's
 * title and subtitle (also the language's PDF's metadata), the CV's page title with the
 * person's name and its headline. `href` is the language's file (`/docs/fr/cv.pdf`); English's
 * path (what the copy holds) is accepted too. Undefined for a PDF the content does not describe.
 */
export function documentCopy(locale: Locale, href: string): DocumentCopy | undefined {
  const content = contentOf(locale);
  const decks = [content.optimus.optimusDeck, content.scanova.scanovaDeck, content.lumen.lumenDeck];
  const ofLocale = (path: string) => href === path || href === localizeDocumentPath(path, locale);
  const deck = decks.find((d) => ofLocale(d.path));
  if (deck) return { title: deck.title, subject: deck.subtitle };
  if (ofLocale(documentPaths.cv)) {
    const cv = content.cv.cvDocument;
    return { title: `${content.cv.pageIntro.title} – ${cv.name}`, subject: cv.headline };
  }
  return undefined;
}

/** The Pagefind custom record of a PDF linked from a page (see the module comment). */
export function documentRecord(
  page: SearchPage,
  html: string,
  linked: LinkedDocument,
  doc: DocumentCopy,
) {
  return {
    url: linked.sectionId ? `${page.url}#${linked.sectionId}` : page.url,
    content: `${doc.title}. ${doc.subject} (PDF)`,
    language: page.locale,
    // `document` lets results show a PDF linked from several pages once.
    meta: { title: `${doc.title} (PDF) · ${pageTitleOf(html)}`, document: linked.href },
  };
}

/** The metadata title and subject of a built PDF: the record of a PDF no content describes. */
async function documentMeta(clientDir: string, href: string): Promise<DocumentCopy> {
  const doc = await PDFDocument.load(await readFile(path.join(clientDir, href)), {
    updateMetadata: false,
  });
  return { title: doc.getTitle() ?? path.basename(href), subject: doc.getSubject() ?? '' };
}

/** What {@link buildSearchIndex} did: pages, records and files per language. */
export interface SearchIndexSummary {
  pages: number;
  documentRecords: number;
  files: number;
}

/**
 * Indexes the built pages and writes `clientDir/pagefind/`.
 * @throws Error when a page is missing or Pagefind reports errors
 */
export async function buildSearchIndex(clientDir: string): Promise<SearchIndexSummary> {
  const outputPath = path.join(clientDir, SEARCH_INDEX_DIR);
  await rm(outputPath, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: SEARCH_EXCLUDE_SELECTORS,
  });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const fail = (what: string, errs: string[]) => {
    if (errs.length > 0) throw new Error(`pagefind ${what}: ${errs.join('; ')}`);
  };
  const documentTitles = new Map<string, DocumentCopy>();
  let documentRecords = 0;
  const pages = searchPages(clientDir);
  for (const page of pages) {
    const html = await readFile(page.file, 'utf8');
    const added = await index.addHTMLFile({ url: page.url, content: prepareForIndex(html) });
    fail(`page ${page.url}`, added.errors);
    for (const linked of linkedDocuments(html)) {
      let doc = documentCopy(page.locale, linked.href);
      if (!doc) {
        if (!documentTitles.has(linked.href))
          documentTitles.set(linked.href, await documentMeta(clientDir, linked.href));
        doc = documentTitles.get(linked.href)!;
      }
      const record = await index.addCustomRecord(documentRecord(page, html, linked, doc));
      fail(`record ${linked.href} on ${page.url}`, record.errors);
      documentRecords += 1;
    }
  }
  const written = await index.writeFiles({ outputPath });
  fail('write', written.errors);
  await pagefind.close();
  const files = await prepareForServing(outputPath);
  await writeSearchRecords(clientDir, outputPath);
  return { pages: pages.length, documentRecords, files };
}

/** A Pagefind fragment file as written (after {@link prepareForServing}): signature, then JSON. */
interface PagefindFragmentFile {
  url: string;
  content: string;
  language?: string;
  meta: { title?: string; document?: string };
  anchors: { element: string; id: string; text: string; location: number }[];
}

/** The file name of the vocabulary of `locale` in the index folder (loaded by app/lib/site-search.ts). */
export const vocabularyFile = (locale: Locale): string => `vocabulary.${locale}.json`;

/**
 * Writes what the index holds, read back from Pagefind's own fragments (the text it extracted,
 * its headings with their word positions), for the two users outside Pagefind: the server's
 * no-script results (`SEARCH_RECORDS_FILE` next to the client dir, not served) and each
 * language's vocabulary for "did you mean" (`pagefind/vocabulary.<lang>.json`, served).
 */
async function writeSearchRecords(clientDir: string, outputPath: string): Promise<void> {
  // One list per language of LOCALES, so a new language needs no edit here.
  const records = Object.fromEntries(
    LOCALES.map((locale): [Locale, SearchRecords[Locale]] => [locale, []]),
  ) as SearchRecords;
  const fragmentDir = path.join(outputPath, 'fragment');
  for (const name of (await readdir(fragmentDir)).sort()) {
    if (!name.endsWith('.pf_fragment')) continue;
    const locale = name.slice(0, name.indexOf('_')) as Locale;
    if (!LOCALES.includes(locale)) continue;
    const raw = await readFile(path.join(fragmentDir, name), 'utf8');
    const fragment = JSON.parse(raw.slice(raw.indexOf('{'))) as PagefindFragmentFile;
    const record: SearchRecord = {
      url: fragment.url,
      title: fragment.meta.title ?? fragment.url,
      content: fragment.content,
      headings: fragment.anchors
        .filter((anchor) => /^h[1-6]$/.test(anchor.element) && anchor.text !== '')
        .map(({ id, text, location }) => ({ id, text, location })),
      ...(fragment.meta.document ? { document: fragment.meta.document } : {}),
    };
    records[locale].push(record);
  }
  await mkdir(path.dirname(path.join(clientDir, SEARCH_RECORDS_FILE)), { recursive: true });
  const file: SearchRecordsFile = { records };
  await writeFile(path.join(clientDir, SEARCH_RECORDS_FILE), JSON.stringify(file));
  for (const locale of LOCALES) {
    const texts = records[locale].flatMap((record) => [record.title, record.content]);
    await writeFile(
      path.join(outputPath, vocabularyFile(locale)),
      JSON.stringify(vocabularyOf(texts)),
    );
  }
}

/**
 * Removes {@link UNUSED_PAGEFIND_FILES} and stores the data files uncompressed, so that
 * compress-build writes brotli siblings for them (smaller than Pagefind's gzip; the WebAssembly
 * counts against the first-query budget of DESIGN §6). Pagefind accepts both: it checks for its
 * `pagefind_dcd` signature before unzipping (pagefind.js `decompress`).
 * @returns the number of files left
 */
async function prepareForServing(outputPath: string): Promise<number> {
  const entries = await readdir(outputPath, { recursive: true, withFileTypes: true });
  let kept = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (UNUSED_PAGEFIND_FILES.some((pattern) => pattern.test(entry.name))) {
      await rm(file);
      continue;
    }
    kept += 1;
    if (!PAGEFIND_DATA_FILE.test(entry.name)) continue;
    const data = await readFile(file);
    if (data[0] === 0x1f && data[1] === 0x8b) await writeFile(file, gunzipSync(data));
  }
  return kept;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const clientDir = path.resolve(process.argv[2] ?? 'build/client');
  buildSearchIndex(clientDir).then(
    (summary) =>
      console.log(
        `search index: ${summary.pages} pages and ${summary.documentRecords} PDF records → ${path.join(clientDir, SEARCH_INDEX_DIR)} (${summary.files} files)`,
      ),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      void pagefind.close();
      process.exit(1);
    },
  );
}
