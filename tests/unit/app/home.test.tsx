// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderAt } from './header-helpers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockReducedMotion } from './media-helpers';
import { BrandMarquee } from '~/components/sections/brand-marquee';
import { HomeHero } from '~/components/sections/home-hero';
import { FadeInHeading } from '~/components/ui/fade-in-heading';
import { BRAND_MARQUEE_MS, HEADLINE_FADE_DELAY_MS, HERO_CAROUSEL_MS } from '~/config/timing';
import { contentOf } from '~/content/site-content';

const { homeHero } = contentOf('en').home;
const { homeBrands } = contentOf('en').homeBelowFold;

/** Renders inside a router (the sections hold links). */
function renderInRouter(node: ReactNode) {
  return renderAt(<>{node}</>, '/');
}

const activeSlide = () =>
  document
    .querySelector('[aria-roledescription="slide"][data-active="true"]')
    ?.getAttribute('aria-label');

describe('landing hero (spec §2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances its three images every 2500 ms, wraps, and the dots choose a slide', () => {
    mockReducedMotion(false);
    renderInRouter(<HomeHero {...homeHero} headline="Powered AI Hardware" lead="Lead" />);
    expect(HERO_CAROUSEL_MS).toBe(2500);
    expect(document.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
    expect(activeSlide()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(2499));
    expect(activeSlide()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(2500));
    expect(activeSlide()).toBe('3 of 3');
    act(() => vi.advanceTimersByTime(2500));
    expect(activeSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show Solar-powered devices' }));
    expect(activeSlide()).toBe('3 of 3');
    // Only the shown image is exposed; each has its size set (no layout shift).
    for (const img of document.querySelectorAll('img')) {
      expect(img.getAttribute('width')).toBe('640');
      expect(img.getAttribute('height')).toBe('480');
    }
  });

  it('Explore Products scrolls to the brands and Learn More goes to /learn', () => {
    mockReducedMotion(false);
    renderInRouter(<HomeHero {...homeHero} headline="Powered AI Hardware" lead="Lead" />);
    expect(screen.getByRole('link', { name: 'Explore Products' }).getAttribute('href')).toBe(
      '#brands',
    );
    const learnMore = screen.getByRole('link', { name: 'Learn More about AI hardware' });
    expect(learnMore.getAttribute('href')).toBe('/learn');
    // The visible label stays the spec's; the context is for screen readers (WCAG 2.4.4).
    expect(learnMore.querySelector('.sr-only')?.textContent?.trim()).toBe('about AI hardware');
  });

  it('pauses on hover and stops with the rotation control', () => {
    mockReducedMotion(false);
    renderInRouter(<HomeHero {...homeHero} headline="Powered AI Hardware" lead="Lead" />);
    const region = screen.getByRole('region', { name: homeHero.carouselLabel });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(10_000));
    expect(activeSlide()).toBe('1 of 3');
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide rotation' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(activeSlide()).toBe('1 of 3');
  });

  it('stands still under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    renderInRouter(<HomeHero {...homeHero} headline="Powered AI Hardware" lead="Lead" />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(activeSlide()).toBe('1 of 3');
  });
});

describe('<FadeInHeading> (spec §2: letters fade in after 500 ms)', () => {
  // jsdom has no Web Animations; record what the heading asks of each letter.
  const original = Element.prototype.animate;
  let animate: ReturnType<typeof vi.fn<Element['animate']>>;
  beforeEach(() => {
    vi.useFakeTimers();
    animate = vi.fn<Element['animate']>();
    Element.prototype.animate = animate;
  });
  afterEach(() => {
    vi.useRealTimers();
    Element.prototype.animate = original;
  });

  it('names the heading once and reveals the letters after the delay', () => {
    mockReducedMotion(false);
    render(
      <FadeInHeading
        text="AI Hardware"
        delayMs={HEADLINE_FADE_DELAY_MS}
        staggerMs={35}
        fadeMs={400}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'AI Hardware' })).toBeTruthy();
    const heading = screen.getByTestId('fade-in-heading');
    const letters = heading.querySelectorAll('[aria-hidden="true"] span.fade-letter');
    expect(letters).toHaveLength('AIHardware'.length);
    expect(heading.dataset.shown).toBe('false');
    act(() => vi.advanceTimersByTime(HEADLINE_FADE_DELAY_MS - 1));
    expect(heading.dataset.shown).toBe('false');
    expect(animate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(heading.dataset.shown).toBe('true');
    // One Web Animation per letter (no transition events), arriving one after another.
    expect(animate).toHaveBeenCalledTimes(letters.length);
    expect(animate.mock.contexts[3]).toBe(letters[3]);
    expect(animate.mock.calls[3]).toEqual([
      [{ opacity: 0 }, { opacity: 1 }],
      expect.objectContaining({ duration: 400, delay: 105, fill: 'backwards' }),
    ]);
  });

  it('shows the text at once under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<FadeInHeading text="AI Hardware" delayMs={500} staggerMs={35} fadeMs={400} />);
    expect(screen.getByTestId('fade-in-heading').dataset.shown).toBe('true');
    act(() => vi.advanceTimersByTime(1000));
    expect(animate).not.toHaveBeenCalled();
  });
});

describe('<BrandMarquee> (spec §2: six logos, 20 s loop)', () => {
  it('links each logo once, hides the duplicate, and pauses with its button', () => {
    mockReducedMotion(false);
    renderInRouter(<BrandMarquee {...homeBrands} loopMs={BRAND_MARQUEE_MS} />);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/demos', '/lumen', '/edge', '/optimus', '/scanova', '/iffer']);
    const lists = document.querySelectorAll('.brand-marquee-list');
    expect(lists).toHaveLength(2);
    expect(lists[1]!.getAttribute('aria-hidden')).toBe('true');
    expect(lists[1]!.hasAttribute('inert')).toBe(true);
    const strip = screen.getByTestId('brand-marquee');
    expect(strip.style.getPropertyValue('--marquee-duration')).toBe('20000ms');
    expect(strip.dataset.paused).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Pause logos' }));
    expect(strip.dataset.paused).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Play logos' }));
    expect(strip.dataset.paused).toBe('false');
    for (const img of screen.getAllByRole('img')) {
      expect(img.getAttribute('alt')).not.toBe('');
      expect(img.getAttribute('width')).toBe('160');
    }
  });
});
