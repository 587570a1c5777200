/**
 * Layout sizes (px) and counts of the front end, each traced to the spec (docs/spec.md).
 * Timers live in `./timing`; components import these, no magic numbers elsewhere.
 */

/** spec §2, §9: mobile layout at this width or narrower (px). */
export const MOBILE_BREAKPOINT_PX = 768;
/** spec §2, §9: header turns translucent once scrolled more than this (px). */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
/** spec §2, §9: LinkedIn hover card width (px). */
export const PROFILE_CARD_WIDTH_PX = 350;
/** spec §7, §9: random follower count range, inclusive. */
export const RANDOM_FOLLOWERS_MIN = 1000;
export const RANDOM_FOLLOWERS_MAX = 2999;
/** spec §2: product dropdown minimum width and its image panel width (px). */
export const DROPDOWN_MIN_WIDTH_PX = 600;
export const DROPDOWN_IMAGE_PANEL_PX = 200;
/** spec §2, §9: active-section tracking offset on /optimus (px). */
export const SECTION_SCROLL_OFFSET_PX = 100;
/** DESIGN §8 "Search": results shown under the header's search box (the results page shows all). */
export const SEARCH_POPUP_RESULTS = 6;
/** Results whose data the results page loads (one fragment request each). */
export const SEARCH_PAGE_RESULTS = 50;

/**
 * The most cards per row of the card grids, from each width up (Tailwind's sm 640 px, md 769 px,
 * lg 1024 px); `balancedGrid` (lib/balanced-grid.ts) spreads the cards evenly over the rows, so no
 * card sits alone on one. The /learn specification cards (spec §2: five): 2 + 2 + 1 full width at
 * 375 px, 3 + 2 at 768 px, one row of 5 at 1280 px.
 */
export const STAT_GRID_COLUMNS = { base: 2, sm: 3, lg: 5 } as const;
/**
 * The product pages' card grids by their desktop column count. /lumen's seven components (spec §2)
 * use 4: one column at 375 px, 3 + 2 + 2 at 768 px, 4 + 3 at 1280 px; the four-card grids (Scanova
 * frameworks and subsystems, Lumen features, Optimus benefits) are 2 + 2 from 640 px to 1023 px.
 */
export const CARD_GRID_COLUMNS = {
  2: { base: 1, md: 2 },
  3: { base: 1, md: 3 },
  4: { base: 1, sm: 3, lg: 4 },
} as const;
