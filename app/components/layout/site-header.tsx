import { lazy, Suspense } from 'react';

const HeaderBar = lazy(() => import('./header/header-bar'));

/**
 * The shared fixed header (spec §2 "Shared header"; behaviour in `header/header-bar.tsx`).
 *
 * Prerendering resolves the lazy module, so every page's HTML contains the full header and its
 * links work as plain links from the first paint. In the browser React keeps that HTML and
 * hydrates the header once its chunk arrives, so the dropdowns, card, search, language switch
 * and mobile menu do not count against the first-load JS budget (DESIGN §6: ≤ 120 KB on /).
 */
export function SiteHeader() {
  return (
    <Suspense fallback={null}>
      <HeaderBar />
    </Suspense>
  );
}
