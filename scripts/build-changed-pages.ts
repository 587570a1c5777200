/**
 * A publish's site build when only the copy changed (docs/editing.md "Publishing",
 * docs/decisions/0032-publishing-only-changed-pages.md): instead of `npm run build`'s whole
 * pipeline (Vite, React Router's prerender of all 70 pages, in 16–44 s), the new release starts as
 * a copy of the live one and only the pages of the languages whose copy changed are rendered
 * again, with the production server build (`build/server/index.js`, react-router.config.ts
 * `ssr: true`) through React Router's own request handler, the way its prerender asks for them:
 * `<page>.data` first, then the page with that data in `X-React-Router-Prerender-Data` when it
 * fits in 8 KiB. The page then gets the same after-first-paint hydration rewrite as the build's
 * (app/hydration/defer-hydration.ts), so an unchanged page renders byte for byte as the build
 * wrote it and is left alone; only pages whose bytes differ are written. When any was, the
 * search index is rebuilt from the release's pages (Pagefind has no partial update) and the
 * written files get their `.br`/`.gz` siblings.
 *
 * The release's `sitemap.xml` is written anew (./sitemap.ts): each page whose copy this publish
 * changed (its HTML written, in a language whose copy differs from the live release's) gets the
 * publish's time as `<lastmod>`, every other page keeps its date in the live release's sitemap
 * (docs/decisions/0034-sitemap-lastmod-and-structured-data.md).
 *
 * The changed languages' social cards are drawn too (./page-cards.ts, from the build's card cache
 * when it holds them): a page whose card text changed names a card of a new content hash in its
 * `og:image`, so social networks fetch it afresh; the language's cards no page names any more are
 * left out of the release (docs/decisions/0044-a-social-card-per-page.md).
 *
 * A page in one language reads only that language's copy (app/content/site-content.ts), so a
 * change to any module of a language re-renders that language's pages (14) and no other's, and
 * generates that language's four PDFs again (scripts/generate-assets.ts `buildDocuments`), each
 * written only where its bytes changed, where the PDF pipeline is installed
 * ({@link canGenerateDocuments}: a checkout, not the production image).
 *
 * Runs as its own process (server/content/site-build.ts `changedPagesBuilder` starts it), so the
 * web server's event loop never renders: `tsx scripts/build-changed-pages.ts --live DIR --out DIR
 * --content DIR [--previous DIR] [--fresh DIR] [--server FILE] [--modified-at ISO] [--rebase]`. Prints one
 * JSON line (the {@link ChangedPagesSummary}); exits 1 with the reason on stderr.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import { DEFAULT_LOCALE, LOCALES, localeFromPath, type Locale } from '../common/i18n';
import { prerenderPaths } from '../app/content/schema/modules';
import { SEARCH_RECORDS_FILE } from '../common/search-records';
import { deferHydration } from '../app/hydration/defer-hydration';
import { CONTENT_MODULES, contentFilePath } from '../app/content/schema/modules';
import type { ContentReader } from '../app/content/site-content';
import { buildSearchIndex, SEARCH_INDEX_DIR } from './build-search-index';
import { CODE_CHANGED_EXIT } from '../server/content/site-build';
import { compressDirectory } from './compress-build';
import { lastModifiedIn, SITEMAP_FILE, sitemapXml, w3cDatetime } from './sitemap';

/** React Router's prerender sends a page's data along only below this size (its own limit). Bytes. */
export const PRERENDER_DATA_HEADER_MAX_BYTES = 8 * 1024;

/**
 * The server build is neither the live release's nor the fresh build's: the pages must be built
 * whole (`npm run build`'s pipeline). The command exits with
 * `CODE_CHANGED_EXIT` (server/content/site-build.ts).
 */
export class CodeChangedError extends Error {}

/** What {@link buildChangedPages} did. */
export interface ChangedPagesSummary {
  /** Languages whose copy differs from the live release's. */
  languages: Locale[];
  /** Pages rendered (HTML and `.data` each count once). */
  rendered: number;
  /**
   * Files written because their bytes changed, relative to the client folder
   * (`fr/faq/index.html`, `sitemap.xml`, `og/fr/faq.<hash>.png`).
   */
  written: string[];
  /**
   * Pages whose copy this publish changed, with their language prefix (`/fr/faq`): their sitemap
   * `<lastmod>` is the publish's time.
   */
  modified: string[];
  /** Milliseconds spent, from the copy to the last compressed file. */
  durationMs: number;
  /**
   * Of which each step (ms): the release copy, the renders, the search index, compression; and,
   * within the renders, the social cards (loading the renderer, drawing the ones not cached).
   */
  stepsMs: { copy: number; render: number; index: number; compress: number; cards: number };
}

/** Options of {@link buildChangedPages}. */
export interface ChangedPagesOptions {
  /** The live release's client folder (the `current` link's target, or build/client). */
  liveDir: string;
  /** The new release's client folder; must not exist. */
  outDir: string;
  /** The new copy: `<module>/<language>.json` for every module and language. */
  contentDir: string;
  /**
   * The copy the live release was built from, in the same layout; absent for a build from the
   * checkout's `app/content/modules/` (the seed).
   */
  previousContentDir?: string;
  /**
   * The deploy's own build (build/client, made from the checkout's copy): the base when the live
   * release is another code's.
   */
  freshDir?: string;
  /** The production server build; default build/server/index.js of this checkout. */
  serverBuildFile?: string;
  /** The publish's time, the `<lastmod>` of the pages it changes; default: now. */
  modifiedAt?: Date;
  /**
   * Start from `freshDir` even when the live release is this code's: the re-render after a code
   * deploy (server/content/site-build.ts `codeIdentity`), when the server code changed but not
   * the client's scripts, so no page the old code rendered is kept.
   */
  rebase?: boolean;
}

/** The JSON of `module` in `language` under a folder of `<module>/<language>.json`. */
function readCopy(dir: string, module: string, language: Locale): unknown {
  return JSON.parse(readFileSync(join(dir, module, `${language}.json`), 'utf8'));
}

/**
 * The languages whose copy in `contentDir` differs from the live release's (any module).
 * @param previousDir the live release's copy; undefined: the checkout's seed files
 */
export function changedLanguages(contentDir: string, previousDir: string | undefined): Locale[] {
  const before = (module: string, language: Locale): unknown => {
    if (previousDir) return readCopy(previousDir, module, language);
    return JSON.parse(
      readFileSync(contentFilePath(module as (typeof CONTENT_MODULES)[number], language), 'utf8'),
    );
  };
  return LOCALES.filter((language) =>
    CONTENT_MODULES.some(
      (module) =>
        !isDeepStrictEqual(readCopy(contentDir, module, language), before(module, language)),
    ),
  );
}

/**
 * Pagefind writes every index file anew, most of them with the bytes (and content-hashed names)
 * they had: such a file takes the live one's `.br`/`.gz` and modification time, so compression
 * skips it (scripts/compress-build.ts compresses a file whose siblings are older).
 */
function reuseCompressedSiblings(liveIndex: string, newIndex: string): void {
  if (!existsSync(liveIndex)) return;
  for (const entry of readdirSync(newIndex, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const fresh = join(entry.parentPath, entry.name);
    const live = join(liveIndex, relative(newIndex, fresh));
    if (!existsSync(live) || !readFileSync(live).equals(readFileSync(fresh))) continue;
    const { atime, mtime } = statSync(live);
    utimesSync(fresh, atime, mtime);
    for (const suffix of ['.br', '.gz']) {
      if (existsSync(live + suffix))
        cpSync(live + suffix, fresh + suffix, { preserveTimestamps: true });
    }
  }
}

/**
 * Writes the social cards of `languages` from the copy in `contentDir` into a release's client
 * folder (scripts/page-cards.ts: drawn only when the build's card cache lacks them), deletes the
 * languages' cards no page names any more, and refreshes each language's first card
 * (`og-image-<language>.png`, the home page's card).
 * @returns the files written, relative to `outDir`
 */
async function writeChangedCards(
  outDir: string,
  languages: readonly Locale[],
  contentDir: string,
  assets: string,
): Promise<string[]> {
  // Loaded only when a language changed: satori and resvg take about a second to load.
  const [{ writePageCards }, { contentOf }, { socialImagePath }] = await Promise.all([
    import('./page-cards'),
    import('../app/content/site-content'),
    import('../app/lib/meta'),
  ]);
  const reader = ((module: string, language: Locale) =>
    readCopy(contentDir, module, language)) as ContentReader;
  const context = { get: () => reader } as unknown as Parameters<typeof contentOf>[1];
  const cards = await writePageCards({
    dir: outDir,
    locales: languages,
    contentOf: (locale) => contentOf(locale, context),
    assets,
    prune: true,
  });
  const written = cards.filter((card) => card.source !== 'kept').map((card) => card.path.slice(1));
  for (const card of cards.filter((c) => c.page === '/')) {
    const first = socialImagePath(card.locale).slice(1);
    const bytes = readFileSync(join(outDir, card.path));
    if (existsSync(join(outDir, first)) && readFileSync(join(outDir, first)).equals(bytes))
      continue;
    writeFileSync(join(outDir, first), bytes);
    written.push(first);
  }
  return written;
}

/** The client folder's file of a prerendered page path: `/fr/faq` → `fr/faq/index.html`. */
const htmlFileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
/**
 * Whether this install can generate the PDFs (scripts/generate-assets.ts): its fonts, fontkit and
 * bidi-js are devDependencies, present in a checkout and absent from the production image
 * (Dockerfile: `npm ci --omit=dev`, and the image copies only this pipeline's page scripts). There
 * a copy-only publish keeps the live release's PDFs, and the next deploy's build makes them.
 */
export function canGenerateDocuments(): boolean {
  const require = createRequire(import.meta.url);
  try {
    for (const name of [
      '@pdf-lib/fontkit',
      'bidi-js',
      '@fontsource/inter/package.json',
      '@fontsource/cairo/package.json',
    ])
      require.resolve(name);
    return existsSync(join(import.meta.dirname, 'generate-assets.ts'));
  } catch {
    return false;
  }
}

/** Its data file, as React Router names it: `/` → `_.data`, `/fr/faq` → `fr/faq.data`. */
const dataFileOf = (path: string) => (path === '/' ? '_.data' : `${path.slice(1)}.data`);

/**
 * Renders the pages of the languages whose copy changed into a copy of the live release; see the
 * module comment.
 * @throws when the server build cannot be loaded, a page does not render with status 200, or the
 *   search index fails; `outDir` is then incomplete and the caller deletes it
 */
export async function buildChangedPages(
  options: ChangedPagesOptions,
): Promise<ChangedPagesSummary> {
  const started = performance.now();
  const modifiedAt = w3cDatetime(options.modifiedAt ?? new Date());
  const stepsMs = { copy: 0, render: 0, index: 0, compress: 0, cards: 0 };
  let mark = started;
  const step = (name: Exclude<keyof typeof stepsMs, 'cards'>) => {
    const at = performance.now();
    stepsMs[name] = Math.round(at - mark);
    mark = at;
  };
  const file = resolve(options.serverBuildFile ?? 'build/server/index.js');
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  // The pages kept must come from this code (their scripts are the server build's): after a code
  // deploy the live release is the old code's, and the deploy's own build (made from the
  // checkout's copy) is the base instead, every language differing from that copy rendered.
  const isThisCode = (dir: string | undefined) =>
    dir !== undefined && existsSync(join(dir, build.assets.url));
  const [base, previousContentDir] =
    isThisCode(options.liveDir) && !(options.rebase && isThisCode(options.freshDir))
      ? [options.liveDir, options.previousContentDir]
      : isThisCode(options.freshDir)
        ? [options.freshDir as string, undefined]
        : [null, undefined];
  if (base === null) throw new CodeChangedError(`${file} is not the build of the live release`);
  const languages = changedLanguages(options.contentDir, previousContentDir);
  // A copy, not links: the index and compression steps rewrite files in place. The search
  // index is copied only if no page changes (it is written anew otherwise).
  const liveIndex = join(base, SEARCH_INDEX_DIR);
  cpSync(base, options.outDir, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => source !== liveIndex,
  });
  step('copy');
  const written: string[] = [];
  /** Pages whose HTML was written (their prerender paths: `/fr/faq`). */
  const rewritten: string[] = [];
  let rendered = 0;
  const update = (relative: string, contents: string): boolean => {
    const target = join(options.outDir, relative);
    if (existsSync(target) && readFileSync(target, 'utf8') === contents) return false;
    writeFileSync(target, contents);
    written.push(relative);
    return true;
  };
  if (languages.length > 0) {
    const key = (build.entry.module as { siteContentContext?: RouterContext<ContentReader> })
      .siteContentContext;
    if (!key) throw new Error(`${file} exports no siteContentContext`);
    const handle = createRequestHandler(build, 'production');
    const copies = new Map<string, unknown>();
    const reader = ((module: string, language: Locale) => {
      const id = `${module}/${language}`;
      if (!copies.has(id)) copies.set(id, readCopy(options.contentDir, module, language));
      return copies.get(id);
    }) as ContentReader;
    const render = async (url: string, headers?: Headers): Promise<string> => {
      const context = new RouterContextProvider();
      context.set(key, reader);
      const response = await handle(new Request(`http://localhost${url}`, { headers }), context);
      const body = await response.text();
      if (response.status !== 200)
        throw new Error(`${url} rendered with status ${response.status}`);
      return body;
    };
    // React writes a page's preload links in the order it meets them, which depends on whether
    // the routes' lazy parts are loaded yet: warm them as the prerender did (English first), or
    // an unchanged page would come out with its links in another order.
    if (!languages.includes(DEFAULT_LOCALE)) {
      for (const path of prerenderPaths.filter((p) => localeFromPath(p) === DEFAULT_LOCALE))
        await render(path === '/' ? '/' : `${path}/`);
    }
    for (const path of prerenderPaths) {
      if (!languages.includes(localeFromPath(path))) continue;
      const dataFile = dataFileOf(path);
      const data = await render(`/${dataFile}`);
      const headers = new Headers();
      const encoded = encodeURI(data);
      if (encoded.length < PRERENDER_DATA_HEADER_MAX_BYTES)
        headers.set('X-React-Router-Prerender-Data', encoded);
      const html = await deferHydration(await render(path === '/' ? '/' : `${path}/`, headers));
      update(dataFile, data);
      if (update(htmlFileOf(path), html)) rewritten.push(path);
      rendered += 1;
    }
    // The language's PDFs are generated from its copy too (docs/decisions/0043-pdfs-in-every-language.md):
    // written where their bytes changed (the build is reproducible, so an unchanged deck is not).
    // Only where the PDF pipeline is installed: the production image has no build fonts.
    const previousEnv = process.env.SITE_CONTENT_DIR;
    process.env.SITE_CONTENT_DIR = options.contentDir;
    try {
      const { buildDocuments } = canGenerateDocuments()
        ? await import('./generate-assets')
        : { buildDocuments: async () => [] };
      for (const locale of languages)
        for (const pdf of await buildDocuments(locale, options.outDir)) {
          const relativePath = pdf.publicPath.slice(1);
          const target = join(options.outDir, relativePath);
          if (existsSync(target) && Buffer.from(pdf.bytes).equals(readFileSync(target))) continue;
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, pdf.bytes);
          written.push(relativePath);
        }
    } finally {
      if (previousEnv === undefined) delete process.env.SITE_CONTENT_DIR;
      else process.env.SITE_CONTENT_DIR = previousEnv;
    }
  }
  const pagesWritten = written.length > 0;
  // The changed languages' social cards: a page whose card text changed gets a card under a new
  // name (its content hash, which the page's new og:image names); the language's older cards go.
  if (languages.length > 0) {
    const assets = (build.entry.module as { OG_CARD_ASSETS?: string }).OG_CARD_ASSETS;
    if (!assets) throw new Error(`${file} exports no OG_CARD_ASSETS`);
    const cardsStarted = performance.now();
    written.push(
      ...(await writeChangedCards(options.outDir, languages, options.contentDir, assets)),
    );
    stepsMs.cards = Math.round(performance.now() - cardsStarted);
  }
  // The sitemap's dates: this publish's time for the pages whose copy it changed; the live
  // release's date for every other page (after a code deploy the base is the deploy's build,
  // whose sitemap says its build time: the live release still knows the publishes' dates).
  const copyChanged =
    base === options.liveDir
      ? languages
      : changedLanguages(options.contentDir, options.previousContentDir);
  const modified = rewritten.filter((path) => copyChanged.includes(localeFromPath(path)));
  const datesIn = (dir: string) => {
    const file = join(dir, SITEMAP_FILE);
    return existsSync(file)
      ? lastModifiedIn(readFileSync(file, 'utf8'))
      : new Map<string, string>();
  };
  const liveDates = datesIn(options.liveDir);
  const baseDates = base === options.liveDir ? liveDates : datesIn(base);
  update(
    SITEMAP_FILE,
    sitemapXml(undefined, undefined, (page) =>
      modified.includes(page)
        ? modifiedAt
        : (liveDates.get(page) ?? baseDates.get(page) ?? modifiedAt),
    ),
  );
  step('render');
  if (written.length > 0) {
    if (pagesWritten) {
      // The results page's sentences in the index come from the copy (SITE_CONTENT_DIR).
      const previousEnv = process.env.SITE_CONTENT_DIR;
      process.env.SITE_CONTENT_DIR = options.contentDir;
      try {
        await buildSearchIndex(options.outDir);
      } finally {
        if (previousEnv === undefined) delete process.env.SITE_CONTENT_DIR;
        else process.env.SITE_CONTENT_DIR = previousEnv;
      }
      reuseCompressedSiblings(liveIndex, join(options.outDir, SEARCH_INDEX_DIR));
      step('index');
    }
    await compressDirectory(options.outDir);
    step('compress');
  }
  if (!pagesWritten) {
    if (existsSync(liveIndex))
      cpSync(liveIndex, join(options.outDir, SEARCH_INDEX_DIR), {
        recursive: true,
        preserveTimestamps: true,
      });
    const liveRecords = join(base, SEARCH_RECORDS_FILE);
    if (existsSync(liveRecords)) cpSync(liveRecords, join(options.outDir, SEARCH_RECORDS_FILE));
  }
  return {
    languages,
    rendered,
    written,
    modified,
    durationMs: Math.round(performance.now() - started),
    stepsMs,
  };
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;

if (isMain) {
  const { values } = parseArgs({
    options: {
      live: { type: 'string' },
      out: { type: 'string' },
      content: { type: 'string' },
      previous: { type: 'string' },
      server: { type: 'string' },
      fresh: { type: 'string' },
      'modified-at': { type: 'string' },
      rebase: { type: 'boolean' },
    },
  });
  if (!values.live || !values.out || !values.content) {
    console.error(
      'usage: build-changed-pages --live DIR --out DIR --content DIR [--previous DIR] [--fresh DIR] [--server FILE] [--modified-at ISO] [--rebase]',
    );
    process.exit(2);
  }
  buildChangedPages({
    liveDir: values.live,
    outDir: values.out,
    contentDir: values.content,
    previousContentDir: values.previous,
    serverBuildFile: values.server,
    freshDir: values.fresh,
    modifiedAt: values['modified-at'] === undefined ? undefined : new Date(values['modified-at']),
    rebase: values.rebase,
  }).then(
    (summary) => {
      console.log(JSON.stringify(summary));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(error instanceof CodeChangedError ? CODE_CHANGED_EXIT : 1);
    },
  );
}
