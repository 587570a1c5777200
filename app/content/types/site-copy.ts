/**
 * The type of the site's whole copy in any language, inferred from the content modules' zod
 * schemas (app/content/modules/<module>/manifest.ts), and of the page shell's part of it. Type-only: components and hooks may import app/content/types/
 * (eslint.config.js), never the content itself, so a page's bundle carries no copy; the copy
 * arrives as loader data in the page's language.
 */
import type { LanguageOption } from '../../../common/i18n';
import type { ContentModule } from '../schema/modules';
import type { ContentKey, ContentOf } from '../schema/types';

/** Everything a language provides: each content module's data under its camel-cased name. */
export type SiteContent = { readonly [M in ContentModule as ContentKey<M>]: ContentOf<M> };

/** The shared shell's copy: root loader data on every page (header, menus, footer, banner). */
export interface ShellContent {
  common: SiteContent['common'];
  /** The header's copy and the languages its switch lists (common/i18n.ts `languageOptions`). */
  header: SiteContent['header'] & { readonly languages: readonly LanguageOption[] };
  headerMenus: SiteContent['headerMenus'];
  footer: SiteContent['footer'];
  /** The chat panel's copy (spec §4): /contact and the chat launcher. */
  chat: SiteContent['contact']['contactPageContent']['chat'];
}
