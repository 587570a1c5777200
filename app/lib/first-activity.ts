import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Resolves on the visitor's first activity on the page (pointer, touch, key, wheel, scroll or
 * focus), at once on the server. Parts of the page that only matter once someone acts (the
 * header's dropdowns, card, search, language list) load then, not during the page load, so the
 * load's main thread stays free (DESIGN §6: TBT; their HTML is prerendered and their links work
 * before). A click on a button of a part still loading is held and given again once that part
 * has hydrated ({@link holdEarlyClicks}): React does not replay it, and a phone's first tap (on
 * the menu button, say) is both the activity and the click.
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

/**
 * A part that hydrates on the first activity until it has: `data-interactive="false"` in the
 * prerendered HTML, set to `"true"` once mounted (hooks/use-mark-interactive.ts).
 */
const PENDING_PART_SELECTOR = '[data-interactive="false"]';

/** What needs scripts to act on a click (links and `<summary>` work as HTML). */
const SCRIPTED_CONTROL_SELECTOR = 'button, [role="button"]';

/**
 * Holds a click on a button inside a part that has not hydrated yet, and clicks it again once
 * the part says it is interactive (hydration keeps the prerendered elements, so the same
 * element now has React's handlers). Nothing happens if the element has left the page by then
 * (its chunk failed and a stand-in replaced the part, which then never answers). Returns the
 * uninstall.
 */
export function holdEarlyClicks(root: Window = window): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(SCRIPTED_CONTROL_SELECTOR);
    const part = control?.closest(PENDING_PART_SELECTOR);
    if (!control || !part) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const observer = new MutationObserver(() => {
      if (part.getAttribute('data-interactive') !== 'true') return;
      observer.disconnect();
      if (control.isConnected) control.click();
    });
    observer.observe(part, { attributes: true, attributeFilter: ['data-interactive'] });
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}

/** The first activity since the page loaded (one promise for the whole page). */
export function firstActivity(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  if (!activity) holdEarlyClicks();
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

/**
 * A component whose module loads on the visitor's {@link firstActivity}, not during the page
 * load: `React.lazy` over `load` once the first activity has happened (at once on the server,
 * so prerendering resolves it and the HTML holds the part). For the parts that hydrate late (the
 * header, footer, chat, the home page's below-the-fold chunk; DESIGN §5, §6); render it inside a
 * Suspense boundary (`ChunkBoundary` for a part that may fail to arrive).
 * @param load the part's dynamic `import()`, called once, after the first activity
 * @returns the lazy component; a rejected `load` throws at render, for the boundary to catch
 */
export function lazyOnFirstActivity<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => firstActivity().then(load));
}
