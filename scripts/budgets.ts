/**
 * Performance and quality budgets (DESIGN §6), shared by `npm test` (the cheap ones) and
 * `npm run bench` (Lighthouse). Sizes in bytes of gzip-compressed JavaScript.
 */

/** DESIGN §6: JavaScript on the first load of `/`, compressed: ≤ 120 KB. */
export const FIRST_LOAD_JS_BUDGET_BYTES = 120 * 1024;

/**
 * Per-route first-load JS budget. DESIGN §6 sets 120 KB for `/`; the other routes are held to
 * the same figure so no page is heavier than the landing page on a cheap phone.
 */
export function jsBudgetFor(_path: string): number {
  return FIRST_LOAD_JS_BUDGET_BYTES;
}

/** DESIGN §6 Lighthouse (mobile) budgets, scores 0–100. */
export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;

/** DESIGN §6: cumulative layout shift and total blocking time (ms), mobile simulated. */
export const CLS_BUDGET = 0.01;
export const TBT_BUDGET_MS = 50;
