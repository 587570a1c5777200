/**
 * A content module's manifest (docs/decisions/0015-copy-as-data.md): the zod schema of its copy
 * and, only where a translation holds a code value that English's file does not, that
 * translation's extra bindings. Each module is a folder `app/content/modules/<module>/` with
 * `manifest.ts` and one `<language>.json` per language; modules.ts lists the manifests, files.ts
 * reads the JSON, code-values.ts derives every file's bindings from English's.
 */
import type { z } from 'zod';
import type { Locale } from '../../../common/i18n';

/**
 * Where a code value sits in a file: its JSON Pointer (RFC 6901), the value's name in
 * `codeValues` (code-values.ts), and whether the string is the value (`equals`) or holds it
 * (`contains`).
 */
export type Binding = readonly [pointer: string, name: string, kind: 'equals' | 'contains'];

/**
 * The bindings a translation holds beyond those derived from English's file (code-values.ts
 * `bindingsOf`): a price written with its currency where English writes the bare figure, a
 * label the contact form's server also sends. `translations` applies to every translation; a
 * language's own list replaces it for that language.
 */
export type ExtraBindings = { readonly translations?: readonly Binding[] } & {
  readonly [L in Exclude<Locale, 'en'>]?: readonly Binding[];
};

/** A page's path without a language prefix (spec §2): `/` or `/<module>`, no parameters. */
export type PagePath = '/' | `/${string}`;

/**
 * One content module: its schema, the path of the page it holds (page modules only: the page's
 * route, sitemap entry, search entry, prerendered pages in every language and social card all
 * come from it, modules.ts) and, where a translation differs from English, its extra bindings.
 */
export interface ContentManifest<
  S extends z.ZodType = z.ZodType,
  P extends PagePath | undefined = PagePath | undefined,
> {
  readonly schema: S;
  /**
   * The page's path, for a module that holds a whole page (its intro included): `/` for `home`,
   * else `/` and the module's name (modules.ts checks it), the name of its route module too
   * (`app/routes/<module>.tsx`). Absent for a shared part (header, footer, company, …).
   */
  readonly path?: P;
  readonly extraBindings?: ExtraBindings;
}

/** A module's manifest, typed by its schema and its page's path (a literal, or none). */
export function defineContentModule<
  S extends z.ZodType,
  const P extends PagePath | undefined = undefined,
>(manifest: ContentManifest<S, P>): ContentManifest<S, P> {
  return manifest;
}

/** The extra bindings of a module's translation into `language`: its own list, else the translations'. */
export function extraBindingsIn(manifest: ContentManifest, language: Locale): readonly Binding[] {
  if (language === 'en') return [];
  return manifest.extraBindings?.[language] ?? manifest.extraBindings?.translations ?? [];
}
