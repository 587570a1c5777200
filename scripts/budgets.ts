/**
 * Performance and quality budgets (DESIGN §6), shared by `npm test` (the cheap ones) and
 * `npm run bench` (Lighthouse). Sizes in bytes of gzip-compressed JavaScript.
 */
import { stripLocale } from '../common/i18n';

/** DESIGN §6: JavaScript on the first load of `/`, compressed: ≤ 120 KB. */
export const FIRST_LOAD_JS_BUDGET_BYTES = 120 * 1024;

/**
 * Other routes' first-load JS budget. DESIGN §6 budgets only `/`; the rest may carry their
 * interactive primitives (Radix accordion and tabs, ~6 KB) on top of the ~113 KB that React 19,
 * React Router 7 and the shared layout cost, and no more.
 */
export const OTHER_ROUTE_JS_BUDGET_BYTES = 130 * 1024;

/** The first-load JS budget of a route (bytes, gzip). */
export function jsBudgetFor(path: string): number {
  // Issue 12: every language's home page (`/fr`, `/ar`, …) has the landing page's budget.
  return stripLocale(path) === '/' ? FIRST_LOAD_JS_BUDGET_BYTES : OTHER_ROUTE_JS_BUDGET_BYTES;
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
