/**
 * The content modules: every module's manifest, the languages, and where each module's copy in
 * each language lives (docs/decisions/0015-copy-as-data.md). A module is a folder
 * `app/content/modules/<module>/` holding `manifest.ts` (schema and bindings) and
 * `<language>.json`; its name is the folder's. This directory imports by relative paths only (no
 * `~/` or `@common/` alias), so the content editor's server and the build's scripts load it as is.
 */
import { LOCALES, type Locale } from '../../../common/i18n';
import type { RoutePath } from '../../../common/paths';
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

/** Every module's manifest, by module name (its folder's name). */
export const contentManifests = {
  common,
  company,
  contact,
  cv,
  demos,
  edge,
  faq,
  footer,
  header,
  'header-menus': headerMenus,
  home,
  'home-below-fold': homeBelowFold,
  iffer,
  learn,
  lumen,
  optimus,
  policy,
  scanova,
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

/** The module named after a route's path: `/faq` → `faq`, `/` → `home`. */
type ModuleOfPath<P extends string> = P extends '/'
  ? 'home'
  : P extends `/${infer Name}`
    ? Name
    : never;

/**
 * A module that holds a whole page's copy, its intro (`pageIntro`: tab and search title,
 * description, heading, lead) included: one per route of common/paths.ts, named after its path as
 * its route module is (app/routes.ts). A route without such a module fails to type-check here.
 */
export type PageModule = ModuleOfPath<RoutePath> & ContentModule;

/** Fails to compile when a route of common/paths.ts has no content module of its name. */
type EveryRouteHasAModule = ModuleOfPath<RoutePath> extends ContentModule ? true : never;
export const everyRouteHasAModule: EveryRouteHasAModule = true;

/** The module holding the copy of the page at `path` (a route's path without a language prefix). */
export function pageModuleOf(path: RoutePath): PageModule {
  return (path === '/' ? 'home' : path.slice(1)) as PageModule;
}
