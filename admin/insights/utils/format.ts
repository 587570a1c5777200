/**
 * Numbers and words of the insights page: counts, shares and changes through Intl.NumberFormat
 * (ECMA-402), vitals values (ms rounded, CLS with 2 decimals) and their web-vitals rating
 * (common/insights-api.ts `VITALS_THRESHOLDS`), UTC days as short dates.
 */
import { isLocale, languageOptions } from '../../../common/i18n';
import {
  VITALS_THRESHOLDS,
  SHORT_BUILD_ID_LENGTH,
  type InsightsAnnotation,
  type InsightsRange,
  type VitalsMetric,
} from '../../../common/insights-api';

const LOCALE = 'en-GB';
const count = new Intl.NumberFormat(LOCALE);
const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });
const change = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const ms = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const cls = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A count: `12,345`. */
export const formatCount = (value: number) => count.format(value);

/** A share of 0–1 as a percentage: `0.125` → `12.5%`. */
export const formatShare = (value: number) => percent.format(value);

/**
 * The change from `previous` to `current` as a signed percentage (`+25%`, `-10%`, `0%`), or
 * null when there is nothing to compare with (`previous` is 0).
 */
export function formatChange(current: number, previous: number): string | null {
  if (previous === 0) return null;
  return change.format((current - previous) / previous);
}

/** A vitals value with its unit: ms rounded (`2,341 ms`), CLS with 2 decimals (`0.12`). */
export function formatVital(metric: VitalsMetric, value: number): string {
  return metric === 'CLS' ? cls.format(value) : `${ms.format(value)} ms`;
}

/** A web-vitals rating (web.dev "Core Web Vitals thresholds"). */
export type VitalsRating = 'good' | 'needsImprovement' | 'poor';

/** The rating's words, shown beside its colour so colour is never alone (WCAG 1.4.1). */
export const RATING_LABELS: Record<VitalsRating, string> = {
  good: 'Good',
  needsImprovement: 'Needs improvement',
  poor: 'Poor',
};

/** The rating of a value: good ≤ the first limit, poor > the second (VITALS_THRESHOLDS). */
export function rate(metric: VitalsMetric, value: number): VitalsRating {
  const [good, poor] = VITALS_THRESHOLDS[metric];
  return value <= good ? 'good' : value > poor ? 'poor' : 'needsImprovement';
}

/** A UTC day `YYYY-MM-DD` as `7 Nov 2026`. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** A range as `1 Nov 2026 – 7 Nov 2026`, or one date when it is a single day. */
export const formatRange = (range: InsightsRange) =>
  range.from === range.to
    ? formatDay(range.from)
    : `${formatDay(range.from)} – ${formatDay(range.to)}`;

const shortDayFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A UTC day `YYYY-MM-DD` as `7 Nov`, as the charts' axes write it. */
export const formatShortDay = (day: string) => shortDayFormat.format(new Date(`${day}T00:00:00Z`));

/** The site's languages by code with their English names (common/i18n.ts). */
const LANGUAGE_NAMES = new Map(languageOptions('en').map((option) => [option.lang, option.label]));

/**
 * A page language's English name with its code, `Arabic (ar)`; any other code as it is (the
 * lists show what was stored).
 */
export function formatLanguage(code: string): string {
  return isLocale(code) ? `${LANGUAGE_NAMES.get(code)} (${code})` : code;
}

/** A country's English name from its code (common/insights-format.ts). */
export { formatCountry } from '../../../common/insights-format';

/**
 * One annotation of the daily chart as a sentence: `29 Nov: editor@example.com published faq
 * (ar), home (fr)`, `… reverted …`, `… rolled the site back (…)`, `… rendered again by new site
 * code` (after a deploy), a note's `3 Dec: team@example.com noted “Newsletter sent”`, or a
 * deploy's `4 Dec: Deploy 1a2b3c4d` (the build id's first {@link SHORT_BUILD_ID_LENGTH} hex
 * digits). A shared link's answer has no addresses (`by` is `''`): `29 Nov: published …`,
 * `3 Dec: note “…”`.
 */
export function formatAnnotation(annotation: InsightsAnnotation): string {
  const day = formatShortDay(annotation.day);
  if (annotation.kind === 'deploy') {
    return `${day}: Deploy ${annotation.buildId.slice(0, SHORT_BUILD_ID_LENGTH)}`;
  }
  const who = annotation.by ? `${annotation.by} ` : '';
  if (annotation.kind === 'note') {
    return `${day}: ${who}${who ? 'noted' : 'note'} “${annotation.text}”`;
  }
  const pages = annotation.pages.map((page) => `${page.module} (${page.language})`).join(', ');
  switch (annotation.action) {
    case 'publish':
      return `${day}: ${who}published ${pages || 'no pages'}`;
    case 'revert':
      return `${day}: ${who}reverted ${pages || 'no pages'}`;
    case 'rollback':
      return `${day}: ${who}rolled the site back${pages ? ` (${pages})` : ''}`;
    case 'rerender':
      return `${day}: the site was rendered again by new site code`;
  }
}
