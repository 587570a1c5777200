// @vitest-environment jsdom
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockReducedMotion } from './media-helpers';
import { Carousel } from '~/components/ui/carousel';
import { useAutoRotation } from '~/hooks/use-auto-rotation';
import { renderAt } from './header-helpers';

describe('useAutoRotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every interval and wraps', () => {
    const { result } = renderHook(() => useAutoRotation({ count: 3, intervalMs: 2500 }));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(2499));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(2500));
    act(() => vi.advanceTimersByTime(2500));
    expect(result.current.index).toBe(0);
  });

  it('a manual choice restarts the countdown; paused and stopped do not move', () => {
    const { result, rerender } = renderHook(
      (paused: boolean) => useAutoRotation({ count: 4, intervalMs: 4000, paused }),
      {
        initialProps: false,
      },
    );
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.goTo(2));
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(3);
    rerender(true);
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(3);
    rerender(false);
    act(() => result.current.setPlaying(false));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(3);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.prev());
    expect(result.current.index).toBe(3);
  });
});

describe('<Carousel>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const slides = ['A', 'B', 'C'].map((t) => <p key={t}>Slide {t}</p>);
  const active = () =>
    document
      .querySelector('[aria-roledescription="slide"][data-active="true"]')
      ?.getAttribute('aria-label');

  it('says what it is in the page language (aria-roledescription, WAI-ARIA APG carousel)', () => {
    mockReducedMotion(false);
    renderAt(<Carousel label="Test" slides={slides} intervalMs={2500} />, '/de/faq');
    const region = screen.getByRole('region', { name: 'Test' });
    expect(region.getAttribute('aria-roledescription')).toBe('Karussell');
    const roles = [...region.querySelectorAll('[role="group"]')].map((slide) =>
      slide.getAttribute('aria-roledescription'),
    );
    expect(roles).toEqual(['Folie', 'Folie', 'Folie']);
  });

  it('names slides n of N, rotates, pauses on hover and stops with the control', () => {
    mockReducedMotion(false);
    renderAt(<Carousel label="Test" slides={slides} intervalMs={2500} arrows />);
    expect(active()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(2500));
    expect(active()).toBe('2 of 3');
    const region = screen.getByRole('region', { name: 'Test' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(10_000));
    expect(active()).toBe('2 of 3');
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide rotation' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(active()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Play slide rotation' })).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('carousel-dot')[0]!);
    expect(active()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(active()).toBe('3 of 3');
  });

  it('does not rotate under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    renderAt(<Carousel label="Still" slides={slides} intervalMs={2500} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(active()).toBe('1 of 3');
  });
});
