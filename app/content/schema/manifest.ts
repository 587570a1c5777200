/**
 * A content module's manifest (docs/decisions/0015-copy-as-data.md): the zod schema of its copy
 * and where that copy holds values set in code. Each module is a folder
 * `app/content/modules/<module>/` with `manifest.ts` and one `<language>.json` per language;
 * modules.ts lists the manifests, files.ts reads the JSON.
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
 * The code values a module's copy holds, by language: English's list, and a list only where a
 * language's differs from it. `translations` is every other language's list when they share one
 * (a price written with its currency in every translation); a language's own list comes first.
 */
export type ModuleBindings = { readonly en: readonly Binding[] } & {
  readonly translations?: readonly Binding[];
} & { readonly [L in Exclude<Locale, 'en'>]?: readonly Binding[] };

/** One content module: its schema and its bindings (both required, so none is left out). */
export interface ContentManifest<S extends z.ZodType = z.ZodType> {
  readonly schema: S;
  readonly bindings: ModuleBindings;
}

/** A module's manifest, typed by its schema. */
export function defineContentModule<S extends z.ZodType>(
  manifest: ContentManifest<S>,
): ContentManifest<S> {
  return manifest;
}

/** The bindings of a module's file in `language`: its own list, else the translations', else English's. */
export function bindingsIn(manifest: ContentManifest, language: Locale): readonly Binding[] {
  const { bindings } = manifest;
  if (language === 'en') return bindings.en;
  return bindings[language] ?? bindings.translations ?? bindings.en;
}
