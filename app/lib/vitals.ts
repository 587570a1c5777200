/**
 * The web-vitals reporter of spec §7, started with the app. In development each metric is
 * logged to the console; in production it is sent to `POST /api/vitals` only once cookie
 * consent is 'accepted' (DESIGN §5: nothing non-essential before consent). Its code
 * (`web-vitals`) loads only then, so it stays off the page load (DESIGN §6): at start-up for a
 * visitor who accepted before, at Accept All otherwise, never after Decline. The
 * browser buffers paint, layout-shift and navigation entries, so a reporter started late
 * still reports the page's FCP, LCP, CLS and TTFB.
 */
import type { Metric } from 'web-vitals';
import { sendBeacon } from '~/lib/beacon';
import { getConsentState, privacyControlOn, subscribeConsent } from '~/lib/consent';

/** Where metrics go (server/routes/vitals.ts). */
export const VITALS_ENDPOINT = '/api/vitals';

/** What is sent per metric: no identifiers beyond the metric's own random id. */
export interface VitalsPayload {
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  id: string;
  navigationType: Metric['navigationType'];
  path: string;
}

/** Builds the payload for one metric. */
export function toVitalsPayload(metric: Metric, path: string): VitalsPayload {
  return {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    path,
  };
}

/** Sends to {@link VITALS_ENDPOINT} (./beacon.ts: sendBeacon, else a keepalive fetch). */
const send = (payload: VitalsPayload): void => sendBeacon(VITALS_ENDPOINT, payload);

/** A metric source: web-vitals' `on*` functions, injectable for tests. */
export type MetricSource = (report: (metric: Metric) => void) => void;

const webVitalsSource: MetricSource = (report) => {
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    onCLS(report);
    onFCP(report);
    onINP(report);
    onLCP(report);
    onTTFB(report);
  });
};

/**
 * Wires a metric source to consent-gated sending: the source starts at once in development,
 * otherwise when consent is (or becomes) 'accepted', and never while it is 'declined' or not
 * given, nor under Global Privacy Control. Returns the unsubscribe function.
 *
 * Every metric is the document's (web-vitals measures the page load, not client navigations), so
 * it is reported for the path the document was loaded at, not the one shown when it is sent:
 * an LCP sent at `pagehide` after a client navigation from `/edge` to `/faq` belongs to `/edge`.
 * @param options.dev log instead of sending
 * @param options.path the loaded document's path; default `location.pathname` now
 * @param options.source where metrics come from (default: web-vitals, lazily imported)
 * @param options.sink where accepted metrics go (default: sendBeacon to {@link VITALS_ENDPOINT})
 */
export function connectVitals({
  dev,
  path = window.location.pathname,
  source = webVitalsSource,
  sink = send,
}: {
  dev: boolean;
  path?: string;
  source?: MetricSource;
  sink?: (payload: VitalsPayload) => void;
}): () => void {
  let sourceStarted = false;
  const startSource = () => {
    if (sourceStarted) return;
    sourceStarted = true;
    source((metric) => {
      if (dev) {
        console.info(
          '[web-vitals]',
          metric.name,
          Math.round(metric.value * 1000) / 1000,
          metric.rating,
        );
        return;
      }
      // Consent withdrawn after the start (the banner reopened, Decline): stop sending.
      if (getConsentState().choice === 'accepted' && !privacyControlOn())
        sink(toVitalsPayload(metric, path));
    });
  };
  if (dev) {
    startSource();
    return () => undefined;
  }
  const onConsent = () => {
    if (getConsentState().choice === 'accepted' && !privacyControlOn()) startSource();
  };
  const unsubscribe = subscribeConsent(onConsent);
  onConsent();
  return unsubscribe;
}

let started = false;

/**
 * Starts the reporter once per page load (spec §7: at startup). Safe to call again (no-op).
 * @param dev log to the console instead of sending (Vite's `import.meta.env.DEV`)
 */
export function startVitalsReporter(dev: boolean = import.meta.env.DEV): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  connectVitals({ dev });
}
