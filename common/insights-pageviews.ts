/**
 * The page-view report's wire contract (DESIGN §8 "Site insights: collecting"), shared by the
 * site's beacon (app/lib/pageviews.ts) and the route that counts it
 * (server/insights/collect-route.ts), so the two cannot disagree on where a report goes or which
 * viewport and navigation values it may carry. Constants and types only.
 */

/** Where the beacon posts. */
export const PAGEVIEWS_ENDPOINT = '/api/pageviews';

/** Viewport classes (docs/design.md §5: the site switches layout at 768 and 1024 px). */
export const VIEWPORTS = ['mobile', 'tablet', 'desktop'] as const;
/** One of {@link VIEWPORTS}. */
export type Viewport = (typeof VIEWPORTS)[number];

/**
 * Navigation types: PerformanceNavigationTiming `type` (W3C Navigation Timing Level 2) for a
 * document load, `client` for a React Router navigation inside the page.
 */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back_forward',
  'prerender',
  'client',
] as const;
/** One of {@link NAVIGATION_TYPES}: how the page was reached. */
export type PageViewNavigation = (typeof NAVIGATION_TYPES)[number];
