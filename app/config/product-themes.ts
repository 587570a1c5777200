/**
 * One theme per product (spec §2: each product page has its own colours; brand accent #ff751a,
 * spec §9). A route names its theme once (OwnShellPage's `theme`, which sets `data-theme` on
 * the page's frame; /optimus and the shared-shell pages use the defaults, 'brand'), and
 * app.css maps it to colour tokens (accent, accent-ink,
 * product-surface, bar…) that every section and header reads through Tailwind utilities.
 * No component holds a colour map of its own.
 */

/** A product's theme: which token set of app.css its pages use. */
export interface ProductTheme {
  /**
   * The `data-theme` value: 'brand' = the company's defaults (orange on navy, light header bar);
   * 'iffer' = brand with a dark header bar; 'scanova' = teal; 'lumen' = amber on stone.
   */
  name: 'brand' | 'iffer' | 'scanova' | 'lumen';
}

/** The theme of each page that has one (the other pages use 'brand'). */
export const productThemes = {
  optimus: { name: 'brand' },
  cv: { name: 'brand' },
  iffer: { name: 'iffer' },
  scanova: { name: 'scanova' },
  lumen: { name: 'lumen' },
} as const satisfies Record<string, ProductTheme>;
