/**
 * Shared test setup. In jsdom: the browser APIs jsdom lacks (observers, matchMedia) get inert
 * stand-ins so libraries such as Embla can mount; Testing Library cleans up between tests.
 */
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  const w = window as unknown as Record<string, unknown>;
  w.IntersectionObserver ??= InertObserver;
  w.ResizeObserver ??= InertObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
