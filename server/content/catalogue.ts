/**
 * Where the site's copy lives and how a module's own rules are checked (docs/editing.md,
 * docs/decisions/0015-copy-as-data.md): a fixed list of modules and languages, each pair one
 * JSON file. The editor's API builds paths only from these lists, never from a request's text,
 * so no request can name a file outside the content folder.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOCALES } from '../../common/i18n';
import type { ContentFixedValue, ContentIssue } from '../../common/content-api';

/** The content modules and languages, their files, and the modules' own validation. */
export interface ContentCatalogue {
  /** Module names (`home`, `header`…), fixed at start-up. */
  readonly modules: readonly string[];
  /** Language codes, English first. */
  readonly languages: readonly string[];
  /** Absolute path of the published JSON of a module in a language (both from the lists). */
  fileOf(module: string, language: string): string;
  /**
   * The module's own checks beyond the editor's (./checks.ts): every problem with a dotted path,
   * empty when none.
   */
  validate(module: string, language: string, data: unknown): ContentIssue[];
  /**
   * The values of a module in a language that the module's code sets (beyond the parity with
   * English every catalogue gets, ./checks.ts `fixedFields`), each with its value; none when absent.
   */
  fixed?(module: string, language: string): ContentFixedValue[];
}

/**
 * A catalogue over `<root>/<language>/<module>.json`, its modules the English folder's JSON
 * files at start-up (sorted). `validate` defaults to no extra rule.
 */
export function jsonFolderCatalogue(
  root: string,
  validate: ContentCatalogue['validate'] = () => [],
  languages: readonly string[] = LOCALES,
): ContentCatalogue {
  const base = resolve(root);
  const englishDir = join(base, languages[0]!);
  const modules = existsSync(englishDir)
    ? readdirSync(englishDir)
        .filter((file) => /^[a-z0-9-]+\.json$/.test(file))
        .map((file) => file.slice(0, -'.json'.length))
        .sort()
    : [];
  return {
    modules,
    languages,
    fileOf: (module, language) => join(base, language, `${module}.json`),
    validate,
  };
}
