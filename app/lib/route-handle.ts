import { firstViewSurfaces, type FirstViewSurfaceName } from '~/config/first-view-surfaces';
import { productThemes, type ProductTheme } from '~/config/product-themes';

/**
 * What a route tells the root layout through its `handle` export (spec §2):
 * - 'shared' (default): shared header and footer;
 * - 'header-only': shared header, the page draws its own footer (/contact);
 * - 'own': the page draws its own header, `<main id="main">` and footer (/scanova, /lumen, /iffer, /cv).
 */
export type PageShell = 'shared' | 'header-only' | 'own';

export interface RouteHandle {
  shell?: PageShell;
  /** The page's product theme (default 'brand'): the loading overlay reads its tokens too. */
  theme?: ProductTheme;
  /** The background of the page's first view, which the loading overlay wears (default navy). */
  firstView?: FirstViewSurfaceName;
}

/** Reads a route's handle safely; unknown shapes count as 'shared'. */
export function shellOf(handle: unknown): PageShell {
  if (handle && typeof handle === 'object' && 'shell' in handle) {
    const { shell } = handle;
    if (shell === 'own' || shell === 'header-only') return shell;
  }
  return 'shared';
}

/** Reads a route's first-view surface safely; a missing or unknown name is 'navy'. */
export function firstViewOf(handle: unknown): FirstViewSurfaceName {
  if (handle && typeof handle === 'object' && 'firstView' in handle) {
    const { firstView } = handle;
    if (typeof firstView === 'string' && Object.hasOwn(firstViewSurfaces, firstView)) {
      return firstView as FirstViewSurfaceName;
    }
  }
  return 'navy';
}

/** Reads a route's product theme safely; a missing or unknown one is 'brand'. */
export function themeOf(handle: unknown): ProductTheme['name'] {
  if (handle && typeof handle === 'object' && 'theme' in handle) {
    const { theme } = handle;
    if (theme && typeof theme === 'object' && 'name' in theme && typeof theme.name === 'string') {
      const known = Object.values(productThemes).find(({ name }) => name === theme.name);
      if (known) return known.name;
    }
  }
  return 'brand';
}
