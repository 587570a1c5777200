/**
 * The content files: every module's schema, the languages, and where each module's copy in each
 * language lives (docs/decisions/0015-copy-as-data.md). Module names are the files' names, so
 * `faq` in `fr` is app/content/fr/faq.json.
 */
import { LOCALES, type Locale } from '@common/i18n';
import { common } from './common';
import { company } from './company';
import { contact } from './contact';
import { cv } from './cv';
import { demos } from './demos';
import { edge } from './edge';
import { faq } from './faq';
import { footer } from './footer';
import { header } from './header';
import { headerMenus } from './header-menus';
import { home } from './home';
import { homeBelowFold } from './home-below-fold';
import { iffer } from './iffer';
import { learn } from './learn';
import { lumen } from './lumen';
import { optimus } from './optimus';
import { pages } from './pages';
import { policy } from './policy';
import { scanova } from './scanova';

/** The schema of each content module, by module name. */
export const contentSchemas = {
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
  pages,
  policy,
  scanova,
} as const;

/** A content module's name: its files are app/content/<language>/<module>.json. */
export type ContentModule = keyof typeof contentSchemas;

/** Every module, in alphabetical order. */
export const CONTENT_MODULES = Object.keys(contentSchemas).sort() as ContentModule[];

/** Every language with copy, English first: English is the shape the others follow (DESIGN §8). */
export const CONTENT_LANGUAGES: readonly Locale[] = LOCALES;

/** The language every other is compared with for parity. */
export const SOURCE_LANGUAGE = 'en' satisfies Locale;

/** Whether `name` is a content module's name. */
export function isContentModule(name: string): name is ContentModule {
  return Object.hasOwn(contentSchemas, name);
}

/** Whether `name` is a language with copy. */
export function isContentLanguage(name: string): name is Locale {
  return (CONTENT_LANGUAGES as readonly string[]).includes(name);
}

/** Path of a module's copy in a language, relative to the repository's root (POSIX separators). */
export function contentFilePath(module: ContentModule, language: Locale): string {
  return `app/content/${language}/${module}.json`;
}
