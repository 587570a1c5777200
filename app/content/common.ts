/**
 * Copy shared by every page: cookie banner, skip link and error screens (spec §2). The footer's
 * copy is in `footer.ts`, loaded with the footer after the first view.
 * Components take this data; they hold no copy of their own.
 */
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
export const chromeContent = {
  skipLink: 'Skip to main content',
  errorTitle: 'Unexpected Application Error!',
  errorBody: 'Something went wrong while loading this page. Reloading usually fixes it.',
  errorReload: 'Reload page',
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist or has moved.',
  notFoundHome: 'Back to the home page',
} as const;
