/**
 * The first-load part of site insights (DESIGN §8 "Site insights: collecting"): root.tsx calls
 * {@link countPageView} after hydration and on every client navigation; the beacon
 * (`lib/pageviews.ts`) is imported only then, the first time at the browser's next idle period,
 * so nothing runs or loads before the page is interactive (DESIGN §6).
 */

let first = true;

/** Counts the page now shown (`location.href`). Browser only: call it from an effect. */
export function countPageView(): void {
  const href = location.href;
  const isFirst = first;
  first = false;
  const send = () =>
    void import('./pageviews').then(
      (beacon) => beacon.sendPageView(href, isFirst),
      () => undefined,
    );
  if (isFirst) (window.requestIdleCallback ?? setTimeout)(send);
  else send();
}
