// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FigureCarousel } from '~/components/sections/figure-carousel';
import { PROTOTYPE_CAROUSEL_MS } from '~/config/timing';
import { renderAt } from './header-helpers';
import { contentOf } from '~/content/site-content';

const { scanovaContent } = contentOf('en').scanova;

const shown = () =>
  document.querySelector('[aria-roledescription="slide"][data-active="true"] figcaption')
    ?.textContent;

describe('Scanova prototype carousel (spec §2, §9)', () => {
  // The carousel is an island loaded with import() (components/sections/figure-carousel.tsx):
  // a first render starts that load, and React.lazy keeps the loaded component for the tests.
  beforeAll(async () => {
    const { unmount } = renderAt(<FigureCarousel {...scanovaContent.prototypes} />);
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    unmount();
  });
  beforeEach(() => {
    vi.useFakeTimers();
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => vi.useRealTimers());

  const renderIt = () =>
    renderAt(<FigureCarousel {...scanovaContent.prototypes} intervalMs={PROTOTYPE_CAROUSEL_MS} />);

  it('shows V1 to V4 with four dots', () => {
    renderIt();
    expect(screen.getAllByTestId('carousel-dot')).toHaveLength(4);
    expect(scanovaContent.prototypes.items.map((p) => `${p.title} ${p.desc}`)).toEqual([
      'V1 Basic positioning',
      'V2 Multi-sensor integration',
      'V3 AI-driven optimization',
      'V4 Full learning system',
    ]);
    expect(shown()).toBe('V1Basic positioning');
  });

  // The carousel sits below the hero at 375 and 1280 px; an eager first slide made React preload
  // it in the head, beside the hero's image and the stylesheet.
  it('loads every slide lazily, the first one too', () => {
    renderIt();
    const images = [...document.querySelectorAll('figure img')];
    expect(images).toHaveLength(4);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(Array(4).fill('lazy'));
  });

  it('auto-advances every 4 s and wraps', () => {
    expect(PROTOTYPE_CAROUSEL_MS).toBe(4000);
    renderIt();
    act(() => vi.advanceTimersByTime(3999));
    expect(shown()).toContain('V1');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toContain('V2');
    act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toContain('V3');
    act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toContain('V4');
    act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toContain('V1');
  });

  it('previous and next wrap; a dot selects its prototype', () => {
    renderIt();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toContain('V4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toContain('V1');
    fireEvent.click(screen.getByRole('button', { name: 'Show V3: AI-driven optimization' }));
    expect(shown()).toContain('V3');
  });
});
