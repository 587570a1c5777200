/**
 * A publish's build of only the changed pages (scripts/build-changed-pages.ts) on the real
 * production build (`npm run build` runs before the tests): rendered with the server build, an
 * unchanged page comes out byte for byte as the prerender wrote it, so a change to one French
 * FAQ answer writes that page and its data file only; the search index and the no-script
 * search records then hold the new text; the sitemap gives that page the publish's time as its
 * `<lastmod>` and every other page its live date; a copy equal to the live one writes nothing; a
 * live release of other code (a deploy since) is not built on: the deploy's own build is, with
 * the live release's sitemap dates.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MODULES, contentFilePath } from '../../app/content/schema/modules';
import { LOCALES } from '../../common/i18n';
import { SEARCH_RECORDS_FILE } from '../../common/search-records';
import { buildChangedPages, CodeChangedError } from '../../scripts/build-changed-pages';
import { lastModifiedIn, SITEMAP_FILE, sitemapXml } from '../../scripts/sitemap';

const LIVE = 'build/client';
const ANSWER = 'Une réponse toute neuve, couleur émeraude, pour ce test.';
/** The publish's time the tests hand the builder. */
const PUBLISHED_AT = new Date('2031-05-06T07:08:09.500Z');

/** Each page's `<lastmod>` in a client folder's sitemap, by page path (`/fr/faq`). */
const datesOf = (dir: string) => lastModifiedIn(readFileSync(join(dir, SITEMAP_FILE), 'utf8'));

/** `dates` without `page`'s entry. */
const without = (dates: Map<string, string>, page: string) =>
  [...dates].filter(([path]) => path !== page).sort();

let work: string;

/** The checkout's copy as a publish writes it: `<module>/<language>.json`. */
function seedCopy(dir: string): void {
  for (const module of CONTENT_MODULES)
    for (const language of LOCALES)
      cpSync(contentFilePath(module, language), join(dir, module, `${language}.json`));
}

/** Every file under `dir`, relative, sorted. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'changed-pages-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('building only the changed pages', () => {
  it('writes the one changed page, and search finds its new text', async () => {
    const content = join(work, 'content');
    seedCopy(content);
    const faq = join(content, 'faq', 'fr.json');
    const copy = JSON.parse(readFileSync(faq, 'utf8')) as { faqItems: { answer: string }[] };
    copy.faqItems[0]!.answer = ANSWER;
    writeFileSync(faq, JSON.stringify(copy, null, 2));
    const out = join(work, 'release', 'client');

    const summary = await buildChangedPages({
      liveDir: LIVE,
      outDir: out,
      contentDir: content,
      modifiedAt: PUBLISHED_AT,
    });

    expect(summary.languages).toEqual(['fr']);
    expect(summary.rendered).toBe(14);
    expect(summary.written.sort()).toEqual(['fr/faq.data', 'fr/faq/index.html', SITEMAP_FILE]);
    expect(summary.modified).toEqual(['/fr/faq']);
    // The sitemap: the changed page dated by the publish, all 59 others as the live one says.
    const live = datesOf(LIVE);
    const dates = datesOf(out);
    expect(dates.size).toBe(60);
    expect(dates.get('/fr/faq')).toBe('2031-05-06T07:08:09Z');
    expect(live.get('/fr/faq')).not.toBe('2031-05-06T07:08:09Z');
    expect(without(dates, '/fr/faq')).toEqual(without(live, '/fr/faq'));
    const sitemap = readFileSync(join(out, SITEMAP_FILE), 'utf8');
    expect(brotliDecompressSync(readFileSync(join(out, `${SITEMAP_FILE}.br`))).toString()).toBe(
      sitemap,
    );
    // Only the dates moved: the same URLs and alternates as the build's sitemap.
    const undated = (xml: string) => xml.replace(/<lastmod>[^<]*<\/lastmod>/g, '');
    expect(undated(sitemap)).toBe(undated(readFileSync(join(LIVE, SITEMAP_FILE), 'utf8')));
    expect(readFileSync(join(out, 'fr/faq/index.html'), 'utf8')).toContain('émeraude');
    // Every page and data file of the other languages, and French's other pages, as they were.
    const pages = filesOf(LIVE).filter((file) => /(index\.html|\.data)$/.test(file));
    const unchanged = pages.filter((name) => !summary.written.includes(name));
    expect(unchanged.length).toBe(pages.length - 2);
    expect(
      unchanged.filter(
        (file) => !readFileSync(join(out, file)).equals(readFileSync(join(LIVE, file))),
      ),
    ).toEqual([]);
    // Served compressed too, with the new text.
    expect(filesOf(out)).toEqual(expect.arrayContaining(['fr/faq/index.html.br']));
    const records = readFileSync(join(out, SEARCH_RECORDS_FILE), 'utf8');
    expect(records).toContain('émeraude');
    const fragments = filesOf(join(out, 'pagefind')).filter((file) =>
      file.endsWith('.pf_fragment'),
    );
    expect(fragments.length).toBeGreaterThan(0);
  }, 120_000);

  it('draws the card of a page whose title changed under a new name, which the page names', async () => {
    const content = join(work, 'titled');
    seedCopy(content);
    const faq = join(content, 'faq', 'fr.json');
    const copy = JSON.parse(readFileSync(faq, 'utf8')) as { pageIntro: { title: string } };
    copy.pageIntro.title = 'Vos questions, nos réponses';
    writeFileSync(faq, JSON.stringify(copy, null, 2));
    const out = join(work, 'titled-release', 'client');
    const cardOf = (dir: string, page: string) =>
      /<meta property="og:image" content="https:\/\/[^/]+(\/og\/[^"]+)"/.exec(
        readFileSync(join(dir, page, 'index.html'), 'utf8'),
      )?.[1];

    const summary = await buildChangedPages({ liveDir: LIVE, outDir: out, contentDir: content });

    const before = cardOf(LIVE, 'fr/faq');
    const after = cardOf(out, 'fr/faq');
    expect(before).toMatch(/^\/og\/fr\/faq\.[0-9a-f]{12}\.png$/);
    expect(after).toMatch(/^\/og\/fr\/faq\.[0-9a-f]{12}\.png$/);
    expect(after).not.toBe(before);
    expect(summary.written).toContain(after!.slice(1));
    // The only card written: the other French cards, and every other language's, are the live ones.
    expect(summary.written.filter((file) => file.startsWith('og/'))).toEqual([after!.slice(1)]);
    const png = readFileSync(join(out, after!));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.equals(readFileSync(join(LIVE, before!)))).toBe(false);
    // The card no page names any more is not in the release; the other pages' are as they were.
    expect(filesOf(join(out, 'og', 'fr'))).not.toContain(before!.slice('/og/fr/'.length));
    expect(filesOf(join(out, 'og', 'fr'))).toHaveLength(14);
    expect(cardOf(out, 'fr/learn')).toBe(cardOf(LIVE, 'fr/learn'));
    expect(cardOf(out, 'de/faq')).toBe(cardOf(LIVE, 'de/faq'));
  }, 120_000);

  it("generates a language's PDFs from its new copy, and writes only the one that changed", async () => {
    const content = join(work, 'cv-copy');
    seedCopy(content);
    const file = join(content, 'cv', 'de.json');
    const copy = JSON.parse(readFileSync(file, 'utf8')) as { cvDocument: { summary: string } };
    copy.cvDocument.summary = 'Ein ganz neuer smaragdgrüner Absatz für diesen Test.';
    writeFileSync(file, JSON.stringify(copy, null, 2));
    const out = join(work, 'cv-release', 'client');

    const summary = await buildChangedPages({ liveDir: LIVE, outDir: out, contentDir: content });

    expect(summary.languages).toEqual(['de']);
    // The German CV anew; its three decks, and every other language's PDFs, byte for byte.
    expect(summary.written.filter((name) => name.endsWith('.pdf'))).toEqual(['docs/de/cv.pdf']);
    const pdf = readFileSync(join(out, 'docs/de/cv.pdf'));
    expect(pdf.equals(readFileSync(join(LIVE, 'docs/de/cv.pdf')))).toBe(false);
    expect(pdf.toString('latin1')).toContain('%PDF-');
  }, 120_000);

  it('writes nothing when the copy is the live one, and keeps its search index', async () => {
    const content = join(work, 'same');
    seedCopy(content);
    const out = join(work, 'same-release', 'client');

    const summary = await buildChangedPages({ liveDir: LIVE, outDir: out, contentDir: content });

    expect(summary).toMatchObject({ languages: [], rendered: 0, written: [] });
    expect(filesOf(out)).toEqual(filesOf(LIVE));
    expect(
      readFileSync(join(out, SEARCH_RECORDS_FILE)).equals(
        readFileSync(join(LIVE, SEARCH_RECORDS_FILE)),
      ),
    ).toBe(true);
  }, 60_000);

  it('does not build on a live release of other code: the deploy’s own build is the base', async () => {
    const live = join(work, 'other-code', 'client');
    cpSync(LIVE, live, { recursive: true, filter: (source) => !source.includes('/assets/') });
    // The live release knows earlier publishes' dates; the deploy's build says its build time.
    writeFileSync(
      join(live, SITEMAP_FILE),
      sitemapXml(undefined, undefined, (page) =>
        page.startsWith('/de') ? '2030-01-02T03:04:05Z' : '2030-02-03T04:05:06Z',
      ),
    );
    const content = join(work, 'other-content');
    seedCopy(content);
    writeFileSync(
      join(content, 'faq', 'de.json'),
      readFileSync(join(content, 'faq', 'de.json'), 'utf8').replace('Optimus', 'Optimus X'),
    );

    await expect(
      buildChangedPages({ liveDir: live, outDir: join(work, 'x', 'client'), contentDir: content }),
    ).rejects.toBeInstanceOf(CodeChangedError);

    // With the deploy's own build to start from, that is the base, and the copy differing from
    // the checkout's (German here) is rendered on it.
    const out = join(work, 'rebased', 'client');
    const summary = await buildChangedPages({
      liveDir: live,
      freshDir: LIVE,
      outDir: out,
      contentDir: content,
      modifiedAt: PUBLISHED_AT,
    });
    expect(summary.languages).toEqual(['de']);
    expect(summary.written.sort()).toEqual(['de/faq.data', 'de/faq/index.html', SITEMAP_FILE]);
    const dates = datesOf(out);
    expect(dates.get('/de/faq')).toBe('2031-05-06T07:08:09Z');
    expect(dates.get('/de')).toBe('2030-01-02T03:04:05Z');
    expect(without(dates, '/de/faq')).toEqual(without(datesOf(live), '/de/faq'));
    expect(readFileSync(join(out, 'de/faq/index.html'), 'utf8')).toContain('Optimus X');
    expect(filesOf(join(out, 'assets'))).toEqual(filesOf(join(LIVE, 'assets')));
  }, 60_000);
  it('with rebase, starts from the deploy’s own build even when the live release loads this code’s scripts', async () => {
    // A release whose pages an older server build rendered (same client scripts, other markup).
    const live = join(work, 'old-server', 'client');
    cpSync(LIVE, live, { recursive: true });
    const page = join('fr', 'index.html');
    writeFileSync(
      join(live, page),
      readFileSync(join(LIVE, page), 'utf8').replace('</body>', '<p>old server code</p></body>'),
    );
    const content = join(work, 'same-content');
    seedCopy(content);
    const kept = join(work, 'kept', 'client');
    await buildChangedPages({
      liveDir: live,
      outDir: kept,
      contentDir: content,
      previousContentDir: content,
      freshDir: LIVE,
    });
    expect(readFileSync(join(kept, page), 'utf8')).toContain('old server code');

    const rebased = join(work, 'rebased-same', 'client');
    await buildChangedPages({
      liveDir: live,
      outDir: rebased,
      contentDir: content,
      previousContentDir: content,
      freshDir: LIVE,
      rebase: true,
    });
    expect(readFileSync(join(rebased, page), 'utf8')).toBe(readFileSync(join(LIVE, page), 'utf8'));
  }, 60_000);
});
