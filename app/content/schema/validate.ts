/**
 * Checks one content file's data before it is saved or shipped: its module's schema, then the
 * values it takes from code (code-values.ts), then the content checks (checks.ts: text and links,
 * and for a translation parity with English). The content editor calls it on every save and
 * publish (server/content/site-content.ts); tests/unit/app/content-files.test.ts on every file.
 */
import type { z } from 'zod';
import { readContentFile } from './files';
import { contentManifests, isContentLanguage, isContentModule, SOURCE_LANGUAGE } from './modules';
import { bindingIssues } from './code-values';
import type { ContentIssue } from '../../../common/content-api';
import { contentIssues } from './checks';

export type { ContentIssue } from '../../../common/content-api';

/** The outcome of {@link validateContent}: every issue found, not only the first. */
export type ContentValidation = { ok: true } | { ok: false; issues: ContentIssue[] };

/** An RFC 6901 JSON Pointer from a zod issue's path. */
const pointer = (path: readonly PropertyKey[]) =>
  path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/** Zod's issues as content issues; an unknown key is named by its own pointer, not its object's. */
const schemaIssues = (error: z.ZodError): ContentIssue[] =>
  error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          path: pointer([...issue.path, key]),
          message: 'Extra: this page has no such field; remove it.',
        }))
      : issue.code === 'invalid_type' && issue.input === undefined
        ? [{ path: pointer(issue.path), message: 'Missing: this page needs this field; keep it.' }]
        : [{ path: pointer(issue.path), message: issue.message }],
  );

/**
 * Validates `data` as the copy of `module` (a file name such as 'faq' or 'header-menus') in
 * `language` ('en', 'fr', …).
 * @returns `{ ok: true }`, or every schema issue (and, when the schema holds, every code value
 *   the data no longer keeps, every unsafe text or link and, for a translation, every parity
 *   issue against English) with an RFC 6901 JSON Pointer into `data`; an unknown module or
 *   language is one issue at the root.
 * @throws Error when the module has no recorded bindings (code-values.ts `bindingsOf`): the
 *   checkout is incomplete, whatever the data
 */
export function validateContent(
  module: string,
  language: string,
  data: unknown,
): ContentValidation {
  if (!isContentModule(module))
    return { ok: false, issues: [{ path: '', message: `no content module "${module}"` }] };
  if (!isContentLanguage(language))
    return { ok: false, issues: [{ path: '', message: `no content language "${language}"` }] };
  const parsed = contentManifests[module].schema.safeParse(data);
  if (!parsed.success) return { ok: false, issues: schemaIssues(parsed.error) };
  const issues = [
    ...bindingIssues(module, language, data),
    // English is its own model: its shape is the schema's, so only its text and links are checked.
    ...contentIssues(
      data,
      language === SOURCE_LANGUAGE ? data : readContentFile(module, SOURCE_LANGUAGE),
      language,
    ),
  ];
  return issues.length === 0 ? { ok: true } : { ok: false, issues };
}
