import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept in sync with the window. Prerendering and the first
 * hydration render use `serverValue` so markup never mismatches.
 * @param query e.g. '(max-width: 768px)'
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** prefers-reduced-motion: reduce (WCAG 2.2.2, DESIGN §5: nothing moves). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
