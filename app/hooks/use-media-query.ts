import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept in sync with the window. Prerendering and the first
 * hydration render use `serverValue` so markup never mismatches.
 * @param query e.g. '(max-width: 768px)'
 * @param when false: the query is not read and `serverValue` is the answer. For a caller that
 *   needs the answer only in some state (an open menu): hydrating then never finds the window
 *   different from prerendering, which makes React re-render synchronously (DESIGN §6).
 */
export function useMediaQuery(query: string, serverValue = false, when = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (when ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}

/** prefers-reduced-motion: reduce (WCAG 2.2.2, DESIGN §5: nothing moves). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
