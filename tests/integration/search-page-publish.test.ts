/**
 * The results page without scripts follows the live site (DESIGN §8 "Search", docs/editing.md
 * "Publishing"): the server serves the content editor's `current` release, and after a publish
 * swaps in a new one, `GET /fr/search?q=…` answers from the new release's search records and page,
 * without a restart. A stand-in build writes the real results pages (from `npm run build`) and,
 * beside the client folder as the real build does, search records whose French home record
 * carries the published headline.
 */
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RECORDS_FILE, type SearchRecordsFile } from '../../common/search-records';
import { jsonFolderCatalogue } from '../../server/content/catalogue';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/test-server';

const BUILT = resolve('build/client');
const EDITOR = 'editor@example.com';
const PAGES = ['index.html', 'search/index.html', 'fr/search/index.html'];

describe('the no-script results page after a publish', () => {
  let server: TestServer;
  let work: string;
  let contentDir: string;
  let editor: string;

  /** The stand-in build: the real pages, and records whose `/fr` text is the French headline. */
  const build = async (outDir: string, copyDir: string) => {
    for (const page of PAGES) {
      mkdirSync(dirname(join(outDir, page)), { recursive: true });
      copyFileSync(join(BUILT, page), join(outDir, page));
    }
    const records = JSON.parse(
      readFileSync(join(BUILT, SEARCH_RECORDS_FILE), 'utf8'),
    ) as SearchRecordsFile;
    const home = JSON.parse(readFileSync(join(copyDir, 'home', 'fr.json'), 'utf8')) as {
      headline: string;
    };
    records.records.fr = [
      { url: '/fr', title: home.headline, content: home.headline, headings: [] },
      ...(records.records.fr ?? []),
    ];
    writeFileSync(join(outDir, SEARCH_RECORDS_FILE), JSON.stringify(records));
  };

  /**
   * The pages `/fr/search?q=…` lists as results inside its `<noscript>` (not the prerendered list
   * of every page the `<noscript>` holds when no search ran), and its marked words.
   */
  const results = async (query: string) => {
    const response = await fetch(`${server.url}/fr/search?q=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const noscript = /<noscript data-search-no-js="">([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    return {
      urls: [...noscript.matchAll(/<li><a href="([^"]*)"/g)].map((hit) => hit[1]),
      marked: [...noscript.matchAll(/<mark[^>]*>([^<]*)<\/mark>/g)].map((hit) => hit[1]),
    };
  };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'search-publish-'));
    contentDir = join(work, 'content');
    for (const [language, headline] of [
      ['en', 'Hardware for everyone'],
      ['fr', 'Du matériel pour tous'],
    ] as const) {
      mkdirSync(join(contentDir, language), { recursive: true });
      writeFileSync(join(contentDir, language, 'home.json'), JSON.stringify({ headline }));
    }
    // Laid out as `npm run build` lays out build/: the records and the server build (a link to
    // the real one, whose imports resolve from the checkout) beside the client folder. A
    // publish's release has no server build: the one loaded renders it.
    const liveDir = join(work, 'initial', 'client');
    mkdirSync(join(work, 'seed-copy', 'home'), { recursive: true });
    copyFileSync(join(contentDir, 'fr', 'home.json'), join(work, 'seed-copy', 'home', 'fr.json'));
    await build(liveDir, join(work, 'seed-copy'));
    symlinkSync(resolve('build/server'), join(work, 'initial', 'server'));
    server = await startTestServer({
      clientDir: liveDir,
      content: {
        catalogue: jsonFolderCatalogue(contentDir, () => [], ['en', 'fr']),
        releasesDir: join(work, 'site'),
        build,
        gitDir: null,
      },
    });
    expect((await usersCli(server.database.url, ['add', '--role', 'editor', EDITOR])).code).toBe(0);
    editor = await signedIn(server, EDITOR);
  });

  afterAll(async () => {
    await server?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('finds the published word at once, and no longer the replaced one', async () => {
    expect((await results('tous')).urls).toContain('/fr');
    expect((await results('zirconium')).urls).toEqual([]);

    const saved = await adminFetch(server, editor, '/content/home/fr', {
      method: 'PUT',
      body: { data: { headline: 'Du zirconium pour chacun' }, baseRevision: 0 },
    });
    expect(saved.status).toBe(200);
    const published = await adminFetch(server, editor, '/content/publish', { method: 'POST' });
    expect(published.status).toBe(200);

    expect(await results('zirconium')).toEqual({ urls: ['/fr'], marked: ['zirconium'] });
    expect((await results('tous')).urls).not.toContain('/fr');
  });
});
