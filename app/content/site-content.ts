/**
 * Every language's content, read from the content modules' JSON files (schema/files.ts).
 * Imported only by route loaders, which run at build time (prerendering), and by the build's
 * scripts: React Router drops loaders from the browser bundle, so no page ships another
 * language's copy; each page's copy travels as its loader data.
 */
import { languageOptions, type Locale, localeFromPath } from '@common/i18n';
import type { RoutePath } from '~/config/paths';
import { readContentFile } from './schema/files';
import { CONTENT_MODULES } from './schema/modules';
import type { ShellContent, SiteContent } from './types/site-copy';

/** 'header-menus' → 'headerMenus': a module's key in {@link SiteContent}. */
const contentKey = (module: string) =>
  module.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * The language of a loader's page, from its URL (never from headers, so prerendering and
 * hydration agree).
 * @param url the loader's `url` argument: the page's normalized URL. Not `request.url`, which
 *   is the raw request and, for a data request, ends in `.data` (`/fr.data` names no language).
 */
export function localeOf(url: URL): Locale {
  return localeFromPath(url.pathname);
}

/**
 * A language's content: every module's data under its camel-cased name (`faq`, `headerMenus`).
 * @throws Error when a module's file is missing or is not JSON (schema/files.ts)
 */
export function contentOf(locale: Locale): SiteContent {
  return Object.fromEntries(
    CONTENT_MODULES.map((module) => [contentKey(module), readContentFile(module, locale)]),
  ) as unknown as SiteContent;
}

/** The shared shell's copy for a language (root loader). */
export function shellOf(locale: Locale): ShellContent {
  const { common, header, headerMenus, footer, contact } = contentOf(locale);
  return {
    common,
    header: { ...header, languages: languageOptions(locale) },
    headerMenus,
    footer,
    chat: contact.contactPageContent.chat,
  };
}

/**
 * A page's loader data: its language, path, intro (title, description, heading,
 * lead) and the part of the content it draws, all in the language of the request's URL.
 * @param path the route's path without a language prefix (`/contact`)
 * @param pick the content the page draws, e.g. `(c) => c.faq`
 */
export function pageData<T>(url: URL, path: RoutePath, pick: (content: SiteContent) => T) {
  const locale = localeOf(url);
  const content = contentOf(locale);
  return {
    locale,
    path,
    intro: content.pages.pageIntros[path],
    imageAlt: content.common.shellContent.socialImageAlt,
    copy: pick(content),
  };
}
