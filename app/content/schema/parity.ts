/**
 * The parity rules between a translation and English (DESIGN §8 "Languages"): the same keys,
 * the same list lengths, and every value that is not copy unchanged (ids, links, image sources and
 * sizes, numbers, booleans), so a translation never moves a link, an image or a figure.
 */

/** One rule a value breaks: where (an RFC 6901 JSON Pointer into the file) and what. */
export interface ContentIssue {
  path: string;
  message: string;
}

/**
 * Keys whose string values are not copy: identifiers, discriminants, link targets, image
 * sources and form tokens. A translation keeps them exactly as English has them.
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

/** A string that is a link, path or address rather than copy. */
export const looksLikeTarget = (value: string) => /^(\/|#|https?:|mailto:|tel:)/.test(value);

/**
 * Whether `other` is English's image `en` in `language`'s own drawing: an image whose drawing
 * holds words (a labelled diagram) has one file per language, `<English name>-<language>.svg`
 * (art/images/, outlined by scripts/svg-text-outlines.ts).
 */
export const isLocalizedArt = (en: string, other: string, language: string) =>
  /\.svg$/.test(en) && other === en.replace(/\.svg$/, `-${language}.svg`);

/** RFC 6901 §3: a reference token with '~' and '/' escaped. */
const token = (key: string | number) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Every way `other` (a translation's data) departs from English's `en` at `path`.
 * @param language the translation's language, for its localized images
 * @param key the object key `en` sits under ('' at the root), which decides whether a string is copy
 */
export function parityIssues(
  en: unknown,
  other: unknown,
  language: string,
  path = '',
  key = '',
): ContentIssue[] {
  const at = (message: string) => [{ path, message }];
  if (typeof en === 'string') {
    if (typeof other !== 'string') return at('must be text, as in English');
    if (key === 'src' && isLocalizedArt(en, other, language)) return [];
    if ((NON_TEXT_KEYS.has(key) || looksLikeTarget(en)) && en !== other)
      return at(
        `must stay ${JSON.stringify(en)} as in English (not copy), not ${JSON.stringify(other)}`,
      );
    return [];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other)) return at(`must be a list of ${en.length}, as in English`);
    if (other.length !== en.length)
      return at(`has ${other.length} items, English has ${en.length}`);
    return en.flatMap((item, i) => parityIssues(item, other[i], language, `${path}/${i}`, key));
  }
  if (en !== null && typeof en === 'object') {
    if (other === null || typeof other !== 'object' || Array.isArray(other))
      return at('must be an object, as in English');
    const enRecord = en as Record<string, unknown>;
    const otherRecord = other as Record<string, unknown>;
    const missing = Object.keys(enRecord).filter((k) => !Object.hasOwn(otherRecord, k));
    const extra = Object.keys(otherRecord).filter((k) => !Object.hasOwn(enRecord, k));
    return [
      ...missing.map((k) => ({ path: `${path}/${token(k)}`, message: 'missing: English has it' })),
      ...extra.map((k) => ({
        path: `${path}/${token(k)}`,
        message: 'extra: English has no such key',
      })),
      ...Object.keys(enRecord)
        .filter((k) => Object.hasOwn(otherRecord, k))
        .flatMap((k) =>
          parityIssues(enRecord[k], otherRecord[k], language, `${path}/${token(k)}`, k),
        ),
    ];
  }
  return Object.is(en, other)
    ? []
    : at(`must stay ${String(en)} as in English, not ${String(other)}`);
}
