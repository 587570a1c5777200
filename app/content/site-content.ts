/**
 * Every language's content. Imported only by route loaders, which run at build time
 * (prerendering): React Router drops loaders from the browser bundle, so no page ships another
 * language's copy; each page's copy travels as its loader data.
 */
import { type Locale, localeFromPath } from '@common/i18n';
import type { RoutePath } from '~/config/paths';
import * as ar from './ar';
import * as de from './de';
import * as en from './en';
import * as es from './es';
import * as fr from './fr';
import type { ShellContent, SiteContent } from './types/site-copy';

const siteContent: Readonly<Record<Locale, SiteContent>> = {
  en,
  fr,
  es,
  de,
  ar,
};

/** The language of a loader's request, from its URL (never from headers, so prerendering and hydration agree). */
export function localeOf(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** A language's content. */
export function contentOf(locale: Locale): SiteContent {
  return siteContent[locale];
}

/** The shared shell's copy for a language (root loader). */
export function shellOf(locale: Locale): ShellContent {
  const { common, header, headerMenus, footer, contact } = siteContent[locale];
  return { common, header, headerMenus, footer, chat: contact.contactPageContent.chat };
}

/**
 * A page's loader data: its language, path, intro (title, description, heading,
 * lead) and the part of the content it draws, all in the language of the request's URL.
 * @param path the route's path without a language prefix (`/contact`)
 * @param pick the content the page draws, e.g. `(c) => c.faq`
 */
export function pageData<T>(request: Request, path: RoutePath, pick: (content: SiteContent) => T) {
  const locale = localeOf(request);
  const content = siteContent[locale];
  return {
    locale,
    path,
    intro: content.pages.pageIntros[path],
    imageAlt: content.common.shellContent.socialImageAlt,
    copy: pick(content),
  };
}
