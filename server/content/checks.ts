/**
 * The content checks as the editor's API states them (docs/editing.md "What the editor refuses"):
 * the one checker, app/content/schema/checks.ts `contentIssues`, run against the English
 * document with its pointers written as the API's dotted paths, and the JSON Schema the editor's
 * form is generated from, derived from the English document.
 */
import type { ContentFixedValue, ContentIssue, ContentValue } from '../../common/content-api';
import {
  CONTENT_STRING_MAX_CHARS,
  contentIssues as checkContent,
  fixedValues,
  LINK_KEY,
} from '../../app/content/schema/checks';

/**
 * An RFC 6901 JSON Pointer (`/faqCta/actions/0/href`) as the API's dotted path
 * (`faqCta.actions.0.href`); the whole document ('') is `(root)`.
 */
export function dottedPath(pointer: string): string {
  if (pointer === '') return '(root)';
  return pointer
    .slice(1)
    .split('/')
    .map((step) => step.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');
}

/** Content issues with their pointers as the API's dotted paths. */
export const dottedIssues = (issues: readonly ContentIssue[]): ContentIssue[] =>
  issues.map(({ path, message }) => ({ path: dottedPath(path), message }));

/**
 * Compares `data` with the English document of the same module for the editor: English's shape
 * (lists may grow), text that stays text and links to safe schemes, without parity (a catalogue's
 * own `validate` adds it for the site's copy). @returns every problem with a dotted path, empty
 * when the document is acceptable
 */
export function contentIssues(data: unknown, english: ContentValue): ContentIssue[] {
  return dottedIssues(checkContent(data, english));
}

/**
 * Every issue once, one a field: the editor's checks and the module's own (`validateContent`)
 * both check text and links, and a moved link breaks both a binding and parity; an editor reads
 * one reason under a field, the first found (shape, text and links before the module's rules).
 */
export function oneIssueAField(issues: readonly ContentIssue[]): ContentIssue[] {
  const seen = new Set<string>();
  return issues.filter(({ path }) => {
    if (seen.has(path)) return false;
    seen.add(path);
    return true;
  });
}

/**
 * The values of `data` an editor cannot change, with the value each must hold (docs/editing.md
 * "Fields you cannot change"): parity with English (`english`, app/content/schema/checks.ts
 * `fixedValues`) and the module's code values (`byCode`, which win where both name a value).
 */
export function fixedFields(
  data: unknown,
  english: ContentValue,
  language: string,
  byCode: readonly ContentFixedValue[] = [],
): ContentFixedValue[] {
  const fixed = new Map(fixedValues(data, english, language).map((item) => [item.pointer, item]));
  for (const item of byCode) fixed.set(item.pointer, item);
  return [...fixed.values()];
}

/**
 * The JSON Schema (draft 2020-12) of a module, from its English document: objects with every
 * key required and no other, fixed lists of English's items, strings with their length limit;
 * `title` is the key, so the generated form labels each field. Link keys get `format: uri-reference`.
 */
export function schemaFromEnglish(english: ContentValue, key = ''): Record<string, unknown> {
  if (Array.isArray(english)) {
    // A fixed list (rjsf's tuple form): each item has the shape of English's item there.
    return {
      type: 'array',
      title: key || undefined,
      items: english.map((item) => schemaFromEnglish(item, key)),
      additionalItems: english[0] === undefined ? {} : schemaFromEnglish(english[0], key),
    };
  }
  if (english !== null && typeof english === 'object') {
    const properties: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(english))
      properties[name] = schemaFromEnglish(value, name);
    return {
      type: 'object',
      title: key || undefined,
      properties,
      required: Object.keys(english),
      additionalProperties: false,
    };
  }
  if (typeof english === 'string') {
    return {
      type: 'string',
      title: key || undefined,
      maxLength: CONTENT_STRING_MAX_CHARS,
      ...(LINK_KEY.test(key) ? { format: 'uri-reference' } : {}),
    };
  }
  return { type: english === null ? 'null' : typeof english, title: key || undefined };
}
