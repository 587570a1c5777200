/**
 * The site's languages (DESIGN §5): English at the spec's paths, the others under a prefix
 * (`/fr/…`, `/es/…`, `/de/…`, `/ar/…`). Shared by the app (routes, links, formatting), the build
 * scripts (sitemap) and the server (a language's 404 page, the no-JS form).
 */

/** Every language, English first (the default and `x-default`). */
export const LOCALES = ['en', 'fr', 'es', 'de', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Languages written right to left (`<html dir="rtl">`). */
const RTL_LOCALES: ReadonlySet<Locale> = new Set(['ar']);

/**
 * BCP 47 tags for `Intl`: Arabic follows Algeria's conventions (`ar-DZ`: Western digits, the
 * Maghreb month names).
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en-US',
  fr: 'fr-FR',
  es: 'es-ES',
  de: 'de-DE',
  ar: 'ar-DZ',
};

/** `og:locale` values (Open Graph: language_TERRITORY). */
export const OG_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en_US',
  fr: 'fr_FR',
  es: 'es_ES',
  de: 'de_DE',
  ar: 'ar_DZ',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `rtl` for Arabic, `ltr` otherwise. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}

/**
 * A language as the header's switch lists it (spec §2, §9): the code on its button, its name in
 * itself (shown, with `lang` set to it: WCAG 3.1.2) and in the page's language (for assistive
 * technology). Derived from `Intl.DisplayNames`, so a new language needs no copy here.
 */
export interface LanguageOption {
  /** 'FR'. */
  code: string;
  /** 'Français': the language's name in itself. */
  name: string;
  /** BCP 47 tag for the `lang` attribute of the name. */
  lang: Locale;
  /** 'French' on an English page, 'Französisch' on a German one. */
  label: string;
}

/** `Intl.DisplayNames`' name of `lang` in `inLocale`, its first letter capitalised as a list item. */
function languageName(lang: Locale, inLocale: Locale): string {
  const name = new Intl.DisplayNames([inLocale], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(inLocale) + name.slice(1);
}

/** Every language of the site in {@link LOCALES}' order, as the switch on a `pageLocale` page lists it. */
export function languageOptions(pageLocale: Locale): LanguageOption[] {
  return LOCALES.map((lang) => ({
    code: lang.toUpperCase(),
    name: languageName(lang, lang),
    lang,
    label: languageName(lang, pageLocale),
  }));
}

/** The language of a URL path: its first segment when that is a prefix, else English. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/**
 * A path without its language prefix or a trailing slash: `/fr/contact` → `/contact`,
 * `/fr` → `/`, `/fr/contact/` → `/contact`. The site's paths end without a slash (DESIGN §5);
 * React Router 8 prerenders each page at its path with one (`/fr/contact/`), so a link built
 * from the location while prerendering must drop it to match the hydrated page's.
 */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  const rest = locale === DEFAULT_LOCALE ? pathname : pathname.slice(locale.length + 1);
  const trimmed = rest.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * A site path in a language: `localizePath('/contact', 'fr')` → `/fr/contact`, `'/'` → `/fr`.
 * Query and hash are kept (`/policy?tab=terms#terms` → `/fr/policy?tab=terms#terms`); a bare
 * hash (`#demo`) and paths already prefixed are returned unchanged.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (localeFromPath(path) !== DEFAULT_LOCALE) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? '' : path.slice(cut);
  return `/${locale}${pathname === '/' ? '' : pathname}${tail}`;
}

/** Whole numbers: `40000` → `40,000` (en), `40 000` (fr), `40.000` (de, es, ar-DZ). */
export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale]).format(value);
}

/**
 * An amount with its ISO 4217 code, no decimals: `40 000 DZD` (fr), `$299` stays the English
 * copy's own wording. Code display, not a symbol: `DZD` reads the same in every language.
 */
export function formatMoney(locale: Locale, amount: number, currency: string): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  })
    .format(amount)
    .replace(/\u200f/g, '');
}

/** A calendar date (`YYYY-MM-DD`, read as UTC): `1 janvier 2024`, `1. Januar 2024`, `1 جانفي 2024`. */
export function formatDate(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * Fills a message's named slots: `fill('{label} submenu', { label: 'Optimus' })`. Messages are
 * strings, not functions, because they travel as loader data (serialisable) and translators
 * move the slots where their grammar wants them. An unknown slot is left as written.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}

/**
 * A message in every CLDR plural category ("{count} results" in Arabic needs six forms). Every
 * language fills all six, so the typed translation shapes stay equal; a language that does not use
 * a category repeats its `other` form there. `{count}` is the slot.
 */
export type PluralMessage = Readonly<Record<Intl.LDMLPluralRule, string>>;

/**
 * Picks the plural form of `count` by the language's CLDR rules (`Intl.PluralRules`) and fills
 * `{count}` with the number formatted for the language.
 */
export function plural(locale: Locale, count: number, message: PluralMessage): string {
  const category = new Intl.PluralRules(INTL_LOCALES[locale]).select(count);
  return fill(message[category], { count: formatNumber(locale, count) });
}
