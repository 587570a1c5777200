/**
 * Site search over Pagefind (DESIGN §8 "Search"): which section a result opens, how excerpts become
 * text with marks (never HTML), the limit on fragment requests, and Pagefind loaded once per
 * language and again after a failure. Pagefind itself is replaced by a fake with its API.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type PagefindFragment,
  type PagefindModule,
  excerptParts,
  loadPagefind,
  resetSearchForTests,
  searchSite,
  toSearchHit,
  withoutLeadingHeading,
} from '~/lib/site-search';

afterEach(() => resetSearchForTests());

/** An empty vocabulary: no correction (the real one is fetched from the build). */
const noWords = async () => [];

const fragment = (over: Partial<PagefindFragment> = {}): PagefindFragment => ({
  url: '/lumen',
  excerpt: 'page <mark>solar</mark> text',
  meta: { title: 'Lumen Portable Solar Charger' },
  ...over,
});

describe('toSearchHit', () => {
  it('opens the section with the most matches, named by its heading', () => {
    const hit = toSearchHit(
      fragment({
        sub_results: [
          { title: 'Lumen Portable Solar Charger', url: '/lumen', excerpt: 'a', locations: [1] },
          { title: 'Features', url: '/lumen#features-heading', excerpt: 'b', locations: [4, 9] },
          { title: 'Pricing', url: '/lumen#pricing-heading', excerpt: 'c', locations: [12] },
        ],
      }),
    );
    expect(hit).toEqual({
      url: '/lumen#features-heading',
      title: 'Lumen Portable Solar Charger',
      section: 'Features',
      excerpt: 'b',
    });
  });

  it('opens the page top when the best match is before the first heading', () => {
    const hit = toSearchHit(
      fragment({
        sub_results: [
          {
            title: 'Lumen Portable Solar Charger',
            url: '/lumen',
            excerpt: 'top',
            locations: [1, 2],
          },
          { title: 'Features', url: '/lumen#features-heading', excerpt: 'b', locations: [4] },
        ],
      }),
    );
    expect(hit).toMatchObject({ url: '/lumen', section: undefined, excerpt: 'top' });
  });

  it('uses the page when Pagefind gives no sub-results, and the URL when there is no title', () => {
    expect(toSearchHit(fragment({ meta: {} }))).toEqual({
      url: '/lumen',
      title: '/lumen',
      section: undefined,
      excerpt: 'page <mark>solar</mark> text',
    });
  });
});

describe('withoutLeadingHeading', () => {
  it('drops the section heading the excerpt starts with, keeping marks', () => {
    expect(
      withoutLeadingHeading(
        'What is <mark>Optimus</mark>? <mark>Optimus</mark> is an ultra-thin patch',
        'What is Optimus?',
      ),
    ).toBe('<mark></mark><mark>Optimus</mark> is an ultra-thin patch');
    expect(withoutLeadingHeading('R&amp;D. We build', 'R&D')).toBe('We build');
    expect(withoutLeadingHeading('other text', 'What is Optimus?')).toBe('other text');
    // An excerpt that is only the heading keeps it.
    expect(withoutLeadingHeading('Pricing.', 'Pricing')).toBe('Pricing.');
  });

  it('is applied to a section hit (an FAQ question is not read twice)', () => {
    const hit = toSearchHit(
      fragment({
        url: '/faq',
        meta: { title: 'FAQ' },
        sub_results: [
          {
            title: 'What is Optimus?',
            url: '/faq#faq-1-title',
            excerpt: 'What is <mark>Optimus</mark>? <mark>Optimus</mark> is a patch.',
            locations: [2, 3],
          },
        ],
      }),
    );
    expect(excerptParts(hit.excerpt)).toEqual([
      { text: 'Optimus', marked: true },
      { text: ' is a patch.', marked: false },
    ]);
  });
});

describe('excerptParts', () => {
  it('splits marked words from the text around them', () => {
    expect(excerptParts('an <mark>MPPT</mark> controller and <mark>MPPT</mark>')).toEqual([
      { text: 'an ', marked: false },
      { text: 'MPPT', marked: true },
      { text: ' controller and ', marked: false },
      { text: 'MPPT', marked: true },
    ]);
  });

  it('decodes character references and keeps markup in page text as text', () => {
    expect(excerptParts('&lt;script&gt;alert(1)&lt;/script&gt; R&amp;D &#x2014; &#8217;')).toEqual([
      { text: '<script>alert(1)</script> R&D — ’', marked: false },
    ]);
  });

  it('drops any tag other than mark', () => {
    expect(excerptParts('a <b>bold</b> <img src=x onerror=alert(1)>word')).toEqual([
      { text: 'a bold word', marked: false },
    ]);
  });
});

/** A fake Pagefind instance answering `count` results; counts data() calls. */
function fakePagefind(count: number) {
  const dataCalls: number[] = [];
  const instance: PagefindModule = {
    options: vi.fn(async () => undefined),
    init: vi.fn(async () => undefined),
    destroy: vi.fn(async () => undefined),
    search: vi.fn(async () => ({
      results: Array.from({ length: count }, (_, i) => ({
        id: String(i),
        score: count - i,
        data: async () => {
          dataCalls.push(i);
          return fragment({ url: `/page-${i}`, meta: { title: `Page ${i}` } });
        },
      })),
    })),
  };
  return { instance, dataCalls };
}

describe('searchSite', () => {
  it('returns the total and loads data for the first `limit` results only', async () => {
    const { instance, dataCalls } = fakePagefind(9);
    const outcome = await searchSite('en', '  solar ', 6, async () => instance, noWords);
    expect(instance.search).toHaveBeenCalledWith('solar');
    expect(outcome.total).toBe(9);
    expect(outcome.hits.map((hit) => hit.url)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `/page-${i}`));
    expect(dataCalls).toHaveLength(6);
  });

  it('searches a misspelt word as the nearest index word and says so', async () => {
    const { instance } = fakePagefind(1);
    const vocabulary = vi.fn(async () => ['optimus', 'optimization', 'scanova']);
    const outcome = await searchSite('fr', 'optimsu', 6, async () => instance, vocabulary);
    expect(vocabulary).toHaveBeenCalledWith('fr');
    expect(instance.search).toHaveBeenCalledWith('optimus');
    expect(instance.search).not.toHaveBeenCalledWith('optimsu');
    expect(outcome.correctedTo).toBe('optimus');
    // A word the index knows is searched as typed.
    const known = await searchSite('fr', 'optimization', 6, async () => instance, vocabulary);
    expect(known.correctedTo).toBeUndefined();
  });

  it('Arabic: also searches the verb form of a verbal noun, merged by score', async () => {
    const pages: Record<string, { id: string; score: number; url: string }[]> = {
      اتصال: [{ id: 'edge', score: 2, url: '/ar/edge' }],
      اتصل: [
        { id: 'contact', score: 5, url: '/ar/contact' },
        { id: 'edge', score: 1, url: '/ar/edge' },
      ],
    };
    const instance: PagefindModule = {
      options: vi.fn(async () => undefined),
      init: vi.fn(async () => undefined),
      destroy: vi.fn(async () => undefined),
      search: vi.fn(async (term: string) => ({
        results: (pages[term] ?? []).map(({ id, score, url }) => ({
          id,
          score,
          data: async () => fragment({ url, meta: { title: id } }),
        })),
      })),
    };
    const outcome = await searchSite('ar', 'اتصال', 6, async () => instance, noWords);
    expect(instance.search).toHaveBeenCalledWith('اتصل');
    expect(outcome.total).toBe(2);
    expect(outcome.hits.map((hit) => hit.url)).toEqual(['/ar/contact', '/ar/edge']);
  });

  it('lists a PDF offered by two pages once', async () => {
    const pdf = (url: string) =>
      fragment({ url, meta: { title: 'Optimus Presentation (PDF)', document: '/docs/o.pdf' } });
    const instance: PagefindModule = {
      options: vi.fn(async () => undefined),
      init: vi.fn(async () => undefined),
      destroy: vi.fn(async () => undefined),
      search: vi.fn(async () => ({
        results: [
          { id: 'a', score: 3, data: async () => pdf('/optimus#contact') },
          { id: 'b', score: 2, data: async () => fragment({ url: '/optimus' }) },
          { id: 'c', score: 1, data: async () => pdf('/learn#presentations') },
        ],
      })),
    };
    const outcome = await searchSite('en', 'optimus', 6, async () => instance, noWords);
    expect(outcome.total).toBe(2);
    expect(outcome.hits.map((hit) => hit.url)).toEqual(['/optimus#contact', '/optimus']);
  });

  it('does not load Pagefind for an empty query', async () => {
    const load = vi.fn();
    expect(await searchSite('fr', '   ', 6, load)).toEqual({ total: 0, hits: [] });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('loadPagefind', () => {
  it('loads the index once per language, and swaps it when the language changes', async () => {
    const { instance } = fakePagefind(0);
    const importer = vi.fn(async () => instance);
    const first = await loadPagefind('fr', importer);
    expect(await loadPagefind('fr', importer)).toBe(first);
    expect(instance.init).toHaveBeenCalledTimes(1);
    expect(instance.options).toHaveBeenCalledWith({ excerptLength: 18 });
    expect(instance.destroy).not.toHaveBeenCalled();
    await loadPagefind('ar', importer);
    expect(instance.destroy).toHaveBeenCalledTimes(1);
    expect(instance.init).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed load', async () => {
    const { instance } = fakePagefind(0);
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(instance);
    await expect(loadPagefind('en', importer)).rejects.toThrow('offline');
    await expect(loadPagefind('en', importer)).resolves.toBe(instance);
  });
});
