// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FigureCarousel } from '~/components/sections/figure-carousel';
import { EMBLA_LOAD_MARGIN, PROTOTYPE_CAROUSEL_MS } from '~/config/timing';
import { renderAt } from './header-helpers';
import { contentOf } from '~/content/site-content';

const { scanovaContent } = contentOf('en').scanova;

// The library itself is not under test: a stand-in records how and when it is started.
const embla = vi.hoisted(() => {
  const api = {
    selectedScrollSnap: () => 0,
    scrollTo: () => {},
    on: () => {},
    off: () => {},
    reInit: () => {},
    destroy: () => {},
  };
  return { api, start: vi.fn((..._args: unknown[]) => api) };
});
vi.mock('embla-carousel', () => ({ default: embla.start }));

/** Every IntersectionObserver the page creates, with its options and what it observes. */
const observers: {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  targets: Element[];
}[] = [];
class RecordingObserver {
  record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.record.targets = [];
  }
  takeRecords() {
    return [];
  }
}

/** The observer watching the carousel's viewport (the parent of its track). */
const viewportObserver = () => {
  const viewport = document.querySelector('.carousel-track')?.parentElement;
  return observers.find((o) => viewport && o.targets.includes(viewport));
};

describe('Embla starts when the carousel nears the screen', () => {
  // The carousel is an island loaded with import() (components/sections/figure-carousel.tsx):
  // a first render starts that load, and React.lazy keeps the loaded component for the tests.
  beforeAll(async () => {
    const { unmount } = renderAt(<FigureCarousel {...scanovaContent.prototypes} />);
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    unmount();
  });
  const realObserver = window.IntersectionObserver;
  beforeEach(() => {
    vi.useFakeTimers();
    observers.length = 0;
    embla.start.mockClear();
    window.IntersectionObserver = RecordingObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = realObserver;
    vi.useRealTimers();
  });

  it('loads nothing while off screen, then starts at the slide shown', async () => {
    renderAt(<FigureCarousel {...scanovaContent.prototypes} intervalMs={PROTOTYPE_CAROUSEL_MS} />);
    const observer = viewportObserver();
    expect(observer?.options?.rootMargin).toBe(EMBLA_LOAD_MARGIN);
    // Rotation runs on CSS alone while Embla is absent (spec §9: every 4 s).
    act(() => vi.advanceTimersByTime(PROTOTYPE_CAROUSEL_MS));
    act(() => vi.advanceTimersByTime(PROTOTYPE_CAROUSEL_MS));
    expect(
      document.querySelector('[aria-roledescription="slide"][data-active="true"] figcaption')
        ?.textContent,
    ).toContain('V3');
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(embla.start).not.toHaveBeenCalled();
    expect(document.querySelector('.carousel-track')?.hasAttribute('data-static')).toBe(true);

    const viewport = document.querySelector('.carousel-track')!.parentElement!;
    await act(async () => {
      observer!.callback(
        [{ isIntersecting: true, target: viewport } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
      await vi.dynamicImportSettled();
    });
    expect(embla.start).toHaveBeenCalledTimes(1);
    const [element, options] = embla.start.mock.calls[0]!;
    expect(element).toBe(viewport);
    expect(options).toMatchObject({ loop: true, startIndex: 2 });
    expect(viewportObserver()).toBeUndefined();
    expect(document.querySelector('.carousel-track')?.hasAttribute('data-static')).toBe(false);
  });

  it('an entry that does not intersect starts nothing', async () => {
    renderAt(<FigureCarousel {...scanovaContent.prototypes} intervalMs={PROTOTYPE_CAROUSEL_MS} />);
    const observer = viewportObserver()!;
    const viewport = document.querySelector('.carousel-track')!.parentElement!;
    await act(async () => {
      observer.callback(
        [{ isIntersecting: false, target: viewport } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
      await vi.dynamicImportSettled();
    });
    expect(embla.start).not.toHaveBeenCalled();
    expect(viewportObserver()).toBe(observer);
  });
});
