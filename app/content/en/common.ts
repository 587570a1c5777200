/**
 * Copy shared by every page: cookie banner, skip link and error screens (spec §2). The footer's
 * copy is in `footer.ts`, loaded with the footer after the first view.
 * Components take this data; they hold no copy of their own.
 */
import { site } from '@common/site';
import { documentPaths } from '~/config/paths';

/** spec §4 cookie banner. */
export const cookieBannerContent = {
  label: 'Cookie consent',
  text: `We use only the storage this site needs to work. With your consent we would also measure page speed to improve the site. No advertising or third-party trackers.`,
  accept: 'Accept All',
  decline: 'Decline',
} as const;

/** Documents linked from several places. */
export const documents = documentPaths;

/** Skip link and error screens. */
export const shellContent = {
  skipLink: 'Skip to main content',
  /** The social preview image's alt text (og:image:alt). */
  socialImageAlt: `${site.companyName}: AI hardware`,
  errorTitle: 'Unexpected Application Error!',
  errorBody: 'Something went wrong while loading this page. Reloading usually fixes it.',
  errorReload: 'Reload page',
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist or has moved.',
  notFoundHome: 'Back to the home page',
  /** The loading overlay's text (spec §4). */
  loading: 'Loading…',
  /** The one-line hint on the home page when another language was chosen before. */
  languageHint: 'This page is also in {language}.',
  languageHintDismiss: 'Dismiss',
  /** Added after links to the PDFs, which exist in English only; empty in English. */
  pdfInEnglish: '',
} as const;

/** Names of controls drawn by shared UI pieces (carousels, snackbars, lists). */
export const uiContent = {
  carousel: {
    /** What a carousel and its slides are called (aria-roledescription, WAI-ARIA APG carousel). */
    role: 'carousel',
    slide: 'slide',
    stop: 'Pause slide rotation',
    start: 'Play slide rotation',
    previous: 'Previous slide',
    next: 'Next slide',
    /** The rotation button's visible word (its name is stop/start). */
    pause: 'Pause',
    play: 'Play',
    /** A dot's name when the slides have no titles (`fill` slots `n`, `count`). */
    position: '{n} of {count}',
    /** A dot's name: `fill` slot `label` (the slide's title) or `n`. */
    show: 'Show {label}',
    showNumber: 'Show slide {n}',
  },
  dismiss: 'Dismiss',
  features: 'Features',
  socialMedia: 'Social media',
  menu: 'Menu',
  /** Read after a link that opens a new tab (a leading space: it follows the link text). */
  newTab: ' (opens in a new tab)',
} as const;
