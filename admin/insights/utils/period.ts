/**
 * The insights page's period (DESIGN §8 "Site insights"): read from and written to the page's
 * query string (`?period=7d`, or `?period=custom&from=YYYY-MM-DD&to=YYYY-MM-DD`), so reload and
 * Back keep it. Only the period goes in the URL, never anything about a person (DESIGN §8
 * "Without JavaScript": no personal data in any URL).
 */
import { INSIGHTS_PERIODS, type InsightsPeriod } from '../../../common/insights-api';

/** The period the page shows: a preset, or `custom` with its inclusive UTC days. */
export interface PeriodChoice {
  period: InsightsPeriod;
  /** `YYYY-MM-DD`; only for `custom`. */
  from?: string;
  to?: string;
}

/** The period shown when the URL names none. */
export const DEFAULT_PERIOD: PeriodChoice = { period: '7d' };

/** The picker's label of each period. */
export const PERIOD_LABELS: Record<InsightsPeriod, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  custom: 'Custom',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (ISO 8601, UTC). */
export function isDay(text: string | null | undefined): text is string {
  if (!text || !DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * The period of a query string; anything unknown or a custom range without two valid days in
 * order falls back to {@link DEFAULT_PERIOD}, so a hand-edited URL still shows a page.
 */
export function parsePeriod(search: string): PeriodChoice {
  const params = new URLSearchParams(search);
  const period = params.get('period');
  if (!INSIGHTS_PERIODS.includes(period as InsightsPeriod)) return DEFAULT_PERIOD;
  if (period !== 'custom') return { period: period as InsightsPeriod };
  const from = params.get('from');
  const to = params.get('to');
  return isDay(from) && isDay(to) && from <= to ? { period: 'custom', from, to } : DEFAULT_PERIOD;
}

/** The query string of a period, without `?`: the page's URL and the API's (same names). */
export function periodQuery(choice: PeriodChoice): string {
  const params = new URLSearchParams({ period: choice.period });
  if (choice.period === 'custom' && choice.from && choice.to) {
    params.set('from', choice.from);
    params.set('to', choice.to);
  }
  return params.toString();
}
