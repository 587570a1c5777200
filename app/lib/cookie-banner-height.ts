/**
 * The open cookie banner's height (px, 0 when closed), published by the banner
 * (components/layout/cookie-banner.tsx) for what must stay clear of it: the page's
 * `scroll-padding-bottom`, so a focused element is not hidden behind the banner (WCAG 2.4.11),
 * and the floating controls lifted above it (the snackbar, the open chat).
 *
 * Not a custom property on `<html>` (DESIGN §6): custom properties inherit, so setting one after
 * hydration makes the browser recompute the style of every element on the page, one long task
 * that Lighthouse's 4× CPU simulation counts against TBT. Setting `scroll-padding-bottom` (not
 * inherited) restyles `<html>` alone, and the two floating controls read the height from here.
 */
import { useSyncExternalStore } from 'react';

/** Space between the banner and what is kept clear of it: `1rem`, as before. */
const GAP = '1rem';

let height = 0;
const listeners = new Set<() => void>();

/**
 * Records the banner's height (px; 0 when it closes) and applies it to the document's
 * `scroll-padding-bottom`; subscribers are told only when the value changes.
 */
export function setCookieBannerHeight(px: number): void {
  if (px === height) return;
  height = px;
  const root = document.documentElement.style;
  if (px > 0) root.scrollPaddingBottom = `calc(${px}px + ${GAP})`;
  else root.removeProperty('scroll-padding-bottom');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => height;
const readOnServer = () => 0;

/** The banner's current height in px (0 before hydration, when closed, and in prerendering). */
export function useCookieBannerHeight(): number {
  return useSyncExternalStore(subscribe, read, readOnServer);
}
