// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockReducedMotion } from './media-helpers';
import { HeroSlider } from '~/components/sections/hero-slider';
import { PRODUCT_SLIDER_MS, SLIDE_TRANSITION_MS } from '~/config/timing';
import { renderAt } from './header-helpers';
import { contentOf } from '~/content/site-content';

const { lumenContent } = contentOf('en').lumen;
const { optimusContent } = contentOf('en').optimus;

const activeSlide = () =>
  document.querySelector<HTMLElement>('[aria-roledescription="slide"][data-active="true"]')!;
const activeTitle = () => within(activeSlide()).getByRole('heading', { level: 2 }).textContent;

function renderSlider(variant: 'optimus' | 'lumen' = 'optimus') {
  const hero = variant === 'optimus' ? optimusContent.hero : lumenContent.hero;
  return renderAt(
    <HeroSlider {...hero} intervalMs={PRODUCT_SLIDER_MS} transitionMs={SLIDE_TRANSITION_MS} />,
  );
}

describe('HeroSlider (spec §2 /optimus, /lumen)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec timings: 5000 ms auto-advance, 0.8 s transition', () => {
    expect(PRODUCT_SLIDER_MS).toBe(5000);
    expect(SLIDE_TRANSITION_MS).toBe(800);
  });

  it.each(['optimus', 'lumen'] as const)(
    '%s: three slides with title, tagline, description, image and three tags',
    (variant) => {
      mockReducedMotion(false);
      renderSlider(variant);
      const slides = document.querySelectorAll('[aria-roledescription="slide"]');
      expect(slides).toHaveLength(3);
      for (const slide of slides) {
        expect(slide.querySelector('h2')?.textContent).toBeTruthy();
        expect(slide.querySelectorAll('p').length).toBeGreaterThanOrEqual(2);
        expect(slide.querySelector('img')?.getAttribute('alt')).toBeTruthy();
        expect(slide.querySelectorAll('li')).toHaveLength(3);
      }
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );

  it('auto-advances every 5000 ms and wraps from the last slide to the first', () => {
    mockReducedMotion(false);
    renderSlider();
    expect(activeTitle()).toBe('Optimus');
    act(() => vi.advanceTimersByTime(PRODUCT_SLIDER_MS - 1));
    expect(activeTitle()).toBe('Optimus');
    act(() => vi.advanceTimersByTime(1));
    expect(activeTitle()).toBe('Advanced Monitoring');
    act(() => vi.advanceTimersByTime(PRODUCT_SLIDER_MS));
    expect(activeTitle()).toBe('Predictive Healthcare');
    act(() => vi.advanceTimersByTime(PRODUCT_SLIDER_MS));
    expect(activeTitle()).toBe('Optimus');
  });

  it('fades over 800 ms; indicator dots select a slide', () => {
    mockReducedMotion(false);
    renderSlider('lumen');
    expect(activeSlide().style.transitionDuration).toBe('800ms');
    expect(activeSlide().className).toContain('opacity-100');
    fireEvent.click(screen.getByRole('button', { name: 'Show Off-Grid Ready' }));
    expect(activeTitle()).toBe('Off-Grid Ready');
    expect(
      screen.getByRole('button', { name: 'Show Off-Grid Ready' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('the pause control stops rotation; reduced motion stops it and makes the fade instant', () => {
    mockReducedMotion(false);
    const { unmount } = renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide rotation' }));
    act(() => vi.advanceTimersByTime(PRODUCT_SLIDER_MS * 3));
    expect(activeTitle()).toBe('Optimus');
    unmount();
    mockReducedMotion(true);
    renderSlider();
    act(() => vi.advanceTimersByTime(PRODUCT_SLIDER_MS * 3));
    expect(activeTitle()).toBe('Optimus');
    expect(activeSlide().style.transitionDuration).toBe('0ms');
  });
});
