/**
 * Resolves on the visitor's first activity on the page (pointer, touch, key, wheel, scroll or
 * focus), at once on the server. Parts of the page that only matter once someone acts (the
 * header's dropdowns, card, search, language list) load then, not during the page load, so the
 * load's main thread stays free (issue 17: TBT; their HTML is prerendered and their links work
 * before). React replays a click that lands on a part still loading once it has hydrated.
 */
const EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
];

let activity: Promise<void> | undefined;

/** The first activity since the page loaded (one promise for the whole page). */
export function firstActivity(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  activity ??= new Promise((resolve) => {
    // Already scrolled (a link to a #section, a restored position): the header's scrolled look
    // is needed now, and that scroll happened before anyone listened.
    if (window.scrollY > 0) {
      resolve();
      return;
    }
    const done = () => {
      for (const name of EVENTS) window.removeEventListener(name, done, true);
      resolve();
    };
    for (const name of EVENTS)
      window.addEventListener(name, done, { capture: true, passive: true });
  });
  return activity;
}
