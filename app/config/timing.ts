/**
 * Every timer of the front end (ms), each traced to the spec (docs/spec.md).
 * Sizes and counts live in `./layout`; components import these, no magic numbers elsewhere.
 */

/** spec §2, §4: loading overlay shown over each route before it is revealed (ms). */
export const LOADING_OVERLAY_MS = 1500;
/** spec §4: the page is marked ready this long after load (ms). */
export const PAGE_READY_DELAY_MS = 500;
/** spec §7, §9: company profile refresh interval (ms). */
export const PROFILE_REFRESH_MS = 30_000;
/** spec §2, §9: LinkedIn hover card closes this long after the pointer leaves (ms). */
export const PROFILE_CARD_CLOSE_DELAY_MS = 300;
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
/**
 * spec §9 slide transition 0.8 s, for the sliding carousels (landing hero, Scanova prototypes).
 * Embla's `duration` is not in ms: its ScrollBody (8.6, 60 steps/s, friction 0.68) adds
 * `distance / duration` to the velocity each step; 28 brings a slide 99 % of the way in ≈ 817 ms
 * (27 ≈ 767 ms), simulated from that formula.
 */
export const EMBLA_SLIDE_DURATION = 28;
/**
 * Not in the spec (DESIGN §6): a sliding carousel fetches and starts Embla once its viewport is
 * this close to the screen (IntersectionObserver `rootMargin`: half a screen above and below). The
 * only one, Scanova's prototypes, sits about two screens down at 375-412 px, so a visitor who
 * scrolls to it gets swipe and drag, and the page load does not fetch or run Embla.
 */
export const EMBLA_LOAD_MARGIN = '50% 0px';
/**
 * Not in the spec: /iffer shows its 'cannot be reached' message if the platform's frame has not
 * loaded after this (ms); a slow 3G link loads a typical web app well within it.
 */
export const IFFER_LOAD_TIMEOUT_MS = 20_000;
/**
 * Not in the spec: the search box searches this long after the last keystroke (ms). Short, because
 * results must show ≤ 150 ms after typing stops (DESIGN §6, 4× CPU slowdown) and the search itself
 * needs part of that; long enough that a fast typist starts one search.
 */
export const SEARCH_DEBOUNCE_MS = 60;
