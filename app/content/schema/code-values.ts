/**
 * The values the copy takes from code, by name: route paths (`paths.<module>`, each page module's
 * manifest `path`, modules.ts `pagePaths`), document paths (app/config/paths.ts), the company's
 * details (common/site.ts), the browser storage keys the privacy policy names
 * (app/config/storage.ts), the policy's effective date as each language writes it, the retention
 * period (common/retention.ts) and the Lumen price as each
 * language writes it. The content files hold them resolved, so an editor and a translator see
 * the text as the page shows it; where each one sits is derived from English's file
 * ({@link englishBindingsOf}), and {@link bindingIssues} fails when a file and its code source part
 * (docs/decisions/0015-copy-as-data.md). A new page's path is a code value without a line in
 * common/paths.ts.
 */
import { formatDate, formatMoney, formatNumber, type Locale } from '../../../common/i18n';
import { RETENTION_DAYS_DEFAULT } from '../../../common/retention';
import { site } from '../../../common/site';
import { documentPaths, unregisteredPaths } from '../../config/paths';
import * as storage from '../../config/storage';
import { readContentFile } from './files';
import { type Binding, extraBindingsIn } from './manifest';
import {
  type ContentModule,
  contentManifests,
  isContentModule,
  pagePaths,
  SOURCE_LANGUAGE,
} from './modules';
import type { ContentIssue } from '../../../common/content-api';
import type { FixedValue } from './checks';
import recorded from './recorded-code-values.json' with { type: 'json' };

/** `{a: {b: 'x'}}` → `{'prefix.a.b': 'x'}`: every string (and number) leaf by its dotted name. */
function flatten(value: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (typeof value === 'number') into.set(prefix, String(value));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      flatten(item, Array.isArray(value) ? `${prefix}[${key}]` : `${prefix}.${key}`, into);
  return into;
}

/**
 * Every code value a language's copy may hold, by name (e.g. 'paths.contact',
 * 'site.emails.support', 'formatMoney(LUMEN_PRICE_USD)'), and the company's details as the
 * language writes them once (company.json's `companyCopy`), which other files repeat.
 */
export function codeValues(language: Locale): ReadonlyMap<string, string> {
  const values = new Map<string, string>();
  flatten(pagePaths, 'paths', values);
  flatten(documentPaths, 'documentPaths', values);
  flatten(unregisteredPaths, 'unregisteredPaths', values);
  flatten(site, 'site', values);
  flatten({ ...storage }, 'storage', values);
  flatten(readContentFile('company', language).companyCopy, 'companyCopy', values);
  values.set('RETENTION_DAYS_DEFAULT', formatNumber(language, RETENTION_DAYS_DEFAULT));
  const policyEn = readContentFile('policy', 'en');
  const lumenEn = readContentFile('lumen', 'en');
  values.set(
    'formatDate(POLICY_EFFECTIVE_DATE)',
    formatDate(language, policyEn.privacyPolicy.effectiveDate.iso),
  );
  values.set('formatMoney(LUMEN_PRICE_USD)', formatMoney(language, lumenEn.LUMEN_PRICE_USD, 'USD'));
  values.set('formatMoney(LUMEN_PRICE_DZD)', formatMoney(language, LUMEN_PRICE_DZD, 'DZD'));
  values.set('formatNumber(LUMEN_PRICE_USD)', formatNumber(language, lumenEn.LUMEN_PRICE_USD));
  values.set('formatNumber(LUMEN_PRICE_DZD)', formatNumber(language, LUMEN_PRICE_DZD));
  return values;
}

/** spec §9: Lumen's price in Algerian dinars (its US dollar price is lumen.json's). */
const LUMEN_PRICE_DZD = 40000;

/**
 * Shortest code value looked for inside a longer string (UTF-16 code units): a product brand or
 * a three-digit price is a quotation, a shorter value (a language code, `30`) is found in too
 * much copy by chance to be one.
 */
const QUOTED_MIN_CHARS = 3;

/** Whether a code value counts as quoted when a longer string holds it: not a path (`/` is in every URL). */
const quotable = (value: string) => value.length >= QUOTED_MIN_CHARS && !value.startsWith('/');

/** RFC 6901 §3: a reference token with '~' and '/' escaped. */
const token = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every string of `value` with its JSON Pointer, in document order. */
function strings(value: unknown, pointer = '', into: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') into.push([pointer, value]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      strings(item, `${pointer}/${token(key)}`, into);
  return into;
}

/**
 * The bindings English's copy holds: every string that is a code value (`equals`) or quotes one
 * (`contains`, values of {@link QUOTED_MIN_CHARS} or more that are not paths), under every name
 * that has that value (`site.location` and `companyCopy.location` alike: a translation keeps the
 * one it writes in its own language, see {@link bindingsOf}); in document order, then by name.
 * @param english a module's English data
 * @param values the code values English is matched against, {@link codeValues}('en') by default
 */
export function deriveEnglishBindings(
  english: unknown,
  values: ReadonlyMap<string, string> = codeValues('en'),
): Binding[] {
  // Names in code-point order: a module namespace's key order differs between loaders.
  const named = [...values].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return strings(english).flatMap(([pointer, text]) =>
    named.flatMap(([name, value]): Binding[] =>
      value === text
        ? [[pointer, name, 'equals']]
        : quotable(value) && text.includes(value)
          ? [[pointer, name, 'contains']]
          : [],
    ),
  );
}

/**
 * English's code values as they were when last recorded (`npm run content:bindings` writes
 * recorded-code-values.json: `codeValues('en')`, by name). English's bindings are derived from its
 * file on each check ({@link englishBindingsOf}) but matched against these recorded values, so a
 * path or address changed in code still binds the places that hold the old one, and fails them,
 * instead of silently no longer matching; tests/unit/app/content-files.test.ts fails until the
 * record is today's code again. A name the record lacks (a page added since) is matched with its
 * value today. A new module needs no entry: its bindings come from its English file.
 */
export type RecordedCodeValues = Readonly<Record<string, string>>;

/** The record recorded-code-values.json holds. */
export const recordedCodeValues: RecordedCodeValues = recorded;

/** The values English's bindings are found with: the recorded ones, then names added since. */
export function bindingValues(
  record: RecordedCodeValues = recordedCodeValues,
): ReadonlyMap<string, string> {
  const values = new Map(Object.entries(record));
  for (const [name, value] of codeValues('en')) if (!values.has(name)) values.set(name, value);
  return values;
}

/** English's bindings by the English data they were derived from (files.ts re-reads a changed file). */
const derived = new WeakMap<object, readonly Binding[]>();

/**
 * A module's English bindings: {@link deriveEnglishBindings} of its English file as it is on
 * disk (files.ts), with the recorded code values ({@link bindingValues}). English's file is the
 * reference: a draft of it is checked against the places the saved file holds, so an edit cannot
 * drop a value the site sets (the editor shows those read-only).
 * @throws Error when the module's English file is missing or not JSON (files.ts)
 */
export function englishBindingsOf(
  module: ContentModule,
  record: RecordedCodeValues = recordedCodeValues,
): readonly Binding[] {
  const english = readContentFile(module, SOURCE_LANGUAGE) as object;
  if (record !== recordedCodeValues) return deriveEnglishBindings(english, bindingValues(record));
  let bindings = derived.get(english);
  if (bindings === undefined) {
    bindings = deriveEnglishBindings(english, bindingValues(record));
    derived.set(english, bindings);
  }
  return bindings;
}

/**
 * The company's details are the source of the `companyCopy.*` values: the company module's own
 * file is never bound to itself, or a change to its text could never be saved.
 */
const selfBound = (module: string, name: string) =>
  module === 'company' && name.startsWith('companyCopy.');

/**
 * The bindings of a module's file in a language, derived from English's ({@link englishBindingsOf}):
 * English's own; a translation's the same places, where several names share English's value
 * (`site.location`, `companyCopy.location`) only those the language writes its own way, plus the
 * module's extra bindings for that language (manifest.ts). The company module is never bound to
 * its own `companyCopy` values.
 * @param record English's recorded code values ({@link recordedCodeValues} by default)
 * @throws Error for a name that is no content module, or a module whose English file is missing:
 *   a missing module is never an empty list
 */
export function bindingsOf(
  module: string,
  language: Locale,
  record: RecordedCodeValues = recordedCodeValues,
): readonly Binding[] {
  if (!isContentModule(module)) throw new Error(`no content module "${module}"`);
  const english = englishBindingsOf(module, record);
  const own = (bindings: readonly Binding[]) =>
    bindings.filter(([, name]) => !selfBound(module, name));
  if (language === 'en') return own(english);
  const inEnglish = codeValues('en');
  const inLanguage = codeValues(language);
  const localized = (name: string) => inLanguage.get(name) !== inEnglish.get(name);
  const sharing = ([pointer, name, kind]: Binding) =>
    english.filter(
      (other) =>
        other[0] === pointer &&
        other[2] === kind &&
        inEnglish.get(other[1]) === inEnglish.get(name),
    );
  const kept = english.filter(
    (binding) => localized(binding[1]) || !sharing(binding).some(([, name]) => localized(name)),
  );
  return own([...kept, ...extraBindingsIn(contentManifests[module], language)]);
}

/** The value at an RFC 6901 JSON Pointer, or undefined where there is none. */
export function atPointer(data: unknown, pointer: string): unknown {
  let value = data;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Every binding of a module's file in a language that `data` no longer keeps.
 * @param record English's recorded code values ({@link recordedCodeValues} by default)
 */
export function bindingIssues(
  module: string,
  language: Locale,
  data: unknown,
  record: RecordedCodeValues = recordedCodeValues,
): ContentIssue[] {
  const values = codeValues(language);
  return bindingsOf(module, language, record).flatMap(([path, name, kind]) => {
    const expected = values.get(name);
    const actual = atPointer(data, path);
    if (expected === undefined) return [{ path, message: `no code value ${name}` }];
    const kept =
      typeof actual === 'string' &&
      (kind === 'equals' ? actual === expected : actual.includes(expected));
    return kept
      ? []
      : [
          {
            path,
            message:
              kind === 'equals'
                ? `Must stay “${expected}”: the site sets this value, it cannot be changed here.`
                : `Must keep “${expected}” in the text: the site sets that value, so write it as it is.`,
          },
        ];
  });
}

/**
 * The values of a module's file in a language that are code values (`equals` bindings,
 * {@link bindingsOf}), each with the value it must hold in that language: the editor shows them
 * read-only and saves them as they are.
 * @throws Error as {@link bindingsOf} does, for a name that is no content module
 */
export function fixedByCode(module: string, language: Locale): FixedValue[] {
  const values = codeValues(language);
  return bindingsOf(module, language).flatMap(([pointer, name, kind]) => {
    const value = values.get(name);
    return kind === 'equals' && value !== undefined ? [{ pointer, value }] : [];
  });
}
