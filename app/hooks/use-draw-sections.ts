import { useEffect } from 'react';
import { drawSections } from '~/lib/draw-sections';

/**
 * Draws the below-the-fold sections of each page after its load (DESIGN §6, see
 * {@link drawSections}): after hydration, and again after each client navigation to another
 * `pathname`, whose new page starts with its sections skipped too. Used once, by the root layout
 * (which has the leaf route's pathname at hand).
 */
export function useDrawSections(pathname: string | undefined): void {
  useEffect(() => drawSections(), [pathname]);
}
