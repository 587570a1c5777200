// @vitest-environment jsdom
/**
 * Header search (spec §4, §9; DESIGN §8 "Search") with fake timers: 5 s after opening if nothing
 * was typed, 3 s after blur while empty, 2 s after clearing; typing or focusing cancels pending
 * timers; outside click closes; Escape clears, then closes. Results as you type (Pagefind replaced
 * by a fake `searchSite`): the combobox and its listbox, arrows, Enter, the count announced, no
 * result, failure, and Pagefind not loaded before the box opens.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from '~/components/layout/header/header-search';
import {
  SEARCH_BLUR_CLOSE_MS,
  SEARCH_CLEAR_CLOSE_MS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_IDLE_CLOSE_MS,
} from '~/config/timing';
import { loadPagefind, searchSite, type SearchOutcome } from '~/lib/site-search';
import type * as SiteSearch from '~/lib/site-search';
import { flushLazy, renderAt } from './header-helpers';

vi.mock('~/lib/site-search', async (importOriginal) => ({
  ...(await importOriginal<typeof SiteSearch>()),
  loadPagefind: vi.fn(async () => ({})),
  searchSite: vi.fn(async (): Promise<SearchOutcome> => ({ total: 0, hits: [] })),
}));

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const input = () => screen.queryByPlaceholderText('Type here to search...');
const icon = () => screen.getByRole('button', { name: 'Search' });

async function openSearch(path = '/faq') {
  const rendered = renderAt(
    <div>
      <HeaderSearch tone="dark" />
      <p>outside</p>
    </div>,
    path,
  );
  fireEvent.click(icon());
  await flushLazy();
  expect(input()).not.toBeNull();
  return rendered;
}

/** Types `text`, lets the debounce pass and the (fake) search answer. */
async function typeAndWait(text: string) {
  fireEvent.change(input()!, { target: { value: text } });
  await act(async () => {
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await Promise.resolve();
  });
  await act(async () => {
    await Promise.resolve();
  });
}

const TWO_HITS: SearchOutcome = {
  total: 9,
  hits: [
    {
      url: '/lumen#features-heading',
      title: 'Lumen Portable Solar Charger',
      section: 'Features',
      excerpt: 'up to 98% <mark>MPPT</mark> efficiency',
    },
    { url: '/faq', title: 'Frequently Asked Questions', section: undefined, excerpt: 'x' },
  ],
};

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no layout: the active option is scrolled into view with this.
  Element.prototype.scrollIntoView = vi.fn();
  vi.mocked(searchSite).mockReset().mockResolvedValue({ total: 0, hits: [] });
  vi.mocked(loadPagefind).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('header search', () => {
  it('the icon expands the box, focuses it and marks itself expanded', async () => {
    expect(SEARCH_IDLE_CLOSE_MS).toBe(5000);
    await openSearch();
    expect(document.activeElement).toBe(input());
    expect(icon().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('closes 5 s after opening when nothing was typed', async () => {
    await openSearch();
    advance(SEARCH_IDLE_CLOSE_MS - 1);
    expect(input()).not.toBeNull();
    advance(1);
    expect(input()).toBeNull();
    expect(icon().getAttribute('aria-expanded')).toBe('false');
  });

  it('typing cancels the 5 s timer', async () => {
    await openSearch();
    advance(1000);
    fireEvent.change(input()!, { target: { value: 'optimus' } });
    advance(60_000);
    expect(input()).not.toBeNull();
    expect((input() as HTMLInputElement).value).toBe('optimus');
  });

  it('closes 3 s after blur while empty, and focusing again cancels that', async () => {
    expect(SEARCH_BLUR_CLOSE_MS).toBe(3000);
    await openSearch();
    fireEvent.blur(input()!);
    advance(SEARCH_BLUR_CLOSE_MS - 1);
    expect(input()).not.toBeNull();
    fireEvent.focus(input()!);
    advance(60_000);
    expect(input()).not.toBeNull();
    fireEvent.blur(input()!);
    advance(SEARCH_BLUR_CLOSE_MS);
    expect(input()).toBeNull();
  });

  it('does not start the blur timer when text was typed', async () => {
    await openSearch();
    fireEvent.change(input()!, { target: { value: 'lumen' } });
    fireEvent.blur(input()!);
    advance(60_000);
    expect(input()).not.toBeNull();
  });

  it('the clear button empties the box and closes it 2 s later', async () => {
    expect(SEARCH_CLEAR_CLOSE_MS).toBe(2000);
    await openSearch();
    fireEvent.change(input()!, { target: { value: 'edge' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((input() as HTMLInputElement).value).toBe('');
    advance(SEARCH_CLEAR_CLOSE_MS - 1);
    expect(input()).not.toBeNull();
    advance(1);
    expect(input()).toBeNull();
  });

  it('typing after clearing cancels the 2 s timer', async () => {
    await openSearch();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    advance(1500);
    fireEvent.change(input()!, { target: { value: 'x' } });
    advance(60_000);
    expect(input()).not.toBeNull();
  });

  it('closes on an outside click but not on a click inside', async () => {
    await openSearch();
    fireEvent.change(input()!, { target: { value: 'scanova' } });
    fireEvent.click(input()!);
    expect(input()).not.toBeNull();
    fireEvent.click(screen.getByText('outside'));
    expect(input()).toBeNull();
  });

  it('Escape closes an empty box and returns focus to the icon', async () => {
    await openSearch();
    fireEvent.keyDown(input()!, { key: 'Escape' });
    expect(input()).toBeNull();
    expect(document.activeElement).toBe(icon());
  });

  it('Escape with text clears it first (2 s timer), then closes', async () => {
    await openSearch();
    fireEvent.change(input()!, { target: { value: 'lumen' } });
    fireEvent.keyDown(input()!, { key: 'Escape' });
    expect((input() as HTMLInputElement).value).toBe('');
    fireEvent.keyDown(input()!, { key: 'Escape' });
    expect(input()).toBeNull();
    expect(document.activeElement).toBe(icon());
  });

  it('loads Pagefind when the box opens, not before, and searches after the debounce', async () => {
    renderAt(<HeaderSearch tone="dark" />);
    await flushLazy();
    expect(loadPagefind).not.toHaveBeenCalled();
    fireEvent.click(icon());
    await flushLazy();
    expect(loadPagefind).toHaveBeenCalledWith('en');
    fireEvent.change(input()!, { target: { value: 'mppt' } });
    advance(SEARCH_DEBOUNCE_MS - 1);
    expect(searchSite).not.toHaveBeenCalled();
    advance(1);
    expect(searchSite).toHaveBeenCalledWith('en', 'mppt', 6);
  });

  it('shows results in a listbox, announces the count, and the arrows move the active option', async () => {
    vi.mocked(searchSite).mockResolvedValue(TWO_HITS);
    await openSearch();
    expect(input()!.getAttribute('role')).toBe('combobox');
    expect(input()!.getAttribute('aria-expanded')).toBe('false');
    await typeAndWait('mppt');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(screen.getByRole('listbox', { name: 'Search results' })).toBeTruthy();
    expect(options[0]!.textContent).toContain('Features');
    expect(options[0]!.querySelector('mark')?.textContent).toBe('MPPT');
    expect(input()!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('9 results');
    expect(input()!.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(input()!, { key: 'ArrowDown' });
    expect(input()!.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input()!, { key: 'ArrowDown' });
    fireEvent.keyDown(input()!, { key: 'ArrowDown' });
    expect(input()!.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(input()!, { key: 'ArrowUp' });
    expect(input()!.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
  });

  it('Enter opens the active result at its section and closes the box', async () => {
    vi.mocked(searchSite).mockResolvedValue(TWO_HITS);
    const { router } = await openSearch();
    await typeAndWait('mppt');
    fireEvent.keyDown(input()!, { key: 'ArrowDown' });
    fireEvent.keyDown(input()!, { key: 'Enter' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(router.state.location.pathname + router.state.location.hash).toBe(
      '/lumen#features-heading',
    );
    expect(input()).toBeNull();
  });

  it('Enter without an active result opens the results page, in the page’s language', async () => {
    const { router } = await openSearch();
    fireEvent.change(input()!, { target: { value: ' solar  power ' } });
    const notCancelled = fireEvent.keyDown(input()!, { key: 'Enter' });
    expect(notCancelled).toBe(false);
    await act(async () => {
      await Promise.resolve();
    });
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=solar%20%20power');
  });

  it('on a French page the results page is /fr/search', async () => {
    const { router } = renderAt(<HeaderSearch tone="dark" />, '/fr/faq');
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await flushLazy();
    expect(loadPagefind).toHaveBeenCalledWith('fr');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'purificateur' } });
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(router.state.location.pathname).toBe('/fr/search');
    expect(router.state.location.search).toBe('?q=purificateur');
  });

  it('no result: says so and offers the FAQ and Contact pages', async () => {
    await openSearch();
    await typeAndWait('zzqx');
    expect(screen.getByText('Nothing on this site matches “zzqx”.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Frequently asked questions' }).getAttribute('href'),
    ).toBe('/faq');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('a search that cannot load says so instead of failing silently', async () => {
    vi.mocked(searchSite).mockRejectedValue(new Error('offline'));
    await openSearch();
    await typeAndWait('lumen');
    expect(
      screen.getAllByText('Search is not available right now. Please try again later.').length,
    ).toBeGreaterThan(0);
  });
});
