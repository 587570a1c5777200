import { useSyncExternalStore } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '~/config/layout';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * True once the page is scrolled more than `thresholdPx` (px; spec §2, §9: the header turns
 * translucent beyond 50 px). `useScrolled(0)` is true at any scroll at all (the shared header's
 * opaque state between the top and the threshold). False while prerendering and hydrating.
 */
export function useScrolled(thresholdPx: number = HEADER_SCROLL_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > thresholdPx,
    () => false,
  );
}
