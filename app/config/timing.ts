/**
 * Every timer, threshold and limit of the front end, each traced to the spec.
 * Components import these; no magic numbers elsewhere.
 */

/** spec §2, §4: loading overlay shown over each route before it is revealed (ms). */
export const LOADING_OVERLAY_MS = 1500;
/** spec §4: the page is marked ready this long after load (ms). */
export const PAGE_READY_DELAY_MS = 500;
/** spec §2, §9: mobile layout at this width or narrower (px). */
export const MOBILE_BREAKPOINT_PX = 768;
/** spec §2, §9: header turns translucent once scrolled more than this (px). */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
/** spec §7, §9: company profile refresh interval (ms). */
export const PROFILE_REFRESH_MS = 30_000;
/** spec §2, §9: LinkedIn hover card closes this long after the pointer leaves (ms). */
export const PROFILE_CARD_CLOSE_DELAY_MS = 300;
/** spec §2, §9: LinkedIn hover card width (px). */
export const PROFILE_CARD_WIDTH_PX = 350;
/** spec §7, §9: random follower count range, inclusive. */
export const RANDOM_FOLLOWERS_MIN = 1000;
export const RANDOM_FOLLOWERS_MAX = 2999;
/** spec §2: product dropdown minimum width and its image panel width (px). */
export const DROPDOWN_MIN_WIDTH_PX = 600;
export const DROPDOWN_IMAGE_PANEL_PX = 200;
/** spec §4, §9: search closes 5 s after opening if nothing typed (ms). */
export const SEARCH_IDLE_CLOSE_MS = 5000;
/** spec §4, §9: search closes 3 s after blur while empty (ms). */
export const SEARCH_BLUR_CLOSE_MS = 3000;
/** spec §4, §9: search closes 2 s after clearing (ms). */
export const SEARCH_CLEAR_CLOSE_MS = 2000;
/** spec §2, §9: landing hero carousel auto-advance (ms). */
export const HERO_CAROUSEL_MS = 2500;
/** spec §2: landing headline letters fade in after this delay (ms). */
export const HEADLINE_FADE_DELAY_MS = 500;
/** spec §2, §9: Optimus and Lumen hero slider auto-advance (ms). */
export const PRODUCT_SLIDER_MS = 5000;
/** spec §2, §9: hero slider transition (ms). */
export const SLIDE_TRANSITION_MS = 800;
/** spec §2, §9: Scanova prototype carousel auto-advance (ms). */
export const PROTOTYPE_CAROUSEL_MS = 4000;
/** spec §2, §9: contact snackbar auto-hide (ms). */
export const SNACKBAR_MS = 6000;
/** spec §4, §9: chat bot reply delay (ms). */
export const BOT_REPLY_MS = 1000;
/** spec §2, §9: brand marquee loop duration (ms). */
export const BRAND_MARQUEE_MS = 20_000;
/** spec §2, §9: active-section tracking offset on /optimus (px). */
export const SECTION_SCROLL_OFFSET_PX = 100;
/** spec §2, §9: Scanova simulated readings refresh (ms). */
export const DEMO_REFRESH_MS = 3000;
/** spec §9: script chunk load time-out (ms). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/**
 * Not in the spec: stagger between headline letters once they start fading in (ms), so the
 * spec §2 "letters fade in after 500 ms" reads as a wave rather than one block.
 */
export const HEADLINE_LETTER_STAGGER_MS = 35;
/** Not in the spec: duration of each headline letter's fade (ms). */
export const HEADLINE_LETTER_FADE_MS = 400;
