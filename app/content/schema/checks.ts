/**
 * The content checks besides a module's own schema (docs/decisions/0015-copy-as-data.md,
 * docs/editing.md "What the editor refuses"): the one checker both the build's validation
 * (validate.ts `validateContent`) and the content editor's save (server/content/checks.ts) run.
 *
 * Every document: English's shape (no key missing or added, the same kinds of values), text that
 * stays text (no control characters, {@link CONTENT_STRING_MAX_CHARS} at most; the site renders
 * every string as React text, never as HTML), and links only to safe schemes ({@link isSafeLink}).
 * A translation also keeps parity with English (DESIGN §8 "Languages"): the same list lengths, and
 * every value that is not copy unchanged (ids, anchors, links, image sources and sizes, numbers,
 * booleans), so a translation never moves a link, an image or a figure.
 */
import {
  LINK_SCHEMES,
  type ContentFixedValue,
  type ContentIssue,
} from '../../../common/content-api';
import { isSchemeRelative } from '../../../common/paths';

/** Longest string accepted, in UTF-16 code units (a paragraph is far shorter). */
export const CONTENT_STRING_MAX_CHARS = 10_000;

/** Keys whose string values are links (hrefs of buttons and menus, image sources). */
export const LINK_KEY = /^(href|url|link|to|src|image|icon)$|(Href|Url|Link|Src)$/;

/** Schemes that are never allowed in any string, even outside a link key. */
const DANGEROUS_SCHEME = /^(javascript|vbscript|data|file):/i;

/** C0 controls but tab and line feed, DEL and C1 controls (text, not terminal or markup input). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/**
 * Keys whose string values are not copy: identifiers, anchors, discriminants, link targets,
 * image sources and form tokens. A translation keeps them exactly as English has them.
 */
export const NON_TEXT_KEYS: ReadonlySet<string> = new Set([
  'id',
  'headingId',
  'icon',
  'accent',
  'kind',
  'code',
  'lang',
  'href',
  'titleHref',
  'fallbackSrc',
  'src',
  'iso',
  'autocomplete',
  'filename',
]);

/**
 * Whether a key names no copy: one of {@link NON_TEXT_KEYS}, or an anchor's name
 * (`BRANDS_ANCHOR`, `pricingAnchor`), which a link elsewhere (`#brands`) points at.
 */
export const namesNoCopy = (key: string) => NON_TEXT_KEYS.has(key) || /anchor$/i.test(key);

/** A string that is a link, path or address rather than copy. */
export const looksLikeTarget = (value: string) => /^(\/|#|https?:|mailto:|tel:)/.test(value);

/**
 * Whether `other` is English's image `en` in `language`'s own drawing: an image whose drawing
 * holds words (a labelled diagram) has one file per language, `<English name>-<language>.svg`
 * (art/images/, outlined by scripts/svg-text-outlines.ts).
 */
export const isLocalizedArt = (en: string, other: string, language: string) =>
  /\.svg$/.test(en) && other === en.replace(/\.svg$/, `-${language}.svg`);

/**
 * Whether a link is allowed: relative (`/x`, `#x`, `?x`, `x/y`) or one of {@link LINK_SCHEMES}.
 * Browsers ignore tabs and line breaks inside a URL and read a backslash as a slash (WHATWG
 * URL), so those are removed first and a scheme-relative link (`//host`, `/\host`, `\\host`),
 * which leaves the site, is refused.
 */
export function isSafeLink(value: string): boolean {
  const link = value.replace(/[\t\n\r]/g, '').trim();
  if (isSchemeRelative(link) || link.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link);
  if (!scheme) return true;
  return (LINK_SCHEMES as readonly string[]).includes(`${scheme[1]!.toLowerCase()}:`);
}

/** RFC 6901 §3: a reference token with '~' and '/' escaped. */
const token = (key: string | number) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

/** A value's kind as the issues name it. */
const kindOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'list'
      : typeof value === 'object'
        ? 'group'
        : typeof value === 'string'
          ? 'text'
          : typeof value;

/**
 * The link rule as an editor reads it: what a link may be, with an example of each kind. Every
 * refusal of a link says this sentence, so an editor learns what to type instead.
 */
export const LINK_RULE =
  'Links may only use a path on this site such as /contact, or an https:// address (http://, mailto: and tel: work too).';

/** A kind with its article: `a text`, `a list`, `a group`, `a number`. */
const article = (kind: string) => (kind === 'null' ? 'empty' : `a ${kind}`);

/** Why a string is not acceptable text or an acceptable link under `key`, or undefined. */
function textIssue(value: string, key: string): string | undefined {
  if (value.length > CONTENT_STRING_MAX_CHARS)
    return `Too long: at most ${CONTENT_STRING_MAX_CHARS.toLocaleString('en')} characters (this has ${value.length.toLocaleString('en')}).`;
  if (CONTROL_CHARS.test(value))
    return 'Contains control characters (invisible codes from a copy and paste); type it as plain text.';
  if (DANGEROUS_SCHEME.test(value.replace(/\s/g, ''))) return LINK_RULE;
  if (LINK_KEY.test(key) && !isSafeLink(value)) return LINK_RULE;
  return undefined;
}

/**
 * Whether a translation must keep English's value `en` under `key` exactly: numbers, booleans
 * and null always; a string when its key names no copy ({@link NON_TEXT_KEYS}: ids, anchors,
 * links, image sources) or when English's value is a link or path ({@link looksLikeTarget}). The
 * one rule of parity: {@link contentIssues} refuses a change, {@link fixedValues} shows the value
 * read-only in the editor.
 */
export function mustKeepEnglish(key: string, en: unknown): boolean {
  if (typeof en !== 'string') return en === null || typeof en !== 'object';
  return namesNoCopy(key) || looksLikeTarget(en);
}

/** Keys of links an editor may change in English (under the link rule): not image sources. */
const EDITABLE_LINK_KEY = /^(href|url|link|to)$|(Href|Url|Link)$/;

/**
 * Whether English's own `value` under `key` belongs to the developers, not the editors: numbers
 * (an image's width and height), booleans, and strings that name no copy or are paths (ids,
 * anchors, image and document paths), except links an editor may point elsewhere (`href`,
 * `titleHref`, …), which stay editable under the link rule.
 */
export function developerOwned(key: string, value: unknown): boolean {
  if (typeof value !== 'string') return value === null || typeof value !== 'object';
  if (EDITABLE_LINK_KEY.test(key)) return false;
  return namesNoCopy(key) || looksLikeTarget(value);
}

/** One value the editor shows read-only and saves as given: where (RFC 6901) and what. */
export type FixedValue = ContentFixedValue;

/**
 * The values of a document an editor cannot change, with the value each must hold: in a
 * translation every value English's must be kept ({@link mustKeepEnglish}; an image source keeps
 * the language's own drawing, {@link isLocalizedArt}, when `data` has it), in English the
 * developer-owned ones ({@link developerOwned}). Values a module takes from code are the
 * bindings' (code-values.ts `fixedByCode`), not found here.
 * @param data the document as stored (a translation's own image sources are read from it)
 * @param english English's document, the model of the walk
 * @param language the document's language; English (or absent) gives its developer-owned values
 * @returns each leaf with its JSON Pointer, in document order
 */
export function fixedValues(data: unknown, english: unknown, language?: string): FixedValue[] {
  const parity = language !== undefined && language !== 'en';
  const fixed: FixedValue[] = [];
  const walk = (value: unknown, model: unknown, path: string, key: string): void => {
    if (Array.isArray(model)) {
      if (model.length === 0) return;
      const items = Array.isArray(value) ? value : [];
      const count = parity ? model.length : Math.max(model.length, items.length);
      for (let index = 0; index < count; index += 1)
        walk(items[index], model[index] ?? model[0], `${path}/${index}`, key);
      return;
    }
    if (model !== null && typeof model === 'object') {
      const object = (value !== null && typeof value === 'object' ? value : {}) as Record<
        string,
        unknown
      >;
      for (const [k, item] of Object.entries(model))
        walk(object[k], item, `${path}/${token(k)}`, k);
      return;
    }
    const leaf = model as FixedValue['value'];
    if (!parity) {
      const own = (value === undefined ? leaf : value) as FixedValue['value'];
      if (developerOwned(key, own)) fixed.push({ pointer: path, value: own });
      return;
    }
    if (!mustKeepEnglish(key, leaf)) return;
    const localized =
      key === 'src' &&
      typeof leaf === 'string' &&
      typeof value === 'string' &&
      isLocalizedArt(leaf, value, language);
    fixed.push({ pointer: path, value: localized ? value : leaf });
  };
  walk(data, english, '', '');
  return fixed;
}

/**
 * Every way `data` departs from English's `english` (both a module's whole document).
 *
 * Without `language`, or for English itself, the shape: English's keys and no other, each with
 * English's kind of value; in a list, item n has the shape of English's item n (lists may mix
 * shapes, as a menu's links and product entries do) and an item beyond English's the shape of its
 * first, so English's own lists may grow. With a translation's `language`, parity as well: the
 * same list lengths, numbers and booleans, and ids, anchors, links, image sources and every path-like
 * string unchanged (an image may be English's `<name>-<language>.svg`), and no blank text where
 * English has some.
 * Every string is checked as text and, under a link key, as a link.
 * @param language the document's language ('fr', …): parity with English unless 'en' or absent
 * @returns every issue, `path` an RFC 6901 JSON Pointer into `data` ('' the whole document);
 *   empty when the document is acceptable
 */
export function contentIssues(data: unknown, english: unknown, language?: string): ContentIssue[] {
  const parity = language !== undefined && language !== 'en';
  const issues: ContentIssue[] = [];
  const walk = (value: unknown, model: unknown, path: string, key: string): void => {
    const issue = (message: string) => void issues.push({ path, message });
    if (value === undefined) return issue('Missing: English has this field; keep it.');
    if (kindOf(value) !== kindOf(model))
      return issue(
        `Must be ${article(kindOf(model))} as in English, not ${article(kindOf(value))}.`,
      );
    if (typeof value === 'string') {
      const en = model as string;
      const unacceptable = textIssue(value, key);
      if (unacceptable) return issue(unacceptable);
      // A blank translation would publish an empty question, heading or button.
      if (parity && value.trim() === '' && en.trim() !== '')
        return issue('Empty: English has text here; write it in this language.');
      if (!parity || value === en) return;
      if (key === 'src' && isLocalizedArt(en, value, language)) return;
      if (mustKeepEnglish(key, en))
        issue(`Must stay “${en}” as in English: the site uses it as it is, it is not translated.`);
      return;
    }
    if (Array.isArray(value)) {
      const models = model as unknown[];
      if (parity && value.length !== models.length)
        return issue(
          `Has ${value.length} items where English has ${models.length}; keep English's items.`,
        );
      if (models.length === 0) return;
      value.forEach((item, index) =>
        walk(item, models[index] ?? models[0], `${path}/${index}`, key),
      );
      return;
    }
    if (value !== null && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      const modelObject = model as Record<string, unknown>;
      const missing = Object.keys(modelObject).filter((k) => !Object.hasOwn(object, k));
      const extra = Object.keys(object).filter((k) => !Object.hasOwn(modelObject, k));
      for (const k of missing)
        issues.push({
          path: `${path}/${token(k)}`,
          message: 'Missing: English has this field; keep it.',
        });
      for (const k of extra)
        issues.push({
          path: `${path}/${token(k)}`,
          message: 'Extra: English has no such field; remove it.',
        });
      for (const k of Object.keys(modelObject).filter((k) => Object.hasOwn(object, k)))
        walk(object[k], modelObject[k], `${path}/${token(k)}`, k);
      return;
    }
    if (parity && !Object.is(value, model))
      issue(`Must stay ${String(model)} as in English: the site uses it as it is.`);
  };
  walk(data, english, '', '');
  return issues;
}
