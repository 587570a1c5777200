import { firstActivity } from './first-activity';

/**
 * Resolves once the element with `id` comes within `margin` of the viewport (an
 * IntersectionObserver `rootMargin`, e.g. half a screen: `'50% 0px'`), at once on the server,
 * without IntersectionObserver, or when no such element is in the document (a client
 * navigation, where the part renders in the ordinary way). Below-the-fold islands load their
 * code then instead of in the page's first load (DESIGN §6). It also installs the page's
 * early-click holder (lib/first-activity.ts `holdEarlyClicks`), so a click on a button of an
 * island still loading (`data-interactive="false"`) is given again once it has hydrated.
 */
export function nearViewport(id: string, margin: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  void firstActivity();
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
