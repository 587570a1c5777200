/**
 * Every language's content, read from the content modules' JSON files (schema/files.ts).
 * Imported only by route loaders and actions, which run at build time (prerendering) and on the
 * server (the two server-rendered answers, react-router.config.ts), and by the build's scripts:
 * React Router drops loaders from the browser bundle, so no page ships another language's copy;
 * each page's copy travels as its loader data.
 *
 * Where the copy comes from is one value of React Router's load context,
 * {@link siteContentContext}: the JSON files by default; a render may put another
 * {@link ContentReader} there (e.g. a publisher rendering copy from a database) and every loader
 * that reads through {@link pageData} or {@link contentOf} with its `context` follows it.
 */
import { createContext, type RouterContextProvider } from 'react-router';
import { languageOptions, type Locale, localeFromPath } from '@common/i18n';
import { notFoundPath } from '@common/paths';
import { readContentFile } from './schema/files';
import {
  CONTENT_MODULES,
  type ContentModule,
  pageModuleOf,
  type RoutePath,
} from './schema/modules';
import type { ContentOf } from './schema/types';
import type { PageCard } from '@common/social-card';
import { pageCardOf } from './social-cards';
import type { ShellContent, SiteContent } from './types/site-copy';

/**
 * Where loaders read copy from: one module's data in one language, as stored (the shape of
 * `app/content/modules/<module>/<language>.json`).
 * @throws Error when the module's copy cannot be read
 */
export type ContentReader = <M extends ContentModule>(module: M, locale: Locale) => ContentOf<M>;

/** The JSON files of the checkout the process runs in (schema/files.ts `readContentFile`). */
export const fileContentReader: ContentReader = (module, locale) => readContentFile(module, locale);

/**
 * The load-context value naming the {@link ContentReader} of a render; the JSON files when the
 * render sets none (prerendering, and the server's renders today).
 */
export const siteContentContext = createContext<ContentReader>(fileContentReader);

/** What a loader or action passes to read copy: its `url` and its load `context`. */
export interface ContentArgs {
  /** The page's normalized URL (the loader's `url`, see {@link localeOf}). */
  url: URL;
  /** React Router's load context; absent in scripts and tests, which read the files. */
  context?: Readonly<Pick<RouterContextProvider, 'get'>>;
}

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
 * @param context a loader's load context: its {@link siteContentContext} reader is used; without
 *   one, the JSON files
 * @throws Error when a module's copy cannot be read (a missing file, broken JSON: schema/files.ts)
 */
export function contentOf(locale: Locale, context?: ContentArgs['context']): SiteContent {
  const read = context?.get(siteContentContext) ?? fileContentReader;
  return Object.fromEntries(
    CONTENT_MODULES.map((module) => [contentKey(module), read(module, locale)]),
  ) as unknown as SiteContent;
}

/** The shared shell's copy for a language (root loader); `context` as in {@link contentOf}. */
export function shellOf(locale: Locale, context?: ContentArgs['context']): ShellContent {
  const { common, header, headerMenus, footer, contact } = contentOf(locale, context);
  return {
    common,
    header: { ...header, languages: languageOptions(locale) },
    headerMenus,
    footer,
    chat: contact.contactPageContent.chat,
  };
}

/**
 * The 404 page's social card in a language (the root loader carries it: the 404 route has no
 * loader of its own); `context` as in {@link contentOf}.
 */
export function notFoundCardOf(locale: Locale, context?: ContentArgs['context']): PageCard {
  return pageCardOf(contentOf(locale, context), notFoundPath, locale);
}

/**
 * A page's intro in a language's content: the `pageIntro` of the module named after the page
 * (schema/modules.ts `pageModuleOf`): its tab and search title, description, heading and lead.
 */
export function introOf(content: SiteContent, path: RoutePath): SiteContent['home']['pageIntro'] {
  return content[pageModuleOf(path)].pageIntro;
}

/**
 * A page's loader data: its language, path, intro (title, description, heading,
 * lead), its social card (`image`, `imageAlt`: ./social-cards.ts) and the part of the content it draws, all in the language of the request's URL.
 * @param page the loader's `url`, or its `{ url, context }` to read the copy through the render's
 *   {@link siteContentContext}
 * @param path the route's path without a language prefix (`/contact`)
 * @param pick the content the page draws, e.g. `(c) => c.faq`
 */
export function pageData<T>(
  page: URL | ContentArgs,
  path: RoutePath,
  pick: (content: SiteContent) => T,
) {
  const { url, context } = page instanceof URL ? { url: page, context: undefined } : page;
  const locale = localeOf(url);
  const content = contentOf(locale, context);
  return {
    locale,
    path,
    intro: introOf(content, path),
    ...pageCardOf(content, path, locale),
    copy: withoutIntro(pick(content)),
  };
}

/** `T` without the `pageIntro` a page's whole module holds. */
export type WithoutIntro<T> = T extends { readonly pageIntro: unknown } ? Omit<T, 'pageIntro'> : T;

/**
 * What a page draws, without its intro when it is the page's whole module (`(c) => c.faq`): the
 * intro travels once, as the loader data's `intro`.
 */
function withoutIntro<T>(copy: T): WithoutIntro<T> {
  if (typeof copy !== 'object' || copy === null || !('pageIntro' in copy))
    return copy as WithoutIntro<T>;
  const { pageIntro: _, ...rest } = copy;
  return rest as WithoutIntro<T>;
}
