/**
 * Reads the copy's JSON files (`app/content/modules/<module>/<language>.json`, modules.ts) from
 * the checkout the process runs in: the build, its scripts, the tests and the server all start
 * at the repository's root (`npm run …`). A content editor's publish builds from the copy it
 * wrote into the release instead: with `SITE_CONTENT_DIR` set (server/content/site-build.ts), a
 * call without `root` reads `$SITE_CONTENT_DIR/<module>/<language>.json`. A file is parsed again only when its modification
 * time changes, so `npm run dev` shows an edited file on the next request, and every caller in
 * one process otherwise shares the same parsed objects (the loaders' data keeps its references).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../../common/i18n';
import { type ContentModule, contentFilePath } from './modules';
import type { ContentOf } from './types';

const parsed = new Map<string, { mtimeMs: number; data: unknown }>();

/**
 * The parsed JSON of `module` in `language`, as stored (not validated: tests and the content
 * editor check every file with validateContent).
 * @param root the checkout whose copy to read; by default `SITE_CONTENT_DIR` when set (a folder of
 *   `<module>/<language>.json`), else the working directory
 * @throws Error (ENOENT, or a JSON SyntaxError naming the file) when the file is missing or broken
 */
export function readContentFile<M extends ContentModule>(
  module: M,
  language: Locale,
  root?: string,
): ContentOf<M> {
  const contentDir = root === undefined ? process.env.SITE_CONTENT_DIR : undefined;
  const file = contentDir
    ? join(contentDir, module, `${language}.json`)
    : join(root ?? process.cwd(), contentFilePath(module, language));
  const { mtimeMs } = statSync(file);
  const cached = parsed.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.data as ContentOf<M>;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${contentFilePath(module, language)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  parsed.set(file, { mtimeMs, data });
  return data as ContentOf<M>;
}
