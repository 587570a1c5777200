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
 *
 * Goals (common/insights-goals.ts; docs/decisions/0042-insights-goals.md) ride in this chunk, so
 * they cost the first load nothing: once a page view has been sent, one delegated click listener
 * on the document reports a click on a PDF download (`/docs/….pdf`) or on a link to the external
 * platform, and a search results page shown for a query reports `search`; each to
 * `POST /api/goals`, under the same objection rule, checked again at the moment of the goal.
 */
import { stripLocale, type Locale } from '@common/i18n';
import {
  DOWNLOAD_GOALS,
  GOALS_ENDPOINT,
  PLATFORM_ORIGIN,
  type BeaconGoal,
  type GoalPayload,
} from '@common/insights-goals';
import {
  PAGEVIEWS_ENDPOINT,
  type PageViewNavigation,
  type Viewport,
} from '@common/insights-pageviews';
import { searchPath } from '@common/paths';
import { MOBILE_BREAKPOINT_PX } from '~/config/layout';
import { sendBeacon } from '~/lib/beacon';
import { getConsentState, privacyControlOn } from '~/lib/consent';

/** The desktop layout starts here (Tailwind's `lg`, app/config/layout.ts cards grid). px. */
export const DESKTOP_MIN_WIDTH_PX = 1024;

/** Longest path and UTM value sent (server/limits.ts PAGEVIEW_PATH_MAX_CHARS, _UTM_MAX_CHARS). */
const PATH_MAX = 200;
const UTM_MAX = 100;

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

/** Where goal reports go by default: sendBeacon to `POST /api/goals`. */
const goalBeacon = (payload: GoalPayload): void => sendBeacon(GOALS_ENDPOINT, payload);

/**
 * The goal a link reaches when followed, if any: one of the PDFs of this site in any language
 * (`DOWNLOAD_GOALS`, `/docs/<file>.pdf` or `/docs/<lang>/<file>.pdf`), or any page of the
 * external platform (`PLATFORM_ORIGIN`).
 * @param href the link's absolute URL (`HTMLAnchorElement.href`)
 * @param origin this site's origin (`location.origin`)
 */
export function linkGoal(href: string, origin: string): BeaconGoal | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  // A translation's copy of a PDF (`/docs/fr/cv.pdf`) is the same goal as English's.
  const file = url.pathname.replace(/^\/docs\/[a-z]{2}\//, '/docs/');
  if (url.origin === origin) return DOWNLOAD_GOALS[file as keyof typeof DOWNLOAD_GOALS];
  return url.origin === PLATFORM_ORIGIN ? 'platform' : undefined;
}

/**
 * Reports `goal` unless the visitor objected (checked now).
 * @param path the page it happened on; default the page now shown
 */
function reachGoal(
  goal: BeaconGoal,
  sink: (payload: GoalPayload) => void,
  path = location.pathname.slice(0, PATH_MAX),
): void {
  if (!optedOut()) sink({ goal, path, language: document.documentElement.lang });
}

/** Where link goals go: the sink of the latest {@link listenForGoals} call. */
let goalSink: ((payload: GoalPayload) => void) | undefined;

/**
 * Starts the one delegated listener of link goals (once per document; a later call only changes
 * the sink): a primary or middle click on a link {@link linkGoal} names. Capture phase, so a
 * handler that stops the event on its way cannot hide it; the link is followed as always.
 */
export function listenForGoals(sink: (payload: GoalPayload) => void = goalBeacon): void {
  const started = goalSink !== undefined;
  goalSink = sink;
  if (started) return;
  const onClick = (event: MouseEvent) => {
    if (event.button > 1) return;
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    const goal = link ? linkGoal(link.href, location.origin) : undefined;
    if (goal && goalSink) reachGoal(goal, goalSink);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('auxclick', onClick, true);
}

/**
 * Whether a page view is a search made: the search results page reached with a query (the
 * results page's form, or Enter in the header's search box), not reloaded or gone back to.
 */
export function isSearchMade(href: string, payload: PageViewPayload): boolean {
  const url = new URL(href);
  return (
    stripLocale(url.pathname.replace(/(.)\/$/, '$1')) === searchPath &&
    (url.searchParams.get('q') ?? '').trim() !== '' &&
    payload.navigationType !== 'reload' &&
    payload.navigationType !== 'back_forward'
  );
}

/**
 * Reports one page view unless the visitor opted out (see the module comment). A page the browser
 * prerenders (speculation rules, the address bar's prediction) is reported once it is shown, if
 * ever (`document.prerendering`, `prerenderingchange`: W3C Prerendering Revamped), with type
 * `prerender`.
 * @param href the page's URL when it was shown
 * @param first the document load (true) or a client navigation
 * @param sink where the report goes; default sendBeacon to {@link PAGEVIEWS_ENDPOINT}
 * @param goalSink where goal reports go; default sendBeacon to `POST /api/goals`
 */
export function sendPageView(
  href: string,
  first: boolean,
  sink: (payload: PageViewPayload) => void = beacon,
  goalSink: (payload: GoalPayload) => void = goalBeacon,
): void {
  if ((document as { prerendering?: boolean }).prerendering) {
    document.addEventListener(
      'prerenderingchange',
      () => sendPageView(href, first, sink, goalSink),
      { once: true },
    );
    return;
  }
  if (optedOut()) return;
  const payload = pageViewPayload(href, first);
  sink(payload);
  listenForGoals(goalSink);
  if (isSearchMade(href, payload)) reachGoal('search', goalSink, payload.path);
}
