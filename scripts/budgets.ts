/**
 * Performance and quality budgets (DESIGN §6), shared by `npm test` (the cheap ones) and
 * `npm run bench` (Lighthouse). Sizes in bytes of gzip-compressed JavaScript.
 */
import { stripLocale } from '../common/i18n';

/**
 * DESIGN §6: JavaScript on the first load of `/`, compressed: 120 KB plus 128 bytes for the
 * site-insights page-view trigger (`app/lib/count-page-view.ts` and its call in root.tsx, measured
 * +98 B when it was added; docs/decisions/0024-audience-measurement-and-consent.md) and the
 * 30 B by which React Router's manifest, a list of content-hashed chunk names, compresses
 * differently from one build to the next (122,958–122,982 B measured on the same code). The
 * beacon itself loads after hydration; its trigger must be in the chunk every page loads.
 */
export const FIRST_LOAD_JS_BUDGET_BYTES = 120 * 1024 + 128;

/**
 * Other routes' first-load JS budget. DESIGN §6 budgets only `/`; the rest may carry their
 * interactive primitives (Radix accordion and tabs) on top of what React 19, React Router 8 and
 * the shared layout cost, and no more.
 */
export const OTHER_ROUTE_JS_BUDGET_BYTES = 130 * 1024;

/** The first-load JS budget of a route (bytes, gzip). */
export function jsBudgetFor(path: string): number {
  // Every language's home page (`/fr`, `/ar`, …) has the landing page's budget.
  return stripLocale(path) === '/' ? FIRST_LOAD_JS_BUDGET_BYTES : OTHER_ROUTE_JS_BUDGET_BYTES;
}

/**
 * DESIGN §6: all JavaScript transferred until the network is idle (the first load
 * plus what loads right after it, nobody acting), compressed: ≤ 130 KB on `/`, ≤ 140 KB on
 * any page.
 */
export const ON_LOAD_JS_HOME_BUDGET_BYTES = 130 * 1024;
export const ON_LOAD_JS_BUDGET_BYTES = 140 * 1024;

/** The on-load JS budget of a route (bytes, compressed); every language's `/` is `/`. */
export function onLoadJsBudgetFor(path: string): number {
  return stripLocale(path) === '/' ? ON_LOAD_JS_HOME_BUDGET_BYTES : ON_LOAD_JS_BUDGET_BYTES;
}

/** DESIGN §6: requests during the load of `/` (Lighthouse's network log). */
export const HOME_REQUESTS_BUDGET = 25;

/** DESIGN §6: first and largest contentful paint, mobile simulated, ms. */
export const FCP_BUDGET_MS = 1300;
export const LCP_BUDGET_MS = 1800;

/** DESIGN §6 Lighthouse (mobile) budgets, scores 0–100. */
export const LIGHTHOUSE_BUDGETS = {
  performance: 99,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;

/** DESIGN §6: cumulative layout shift and total blocking time (ms), mobile simulated. */
export const CLS_BUDGET = 0.01;
export const TBT_BUDGET_MS = 50;
