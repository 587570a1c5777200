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
 * The first-view backgrounds that the loading overlay copies. The overlay used to be
 * navy on every page; over a light or stone page the switch from overlay to page was a flash
 * of another colour, and Lighthouse's speed index counted those 1.5 s as no visual progress
 * (/scanova, /lumen, /cv: speed index 2.9–3.1 s, 1.9–2.5 s in the overlay's colours). The
 * section that paints the background and the overlay read the same entry, so they cannot
 * drift apart.
 */
export const firstViewSurfaces = {
  /** The navy hero or page intro of the shared-shell pages, /optimus and the 404 page. */
  navy: { background: 'bg-surface', tone: 'dark' },
  /** The hero slider of /optimus (navy) and /lumen (stone-900): the theme's product surface. */
  productHero: { background: 'bg-product-surface', tone: 'dark' },
  /** /scanova's hero: teal-50 fading to white. */
  scanovaHero: { background: 'bg-gradient-to-b from-teal-50 to-white', tone: 'light' },
  /** /cv's viewer section: slate-50. */
  cvViewer: { background: 'bg-slate-50', tone: 'light' },
  /** /iffer's platform frame: slate-100. */
  ifferEmbed: { background: 'bg-slate-100', tone: 'light' },
} as const satisfies Record<string, FirstViewSurface>;

/** A key of {@link firstViewSurfaces}. */
export type FirstViewSurfaceName = keyof typeof firstViewSurfaces;
