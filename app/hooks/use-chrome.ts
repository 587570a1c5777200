import { useLocation, useRouteLoaderData } from 'react-router';
import { type Locale, localeFromPath } from '@common/i18n';
import type { ChromeContent } from '~/content/types';

/** The root loader's data (issue 12): the page's language and its chrome copy. */
export interface RootData {
  locale: Locale;
  chrome: ChromeContent;
}

/** Root loader data, or undefined where the root loader has not run (an error screen). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/**
 * The shared chrome's copy in the page's language (header, menus, footer, banner, chat).
 * Throws when rendered outside a page whose root loader ran: a programming error.
 */
export function useChrome(): ChromeContent {
  const data = useRootData();
  if (!data) throw new Error('useChrome: the root loader data is missing');
  return data.chrome;
}

/** The page's language, from its URL (issue 12: prerendering and hydration agree). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
