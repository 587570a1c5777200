// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDRAWN_SECTIONS_SELECTOR, drawSections } from '~/lib/draw-sections';

/** One animation frame (ms) as the fake clock runs requestAnimationFrame. */
const FRAME_MS = 16;

const drawn = () =>
  [...document.querySelectorAll('main > section')].map((s) => s.hasAttribute('data-drawn'));

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('drawSections (below-the-fold sections drawn after the load)', () => {
  // A load listener stays registered after the event (a page has one load); each test removes
  // its own so that the next test's load event reaches only its own run.
  const listeners: [string, EventListenerOrEventListenerObject][] = [];
  beforeEach(() => {
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      if (listener) listeners.push([type, listener]);
      add(type, listener, options);
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.body.innerHTML =
      '<main><section>first view</section><nav></nav><section>2</section><section>3</section><section>4</section></main>';
  });
  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
    vi.restoreAllMocks();
    vi.useRealTimers();
    setReadyState('complete');
  });

  it('marks one section per frame after the load, never the first view', () => {
    setReadyState('loading');
    drawSections();
    vi.advanceTimersByTime(10 * FRAME_MS);
    expect(drawn()).toEqual([false, false, false, false]);

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(0);
    expect(drawn()).toEqual([false, true, false, false]);
    vi.advanceTimersByTime(FRAME_MS);
    expect(drawn()).toEqual([false, true, true, false]);
    vi.advanceTimersByTime(FRAME_MS);
    expect(drawn()).toEqual([false, true, true, true]);
    expect(document.querySelectorAll(UNDRAWN_SECTIONS_SELECTOR)).toHaveLength(0);
    // The next frame finds nothing left and requests no other.
    vi.advanceTimersByTime(FRAME_MS);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts at once on a page that has already loaded (client navigation)', () => {
    drawSections();
    vi.advanceTimersByTime(3 * FRAME_MS);
    expect(drawn()).toEqual([false, true, true, true]);
  });

  it('stops when cleaned up, before the load or midway', () => {
    setReadyState('loading');
    drawSections()();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(10 * FRAME_MS);
    expect(drawn()).toEqual([false, false, false, false]);

    const stop = drawSections();
    vi.advanceTimersByTime(0);
    stop();
    vi.advanceTimersByTime(10 * FRAME_MS);
    expect(drawn()).toEqual([false, true, false, false]);
  });
});
