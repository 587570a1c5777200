/**
 * What a route tells the root layout through its `handle` export (spec §2):
 * - 'shared' (default): shared header and footer;
 * - 'header-only': shared header, the page draws its own footer (/contact);
 * - 'own': the page draws its own header, `<main id="main">` and footer (/scanova, /lumen, /iffer, /cv).
 */
export type Chrome = 'shared' | 'header-only' | 'own';

export interface RouteHandle {
  chrome?: Chrome;
}

/** Reads a route's handle safely; unknown shapes count as 'shared'. */
export function chromeOf(handle: unknown): Chrome {
  if (handle && typeof handle === 'object' && 'chrome' in handle) {
    const { chrome } = handle;
    if (chrome === 'own' || chrome === 'header-only') return chrome;
  }
  return 'shared';
}
