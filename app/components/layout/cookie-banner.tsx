import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import {
  chooseConsent,
  getConsentState,
  type Consent,
  getServerConsentState,
  subscribeConsent,
} from '~/lib/consent';
import { findBannerDock, onBannerDockChange } from '~/lib/banner-dock';
import { setCookieBannerHeight } from '~/lib/cookie-banner-height';
import { useShell } from '~/hooks/use-shell';

/** One consent choice: both choices are this button, so neither is favoured (DESIGN §5). */
function ConsentButton({ choice, children }: { choice: Consent; children: ReactNode }) {
  return (
    <button
      type="button"
      className="min-h-11 min-w-28 rounded-lg border-2 border-ink bg-ink px-4 text-sm font-semibold text-white hover:bg-ink-soft"
      onClick={() => chooseConsent(choice)}
    >
      {children}
    </button>
  );
}

/**
 * Cookie consent banner (spec §2, §4): fixed at the bottom of every page until the visitor
 * chooses. Accept All and Decline are styled identically so neither is favoured (DESIGN §5).
 * A floating control marked `data-banner-dock` (lib/banner-dock.ts: the chat launcher) sits in the banner's band
 * instead of above it, where it would cover the page; the banner leaves it room at
 * its end: beside the buttons at 768 px or narrower, beside the whole row above that.
 *
 * Opaque: a see-through band let the page's text show through its own copy.
 *
 * Prerendered open (lib/consent.ts); hidden before the first paint for a visitor who
 * has chosen (app.css `data-consent-chosen`), and without scripts (`js-only`: its buttons could
 * not store a choice, and nothing is stored or measured then anyway).
 */
export function CookieBanner() {
  const copy = useShell().common.cookieBannerContent;
  const { bannerOpen } = useSyncExternalStore(
    subscribeConsent,
    getConsentState,
    getServerConsentState,
  );
  // Publishes the banner's height (lib/cookie-banner-height.ts) so floating controls (the open
  // chat, the snackbar) sit above it and scroll-padding keeps focused elements visible (WCAG
  // 2.4.11), and sets --banner-dock-room to the docked control's width and a gap. A
  // ResizeObserver reports before the first paint, so the room is there when the banner first
  // shows (no layout shift).
  const measure = useCallback((node: HTMLElement | null) => {
    if (!node) {
      setCookieBannerHeight(0);
      return;
    }
    let dock: HTMLElement | null = null;
    const update = () => {
      setCookieBannerHeight(node.offsetHeight);
      const width = dock?.isConnected ? dock.offsetWidth : 0;
      if (width > 0) node.style.setProperty('--banner-dock-room', `calc(${width}px + 1rem)`);
      else node.style.removeProperty('--banner-dock-room');
    };
    const observer = new ResizeObserver(update);
    const findDock = () => {
      if (dock) observer.unobserve(dock);
      dock = findBannerDock();
      if (dock) observer.observe(dock);
      update();
    };
    observer.observe(node);
    findDock();
    const stopListening = onBannerDockChange(findDock);
    return () => {
      stopListening();
      observer.disconnect();
      setCookieBannerHeight(0);
    };
  }, []);
  if (!bannerOpen) return null;
  return (
    <section
      ref={measure}
      aria-label={copy.label}
      className="cookie-banner js-only fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white px-4 py-4 shadow-banner md:pe-[calc(var(--banner-dock-room,0px)+1rem)]"
      data-testid="cookie-banner"
    >
      <div className="mx-auto flex max-w-content flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-muted">{copy.text}</p>
        <div className="flex shrink-0 gap-3 pe-[var(--banner-dock-room,0px)] md:pe-0">
          <ConsentButton choice="accepted">{copy.accept}</ConsentButton>
          <ConsentButton choice="declined">{copy.decline}</ConsentButton>
        </div>
      </div>
    </section>
  );
}
