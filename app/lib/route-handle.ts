/**
 * What a route tells the root layout through its `handle` export (spec §2):
 * - 'shared' (default): shared header and footer;
 * - 'header-only': shared header, the page draws its own footer (/contact);
 * - 'own': the page draws its own header, `<main id="main">` and footer (/scanova, /lumen, /iffer, /cv).
 */
import type { ProductTheme } from '~/config/product-themes';

export type Chrome = 'shared' | 'header-only' | 'own';

/** A route's `handle` export: its chrome and its product theme (default 'brand'). */
export interface RouteHandle {
  chrome?: Chrome;
  theme?: ProductTheme;
}

/** Reads a route's handle safely; unknown shapes count as 'shared'. */
export function chromeOf(handle: unknown): Chrome {
  if (handle && typeof handle === 'object' && 'chrome' in handle) {
    const { chrome } = handle;
    if (chrome === 'own' || chrome === 'header-only') return chrome;
  }
  return 'shared';
}

/** Reads a route's product theme name (config/product-themes.ts); 'brand' when it names none. */
export function themeOf(handle: unknown): ProductTheme['name'] {
  if (handle && typeof handle === 'object' && 'theme' in handle) {
    const { theme } = handle as RouteHandle;
    if (theme) return theme.name;
  }
  return 'brand';
}
