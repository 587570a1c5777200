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
} from '~/lib/site-search';

afterEach(() => resetSearchForTests());

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
    const outcome = await searchSite('en', '  solar ', 6, async () => instance);
    expect(instance.search).toHaveBeenCalledWith('solar');
    expect(outcome.total).toBe(9);
    expect(outcome.hits.map((hit) => hit.url)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `/page-${i}`));
    expect(dataCalls).toHaveLength(6);
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
