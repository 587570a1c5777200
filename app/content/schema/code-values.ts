/**
 * The values the copy takes from code, by name: route and document paths (app/config/paths.ts),
 * the company's details (common/site.ts), the browser storage keys the privacy policy names
 * (app/config/storage.ts), the policy's effective date as each language writes it, the contact form's server messages
 * (common/contact-errors/), the retention period (common/retention.ts) and the Lumen price as each
 * language writes it. The content files hold them resolved, so an editor and a translator see
 * the text as the page shows it; each module's manifest says where each one sits (`bindings`), and
 * {@link bindingIssues} fails when a file and its code source part (docs/decisions/0015-copy-as-data.md).
 */
import * as ar from '../../../common/contact-errors/ar';
import * as de from '../../../common/contact-errors/de';
import * as en from '../../../common/contact-errors/en';
import * as es from '../../../common/contact-errors/es';
import * as fr from '../../../common/contact-errors/fr';
import { formatDate, formatMoney, formatNumber, type Locale } from '../../../common/i18n';
import { RETENTION_DAYS_DEFAULT } from '../../../common/retention';
import { site } from '../../../common/site';
import { documentPaths, paths, unregisteredPaths } from '../../config/paths';
import * as storage from '../../config/storage';
import { readContentFile } from './files';
import { bindingsIn } from './manifest';
import { contentManifests, isContentModule } from './modules';
import type { ContentIssue } from './parity';
import type { Binding } from './manifest';

const contactErrors = { en, fr, es, de, ar } as const;

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
  flatten(paths, 'paths', values);
  flatten(documentPaths, 'documentPaths', values);
  flatten(unregisteredPaths, 'unregisteredPaths', values);
  flatten(site, 'site', values);
  flatten({ ...storage }, 'storage', values);
  for (const [name, messages] of Object.entries(contactErrors[language]))
    flatten(messages, name, values);
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
 * The bindings of a module's file in a language (its manifest's `bindings`).
 * @throws Error for a name that is no content module: a missing module is never an empty list
 */
export function bindingsOf(module: string, language: Locale): readonly Binding[] {
  if (!isContentModule(module)) throw new Error(`no content module "${module}"`);
  return bindingsIn(contentManifests[module], language);
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

/** Every binding of a module's file in a language that `data` no longer keeps. */
export function bindingIssues(module: string, language: Locale, data: unknown): ContentIssue[] {
  const values = codeValues(language);
  return bindingsOf(module, language).flatMap(([path, name, kind]) => {
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
            message: `${kind === 'equals' ? 'must be' : 'must contain'} ${JSON.stringify(expected)} (${name}, set in code)`,
          },
        ];
  });
}
