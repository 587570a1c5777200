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
import { HEX_COLOUR_PATTERN } from './shapes';

export type { ContentIssue } from '../../../common/content-api';

/** The outcome of {@link validateContent}: every issue found, not only the first. */
export type ContentValidation = { ok: true } | { ok: false; issues: ContentIssue[] };

/** An RFC 6901 JSON Pointer from a zod issue's path. */
const pointer = (path: readonly PropertyKey[]) =>
  path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/** What a field holds, in an editor's words, for zod's `expected` type names. */
const KIND_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  tuple: 'a list',
  object: 'a group of fields',
};

/**
 * One zod issue in an editor's words (the editor shows it beside the field's label): what is
 * wrong and what the field accepts, never zod's code words ("expected string, received number").
 * A sentence the schema itself sets (e.g. the list cap's) is kept as written.
 */
export function plainSchemaMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'Missing: this page needs this field; keep it.'
        : `Wrong kind of value: this field holds ${KIND_WORDS[issue.expected] ?? 'another kind of value'}.`;
    case 'too_big':
      if (issue.origin === 'array')
        return issue.message.startsWith('Too many items')
          ? issue.message
          : `Too many items: this list holds at most ${String(issue.maximum)}.`;
      if (issue.origin === 'string')
        return `Too long: at most ${String(issue.maximum)} characters.`;
      return `Too large: at most ${String(issue.maximum)}.`;
    case 'too_small':
      if (issue.origin === 'array')
        return `Too few items: this list needs at least ${String(issue.minimum)}.`;
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'Empty: write something here.'
          : `Too short: at least ${String(issue.minimum)} characters.`;
      return `Too small: at least ${String(issue.minimum)}.`;
    case 'invalid_format':
      return issue.format === 'regex' && issue.pattern === String(HEX_COLOUR_PATTERN)
        ? 'Not a colour: write it as # and six digits or letters a–f, like #0b1020.'
        : 'Not in the form this field needs; compare with the English page.';
    case 'invalid_value':
      return `Not one of the choices: ${issue.values.map(String).join(', ')}.`;
    default:
      return issue.message;
  }
}

/** Zod's issues as content issues; an unknown key is named by its own pointer, not its object's. */
const schemaIssues = (error: z.ZodError): ContentIssue[] =>
  error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          path: pointer([...issue.path, key]),
          message: 'Extra: this page has no such field; remove it.',
        }))
      : [{ path: pointer(issue.path), message: plainSchemaMessage(issue) }],
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
  // reportInput: the issue keeps the value it refused, so a missing field (undefined) and a wrong
  // kind of value get different sentences (plainSchemaMessage).
  const parsed = contentManifests[module].schema.safeParse(data, { reportInput: true });
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
