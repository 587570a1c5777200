import type { Locator } from '@playwright/test';

/** An element's border box in CSS px, relative to the viewport (Playwright's `boundingBox`). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The border box of `locator` (CSS px).
 * @throws Error when the element has no box (not rendered, e.g. `display: none`).
 */
export async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element has no box (hidden?)');
  return b;
}

/** Whether two boxes share any area (touching edges do not count). */
export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
