/**
 * Checks every saved or published content document passes besides its module's own schema
 * (docs/editing.md "What the editor refuses"): the same shape as the English document (no key
 * missing or added, the same kinds of values), links only to safe schemes, and text that stays
 * text (no control characters; the site renders every string as React text, never as HTML).
 * Also derives the JSON Schema the editor's form is generated from, from the English document.
 */
import { LINK_SCHEMES, type ContentIssue, type ContentValue } from '../../common/content-api';

/** Longest string accepted, in UTF-16 code units (a paragraph is far shorter). */
export const CONTENT_STRING_MAX_CHARS = 10_000;

/** Keys whose string values are links (hrefs of buttons and menus, image sources). */
const LINK_KEY = /^(href|url|link|to|src|image|icon)$|(Href|Url|Link|Src)$/;

/** Schemes that are never allowed in any string, even outside a link key. */
const DANGEROUS_SCHEME = /^(javascript|vbscript|data|file):/i;

/** C0 controls but tab and line feed, DEL and C1 controls (text, not terminal or markup input). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** A dotted path for an issue: `hero.title`, `items.2.href`, or `(root)`. */
function pathText(path: readonly (string | number)[]): string {
  return path.length === 0 ? '(root)' : path.join('.');
}

/**
 * Whether a link is allowed: relative (`/x`, `#x`, `?x`, `x/y`) or one of {@link LINK_SCHEMES}.
 * Browsers ignore tabs and line breaks inside a URL (WHATWG URL), so they are removed first.
 */
export function isSafeLink(value: string): boolean {
  const link = value.replace(/[\t\n\r]/g, '').trim();
  if (link.startsWith('//') || link.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link);
  if (!scheme) return true;
  return (LINK_SCHEMES as readonly string[]).includes(`${scheme[1]!.toLowerCase()}:`);
}

const kindOf = (value: ContentValue): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'list'
      : typeof value === 'object'
        ? 'group'
        : typeof value;

/**
 * Compares `data` with the English document of the same module: every key of English must be
 * there with the same kind of value, and no other key; in a list, item n has the shape of
 * English's item n (lists may mix shapes), an item beyond English's the shape of its first.
 * Then checks links and text. @returns every problem, empty when the document is acceptable
 */
export function contentIssues(data: unknown, english: ContentValue): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const walk = (value: unknown, model: ContentValue, path: (string | number)[]) => {
    const where = pathText(path);
    if (value === undefined) {
      issues.push({ path: where, message: 'Missing: every field of the English page is needed.' });
      return;
    }
    const expected = kindOf(model);
    const actual = kindOf(value as ContentValue);
    if (expected !== actual) {
      issues.push({
        path: where,
        message: `Must be a ${expected === 'string' ? 'text' : expected}, not a ${actual}.`,
      });
      return;
    }
    if (typeof value === 'string') {
      const key = String(path.at(-1) ?? '');
      if (value.length > CONTENT_STRING_MAX_CHARS) {
        issues.push({
          path: where,
          message: `Too long: at most ${CONTENT_STRING_MAX_CHARS} characters.`,
        });
      } else if (CONTROL_CHARS.test(value)) {
        issues.push({ path: where, message: 'Contains control characters; type plain text.' });
      } else if (DANGEROUS_SCHEME.test(value.replace(/\s/g, ''))) {
        issues.push({ path: where, message: 'Links may only use http, https, mailto or tel.' });
      } else if (LINK_KEY.test(key) && !isSafeLink(value)) {
        issues.push({
          path: where,
          message: 'Links may only use http, https, mailto, tel or a path on this site.',
        });
      }
      return;
    }
    if (Array.isArray(value)) {
      // Lists may mix shapes (a menu's links and product entries): item n follows English's
      // item n, and items beyond English's follow its first.
      const models = model as ContentValue[];
      if (models.length === 0) return;
      value.forEach((item, index) => walk(item, models[index] ?? models[0]!, [...path, index]));
      return;
    }
    if (value !== null && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      const modelObject = model as Record<string, ContentValue>;
      for (const key of Object.keys(modelObject))
        walk(object[key], modelObject[key]!, [...path, key]);
      for (const key of Object.keys(object)) {
        if (!Object.hasOwn(modelObject, key)) {
          issues.push({
            path: pathText([...path, key]),
            message: 'Unknown field: the English page has no such field.',
          });
        }
      }
    }
  };
  walk(data, english, []);
  return issues;
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
