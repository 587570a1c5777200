// @vitest-environment jsdom
/**
 * Header search timers (spec §4, §9) with fake timers: 5 s after opening if nothing was typed,
 * 3 s after blur while empty, 2 s after clearing; typing or focusing cancels pending timers;
 * outside click and Escape close; Enter does not submit.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from '~/components/layout/header/header-search';
import { SEARCH_BLUR_CLOSE_MS, SEARCH_CLEAR_CLOSE_MS, SEARCH_IDLE_CLOSE_MS } from '~/config/timing';
import { flushLazy, renderAt } from './header-helpers';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const input = () => screen.queryByPlaceholderText('Type here to search...');
const icon = () => screen.getByRole('button', { name: 'Search' });

async function openSearch() {
  renderAt(
    <div>
      <HeaderSearch tone="dark" />
      <p>outside</p>
    </div>,
  );
  fireEvent.click(icon());
  await flushLazy();
  expect(input()).not.toBeNull();
}

beforeEach(() => {
  vi.useFakeTimers();
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

  it('Escape closes and returns focus to the icon', async () => {
    await openSearch();
    fireEvent.keyDown(input()!, { key: 'Escape' });
    expect(input()).toBeNull();
    expect(document.activeElement).toBe(icon());
  });

  it('Enter does not submit the form (no page reload)', async () => {
    await openSearch();
    fireEvent.change(input()!, { target: { value: 'iffer' } });
    const notCancelled = fireEvent.submit(screen.getByRole('search'));
    expect(notCancelled).toBe(false);
    expect(input()).not.toBeNull();
  });
});
