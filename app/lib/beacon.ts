/**
 * Sends a report to one of the site's beacons (`/api/pageviews`, `/api/vitals`) as JSON:
 * `navigator.sendBeacon`, which survives the page being left or unloaded, else a keepalive
 * `fetch`. Failures are dropped: a lost report costs a count, never the page.
 */

/** Sends `payload` as JSON to `endpoint` (a path of this origin). */
export function sendBeacon(endpoint: string, payload: unknown): void {
  const body = JSON.stringify(payload);
  if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) return;
  void fetch(endpoint, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}
