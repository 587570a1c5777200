import { useLocation, useRouteLoaderData } from 'react-router';
import { type Locale, localeFromPath } from '@common/i18n';
import type { PageCard } from '@common/social-card';
import type { ShellContent } from '~/content/types/site-copy';

/** The root loader's data: the page's language, its shell copy and the 404 page's card. */
export interface RootData {
  locale: Locale;
  shell: ShellContent;
  /** The 404 page's social card in the language (content/social-cards.ts). */
  notFoundCard: PageCard;
}

/** Root loader data, or undefined where the root loader has not run (an error screen). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/**
 * The shared shell's copy in the page's language (header, menus, footer, banner, chat).
 * Throws when rendered outside a page whose root loader ran: a programming error.
 */
export function useShell(): ShellContent {
  const data = useRootData();
  if (!data) throw new Error('useShell: the root loader data is missing');
  return data.shell;
}

/** The page's language, from its URL (prerendering and hydration agree). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
