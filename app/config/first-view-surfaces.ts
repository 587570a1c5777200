/**
 * A page's first-view background: what the top of the page shows, and so what the loading
 * overlay (spec §2, §4: 1.5 s over every route) wears on that page.
 */
export interface FirstViewSurface {
  /**
   * Tailwind background utilities; theme tokens (bg-product-surface) resolve under the page's
   * `data-theme` (RouteHandle `theme`).
   */
  background: string;
  /** Dark surfaces take white text and spinner track; light ones slate. */
  tone: 'dark' | 'light';
}

/**
 * The first-view backgrounds that the loading overlay copies. A navy overlay over a light or stone
 * page flashed another colour when it left, and Lighthouse's speed index counted the overlay's time
 * as no visual progress. The section that paints the background and the overlay read the same
 * entry, so they cannot drift apart.
 */
export const firstViewSurfaces = {
  /** The navy hero or page intro of the shared-shell pages, /optimus and the 404 page. */
  navy: { background: 'bg-surface', tone: 'dark' },
  /** The hero slider of /optimus (navy) and /lumen (stone-900): the theme's product surface. */
  productHero: { background: 'bg-product-surface', tone: 'dark' },
  /** /scanova's hero: the theme's soft accent (teal-50) fading to white. */
  scanovaHero: { background: 'bg-gradient-to-b from-accent-soft to-white', tone: 'light' },
  /** /cv's viewer section: the subtle band (slate-50). */
  cvViewer: { background: 'bg-subtle', tone: 'light' },
  /** /iffer's platform frame: subtle-strong (slate-100). */
  ifferEmbed: { background: 'bg-subtle-strong', tone: 'light' },
} as const satisfies Record<string, FirstViewSurface>;

/** A key of {@link firstViewSurfaces}. */
export type FirstViewSurfaceName = keyof typeof firstViewSurfaces;
