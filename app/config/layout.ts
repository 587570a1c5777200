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
/** Issue 13: results shown under the header's search box (the results page shows all). */
export const SEARCH_POPUP_RESULTS = 6;
/** Issue 13: results whose data the results page loads (one fragment request each). */
export const SEARCH_PAGE_RESULTS = 50;
