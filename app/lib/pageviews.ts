/**
 * The page-view beacon of site insights (DESIGN §8 "Site insights: collecting"; consent:
 * docs/decisions/0024-audience-measurement-and-consent.md). Loaded lazily by
 * `lib/count-page-view.ts` after hydration, so it costs the first load nothing but its trigger.
 * One report per document load and per client navigation, to `POST /api/pageviews`
 * (server/insights/collect-route.ts). No cookie, no storage, no identifier: the server derives
 * the day's visitor hash from the request itself and keeps the referrer's host only.
 *
 * Nothing is sent when the visitor declined cookies (`lib/consent.ts`, the banner's Decline: the
 * objection the exemption requires) or their browser sends Global Privacy Control. Automated
 * browsers (`navigator.webdriver`) are left to the server's bot filter, which reads the user
 * agent: the e2e tests drive Chromium with a desktop agent and must be counted like a visitor.
 */
import type { Locale } from '@common/i18n';
import { MOBILE_BREAKPOINT_PX } from '~/config/layout';
import { sendBeacon } from '~/lib/beacon';
import { getConsentState, privacyControlOn } from '~/lib/consent';

/** Where reports go. */
export const PAGEVIEWS_ENDPOINT = '/api/pageviews';

/** The desktop layout starts here (Tailwind's `lg`, app/config/layout.ts cards grid). px. */
export const DESKTOP_MIN_WIDTH_PX = 1024;

/** Longest path and UTM value sent (server/limits.ts PAGEVIEW_PATH_MAX_CHARS, _UTM_MAX_CHARS). */
const PATH_MAX = 200;
const UTM_MAX = 100;

/** Viewport class of a width: the site's own layouts (DESIGN §5: mobile at ≤ 768 px). */
export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** How the page was reached: Navigation Timing's `type` for a document load, else `client`. */
export type PageViewNavigation = 'navigate' | 'reload' | 'back_forward' | 'prerender' | 'client';

/** The report: what server/insights/collect-route.ts `pageViewSchema` accepts. */
export interface PageViewPayload {
  path: string;
  language: Locale;
  /** The referring page's origin (never its path or query); first load only. */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  viewport: Viewport;
  navigationType: PageViewNavigation;
}

/** @param width `innerWidth`, CSS px */
export function viewportClass(width: number): Viewport {
  if (width <= MOBILE_BREAKPOINT_PX) return 'mobile';
  return width < DESKTOP_MIN_WIDTH_PX ? 'tablet' : 'desktop';
}

/** The document load's type (W3C Navigation Timing Level 2 `PerformanceNavigationTiming.type`). */
function documentNavigation(): PageViewNavigation {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const type = entry?.type as PageViewNavigation | undefined;
  return type === 'reload' || type === 'back_forward' || type === 'prerender' ? type : 'navigate';
}

/** The origin of `document.referrer`, or undefined for none. */
function referrerOrigin(referrer: string): string | undefined {
  try {
    return referrer ? new URL(referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the visitor objected: Decline in the cookie banner, or Global Privacy Control
 * (`navigator.globalPrivacyControl`, GPC specification §4).
 */
export function optedOut(): boolean {
  return getConsentState().choice === 'declined' || privacyControlOn();
}

/**
 * The report of one page view.
 * @param href the page's URL when it was shown (`location.href`)
 * @param first true for the document load, false for a client navigation
 */
export function pageViewPayload(href: string, first: boolean): PageViewPayload {
  const url = new URL(href);
  const utm = (name: string) => url.searchParams.get(`utm_${name}`)?.slice(0, UTM_MAX) || undefined;
  return {
    path: url.pathname.slice(0, PATH_MAX),
    // root.tsx sets `<html lang>` from the URL (DESIGN §5); read here, the shared chunk need not
    // export its locale helper to this one.
    language: document.documentElement.lang as Locale,
    referrer: first ? referrerOrigin(document.referrer) : undefined,
    utmSource: utm('source'),
    utmMedium: utm('medium'),
    utmCampaign: utm('campaign'),
    viewport: viewportClass(window.innerWidth),
    navigationType: first ? documentNavigation() : 'client',
  };
}

/** Sends to {@link PAGEVIEWS_ENDPOINT} (./beacon.ts: sendBeacon, else a keepalive fetch). */
const beacon = (payload: PageViewPayload): void => sendBeacon(PAGEVIEWS_ENDPOINT, payload);

/**
 * Reports one page view unless the visitor opted out (see the module comment). A page the browser
 * prerenders (speculation rules, the address bar's prediction) is reported once it is shown, if
 * ever (`document.prerendering`, `prerenderingchange`: W3C Prerendering Revamped), with type
 * `prerender`.
 * @param href the page's URL when it was shown
 * @param first the document load (true) or a client navigation
 * @param sink where the report goes; default sendBeacon to {@link PAGEVIEWS_ENDPOINT}
 */
export function sendPageView(
  href: string,
  first: boolean,
  sink: (payload: PageViewPayload) => void = beacon,
): void {
  if ((document as { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', () => sendPageView(href, first, sink), {
      once: true,
    });
    return;
  }
  if (!optedOut()) sink(pageViewPayload(href, first));
}
