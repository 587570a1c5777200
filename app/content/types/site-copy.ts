/**
 * The type of the site's whole copy in any language (every language's modules have their schema's
 * type, app/content/schema/), and of the page shell's part of it. Type-only: components and hooks may import app/content/types/
 * (eslint.config.js), never the content itself, so a page's bundle carries no copy; the copy
 * arrives as loader data in the page's language.
 */
import type * as en from '../en';

/** Everything a language provides: one namespace per content module. */
export type SiteContent = typeof en;

/** The shared shell's copy: root loader data on every page (header, menus, footer, banner). */
export interface ShellContent {
  common: SiteContent['common'];
  header: SiteContent['header'];
  headerMenus: SiteContent['headerMenus'];
  footer: SiteContent['footer'];
  /** The chat panel's copy (spec §4): /contact and the chat launcher. */
  chat: SiteContent['contact']['contactPageContent']['chat'];
}
