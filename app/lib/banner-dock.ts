/**
 * A floating control (the /contact chat launcher) sits in the cookie banner's band at its end
 * instead of above the banner, where it covered the page; the banner leaves it room
 * (components/layout/cookie-banner.tsx). The control carries {@link BANNER_DOCK_ATTR}; the banner
 * finds it when it opens and again whenever one is mounted or unmounted later (a client-side
 * navigation to or from /contact while the banner shows), told by {@link announceBannerDock}.
 */

/** The attribute that marks a control docked in the banner's band. */
export const BANNER_DOCK_ATTR = 'data-banner-dock';

const EVENT = 'banner-dock-change';

/** Tells an open banner that a docked control appeared or went. */
export function announceBannerDock(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` whenever a docked control appears or goes; returns the unsubscribe. */
export function onBannerDockChange(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

/** The docked control on the page, if any. */
export function findBannerDock(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${BANNER_DOCK_ATTR}]`);
}
