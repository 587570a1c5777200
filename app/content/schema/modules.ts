/**
 * The content modules: every module's manifest, the languages, and where each module's copy in
 * each language lives (docs/decisions/0015-copy-as-data.md). A module is a folder
 * `app/content/modules/<module>/` holding `manifest.ts` (schema, a page's path, extra bindings) and
 * `<language>.json`; its name is the folder's. The pages are derived from it: a module whose
 * manifest has a `path` is a page, with its route, prerendered pages, sitemap and search entries. This directory imports by relative paths only (no
 * `~/` or `@common/` alias), so the content editor's server and the build's scripts load it as is.
 */
import { LOCALES, type Locale, localizePath } from '../../../common/i18n';
import { notFoundPath, type paths, searchPath } from '../../../common/paths';
import { common } from '../modules/common/manifest';
import { company } from '../modules/company/manifest';
import { contact } from '../modules/contact/manifest';
import { cv } from '../modules/cv/manifest';
import { demos } from '../modules/demos/manifest';
import { edge } from '../modules/edge/manifest';
import { faq } from '../modules/faq/manifest';
import { footer } from '../modules/footer/manifest';
import { header } from '../modules/header/manifest';
import { headerMenus } from '../modules/header-menus/manifest';
import { home } from '../modules/home/manifest';
import { homeBelowFold } from '../modules/home-below-fold/manifest';
import { iffer } from '../modules/iffer/manifest';
import { learn } from '../modules/learn/manifest';
import { lumen } from '../modules/lumen/manifest';
import { optimus } from '../modules/optimus/manifest';
import { policy } from '../modules/policy/manifest';
import { scanova } from '../modules/scanova/manifest';

/**
 * Every module's manifest, by module name (its folder's name): the pages first, in the order of
 * spec §2 (the order of the route table, the sitemap, the search index and the prerender list),
 * then the shared parts. A module whose manifest has a `path` is a page: this line is all that
 * registers its route (app/routes.ts), prerendered pages, sitemap and search entries.
 */
export const contentManifests = {
  home,
  demos,
  contact,
  optimus,
  faq,
  learn,
  scanova,
  cv,
  iffer,
  edge,
  lumen,
  policy,
  common,
  company,
  footer,
  header,
  'header-menus': headerMenus,
  'home-below-fold': homeBelowFold,
} as const;

/** A content module's name: its files are app/content/modules/<module>/<language>.json. */
export type ContentModule = keyof typeof contentManifests;

/** The zod schema of module `M`. */
export type ContentSchema<M extends ContentModule> = (typeof contentManifests)[M]['schema'];

/** Every module, in alphabetical order. */
export const CONTENT_MODULES = Object.keys(contentManifests).sort() as ContentModule[];

/** Every language with copy, English first: English is the shape the others follow (DESIGN §8). */
export const CONTENT_LANGUAGES: readonly Locale[] = LOCALES;

/** The language every other is compared with for parity. */
export const SOURCE_LANGUAGE = 'en' satisfies Locale;

/** Whether `name` is a content module's name. */
export function isContentModule(name: string): name is ContentModule {
  return Object.hasOwn(contentManifests, name);
}

/** Whether `name` is a language with copy. */
export function isContentLanguage(name: string): name is Locale {
  return (CONTENT_LANGUAGES as readonly string[]).includes(name);
}

/** Path of a module's copy in a language, relative to the repository's root (POSIX separators). */
export function contentFilePath(module: ContentModule, language: Locale): string {
  return `app/content/modules/${module}/${language}.json`;
}

type Manifests = typeof contentManifests;

/** The path of module `M`'s page (its manifest's `path`), never for a module that is no page. */
type PathOf<M extends ContentModule> = NonNullable<Manifests[M]['path']>;

/**
 * A module that holds a whole page's copy, its intro (`pageIntro`: tab and search title,
 * description, heading, lead) included: one whose manifest declares the page's `path`.
 */
export type PageModule = {
  [M in ContentModule]: [PathOf<M>] extends [never] ? never : M;
}[ContentModule];

/**
 * A registered route path (spec §2, none with parameters): a page module's path. Its route module
 * is `app/routes/<module>.tsx` (app/routes.ts); a route module whose path is not one of these is
 * not in the route table, so its `./+types/<name>` import and its `pageData` call fail to type-check.
 */
export type RoutePath = PathOf<PageModule>;

/** The path a page module must declare: `/` for `home`, else `/` and the module's name. */
type PathNamed<M extends string> = M extends 'home' ? '/' : `/${M}`;

/** Fails to compile when a page module's `path` is not `/` and its name (`/` for `home`). */
type EveryPathIsItsModulesName = {
  [M in PageModule]: PathOf<M> extends PathNamed<M> ? true : false;
}[PageModule];
export const everyPathIsItsModulesName: EveryPathIsItsModulesName extends true ? true : never =
  true;

/**
 * Fails to compile when one of common/paths.ts's named paths (the pages code links to by name,
 * `paths.contact`) is not the path its module's manifest declares.
 */
type NamedPathsAreTheModulesPaths = {
  [K in keyof typeof paths]: K extends PageModule
    ? (typeof paths)[K] extends PathOf<K>
      ? true
      : false
    : false;
}[keyof typeof paths];
export const namedPathsAreTheModulesPaths: NamedPathsAreTheModulesPaths extends true
  ? true
  : never = true;

/** Every page module, in the registry's order (spec §2's order of the routes). */
export const PAGE_MODULES: readonly PageModule[] = Object.entries(contentManifests).flatMap(
  ([module, manifest]) => ('path' in manifest ? [module as PageModule] : []),
);

/** Every page's path by its module's name (`{ home: '/', faq: '/faq', … }`): code values `paths.*`. */
export const pagePaths: Readonly<Record<PageModule, RoutePath>> = Object.fromEntries(
  PAGE_MODULES.map((module) => [module, contentManifests[module].path]),
) as Record<PageModule, RoutePath>;

/** The registered routes, in spec §2's order: each page module's path. */
export const routePaths: readonly RoutePath[] = PAGE_MODULES.map((module) => pagePaths[module]);

/** The routes in every language (DESIGN §5): the content pages, English first. */
export const contentPaths: readonly string[] = LOCALES.flatMap((locale) =>
  routePaths.map((path) => localizePath(path, locale)),
);

/**
 * Every path prerendered to static HTML by `react-router build` (`ssr: false`, each path written
 * to `build/client/<path>/index.html`): the routes, the 404 page (which the server sends with
 * status 404 at unknown paths) and the search page in each language.
 */
export const prerenderPaths: string[] = LOCALES.flatMap((locale) =>
  [...routePaths, notFoundPath, searchPath].map((path) => localizePath(path, locale)),
);

/** The module holding the copy of the page at `path` (a route's path without a language prefix). */
export function pageModuleOf(path: RoutePath): PageModule {
  return (path === '/' ? 'home' : path.slice(1)) as PageModule;
}
