/**
 * The insights' weekly report as an e-mail (DESIGN §8 "Site insights: e-mailed report";
 * docs/insights.md "E-mailed report"): the last complete ISO week set against the week before —
 * visitors, page views, the top pages and countries, every goal's count and the site-wide p75
 * of LCP, INP and CLS — each figure with the previous week's and the change in percent.
 *
 * - A plain-text part (one line per figure, readable in any client) and a simple HTML part
 *   (tables, inline styles only: mail clients drop `<style>` and external sheets). Every text
 *   in the HTML part goes through server/html-escape.ts (OWASP XSS Prevention rule 1): page
 *   paths are visitor-reachable URLs and must not become markup.
 * - Aggregates only (docs/privacy.md): counts and percentiles, never an address or a hash.
 * - In English, the team's language, with the insights page's number forms (en-GB,
 *   admin/insights/utils/format.ts).
 * - A link to `/admin/insights` for the week when the site's public origin is known.
 */
import type { InsightsRange } from '../../common/insights-api';
import { formatCountry } from '../../common/insights-format';
import { escapeHtml } from '../html-escape';
import { isoWeekLabel } from './report-schedule';

/** The metrics the report shows, in this order. */
export const REPORT_VITALS = ['LCP', 'INP', 'CLS'] as const;

/** One figure of the week and the week before; null when not known (e.g. too few samples). */
export interface ReportFigure {
  current: number | null;
  previous: number | null;
}

/** What the report says: the numbers, read from the dashboard's queries (./report.ts). */
export interface InsightsReportData {
  week: InsightsRange;
  previousWeek: InsightsRange;
  visitors: ReportFigure;
  pageViews: ReportFigure;
  /** The week's top pages by page views, most viewed first (at most 10). */
  pages: (ReportFigure & { key: string })[];
  /** The week's top countries by page views (ISO 3166-1 alpha-2 or `unknown`), at most 10. */
  countries: (ReportFigure & { key: string })[];
  /** Every goal, times reached. */
  goals: (ReportFigure & { goal: string })[];
  /** Site-wide p75: ms for LCP and INP, unitless for CLS. */
  vitals: (ReportFigure & { metric: (typeof REPORT_VITALS)[number] })[];
}

/** The rendered report: a subject and the two parts. */
export interface RenderedReport {
  subject: string;
  text: string;
  html: string;
}

const LOCALE = 'en-GB';
const count = new Intl.NumberFormat(LOCALE);
const ms = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const cls = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The change from `previous` to `current` in percent: `+25%`, `-10%`, `0%`; `new` from nothing
 * to something; `–` when either is unknown.
 */
export function formatReportChange(current: number | null, previous: number | null): string {
  if (current === null || previous === null) return '–';
  if (previous === 0) return current === 0 ? '0%' : 'new';
  return percent.format((current - previous) / previous);
}

/** A figure as the report writes it: a count, `1,234 ms` or a CLS `0.05`; `–` when unknown. */
function formatValue(value: number | null, unit: 'count' | 'ms' | 'cls'): string {
  if (value === null) return '–';
  if (unit === 'ms') return `${ms.format(value)} ms`;
  return unit === 'cls' ? cls.format(value) : count.format(value);
}

/** A UTC day as `16 Nov 2026`. */
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00.000Z`));

/** The link to the insights page for a range, or null without an origin. */
export function insightsLink(
  origin: string | null | undefined,
  range: InsightsRange,
): string | null {
  if (!origin) return null;
  const query = new URLSearchParams({ period: 'custom', from: range.from, to: range.to });
  return `${origin.replace(/\/+$/, '')}/admin/insights?${query.toString()}`;
}

/** A table of the report: a heading, its first column's title, and rows of figures. */
interface Section {
  title: string;
  column: string;
  unit: 'count' | 'ms' | 'cls';
  rows: { label: string; figure: ReportFigure }[];
  /** Shown instead of the rows when there are none. */
  empty: string;
}

/** Whether the week has anything to report at all. */
function hasData(data: InsightsReportData): boolean {
  return (
    (data.pageViews.current ?? 0) > 0 ||
    data.goals.some((goal) => (goal.current ?? 0) > 0) ||
    data.vitals.some((vital) => vital.current !== null)
  );
}

/** The report's sections, in order. */
function sectionsOf(data: InsightsReportData): Section[] {
  return [
    {
      title: 'Traffic',
      column: 'Figure',
      unit: 'count',
      rows: [
        { label: 'Visitors', figure: data.visitors },
        { label: 'Page views', figure: data.pageViews },
      ],
      empty: 'No data.',
    },
    {
      title: 'Top pages (page views)',
      column: 'Page',
      unit: 'count',
      rows: data.pages.map((row) => ({ label: row.key, figure: row })),
      empty: 'No page views.',
    },
    {
      title: 'Countries (page views)',
      column: 'Country',
      unit: 'count',
      rows: data.countries.map((row) => ({ label: formatCountry(row.key), figure: row })),
      empty: 'No page views.',
    },
    {
      title: 'Goals (times reached)',
      column: 'Goal',
      unit: 'count',
      rows: data.goals.map((row) => ({ label: row.goal, figure: row })),
      empty: 'No goals.',
    },
    ...(['ms', 'cls'] as const).map((unit): Section => ({
      title: unit === 'ms' ? 'Web vitals, site-wide p75' : 'Layout shift, site-wide p75',
      column: 'Metric',
      unit,
      rows: data.vitals
        .filter((row) => (row.metric === 'CLS') === (unit === 'cls'))
        .map((row) => ({ label: row.metric, figure: row })),
      empty: 'No samples.',
    })),
  ];
}

// Long paths wrap anywhere (a phone's 375 px), numbers never.
const CELL =
  'padding:4px 8px;border-bottom:1px solid #e2e8f0;text-align:start;overflow-wrap:anywhere;word-break:break-word';
const NUMBER_CELL =
  'padding:4px 8px;border-bottom:1px solid #e2e8f0;text-align:end;white-space:nowrap';

/**
 * Renders the report (pure: the same data give the same bytes).
 * @param origin the site's public origin for the link to the insights page; none without it
 */
export function renderInsightsReport(
  data: InsightsReportData,
  origin?: string | null,
): RenderedReport {
  const label = isoWeekLabel(data.week.from);
  const period = `${formatDay(data.week.from)} – ${formatDay(data.week.to)}`;
  const before = `${formatDay(data.previousWeek.from)} – ${formatDay(data.previousWeek.to)}`;
  const link = insightsLink(origin, data.week);
  const any = hasData(data);
  const visitors = formatValue(data.visitors.current, 'count');
  const subject = any
    ? `Site insights, week ${label}: ${visitors} visitors (${formatReportChange(data.visitors.current, data.visitors.previous)})`
    : `Site insights, week ${label}: no data`;
  const sections = sectionsOf(data);

  const text: string[] = [
    `Site insights, week ${label} (${period}, UTC)`,
    `Compared with the week before (${before}).`,
    '',
  ];
  if (!any) text.push('No data: no page views, goals or web vitals were recorded this week.', '');
  else {
    for (const section of sections) {
      text.push(section.title);
      if (section.rows.length === 0) text.push(`  ${section.empty}`);
      for (const { label: name, figure } of section.rows) {
        text.push(
          `  ${name}: ${formatValue(figure.current, section.unit)} (week before ${formatValue(figure.previous, section.unit)}, ${formatReportChange(figure.current, figure.previous)})`,
        );
      }
      text.push('');
    }
  }
  if (link) text.push(`On the insights page: ${link}`, '');
  text.push('Aggregates only: no visitor is named or tracked in this report.', '');

  const html: string[] = [
    '<!doctype html>',
    '<html lang="en" dir="ltr"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.4;color:#0f172a;background:#ffffff">',
    `<h1 style="font-size:20px;margin:0 0 4px">Site insights, week ${escapeHtml(label)}</h1>`,
    `<p style="margin:0 0 16px;color:#475569">${escapeHtml(period)} (UTC), compared with the week before (${escapeHtml(before)}).</p>`,
  ];
  if (!any) {
    html.push(
      '<p style="margin:0 0 16px">No data: no page views, goals or web vitals were recorded this week.</p>',
    );
  } else {
    for (const section of sections) {
      html.push(`<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(section.title)}</h2>`);
      if (section.rows.length === 0) {
        html.push(`<p style="margin:0;color:#475569">${escapeHtml(section.empty)}</p>`);
        continue;
      }
      html.push(
        '<table role="table" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:640px">',
        `<thead><tr><th scope="col" style="${CELL}">${escapeHtml(section.column)}</th><th scope="col" style="${NUMBER_CELL}">This week</th><th scope="col" style="${NUMBER_CELL}">Week before</th><th scope="col" style="${NUMBER_CELL}">Change</th></tr></thead><tbody>`,
      );
      for (const { label: name, figure } of section.rows) {
        html.push(
          `<tr><td style="${CELL}" dir="auto">${escapeHtml(name)}</td><td style="${NUMBER_CELL}">${escapeHtml(formatValue(figure.current, section.unit))}</td><td style="${NUMBER_CELL}">${escapeHtml(formatValue(figure.previous, section.unit))}</td><td style="${NUMBER_CELL}">${escapeHtml(formatReportChange(figure.current, figure.previous))}</td></tr>`,
        );
      }
      html.push('</tbody></table>');
    }
  }
  if (link) {
    html.push(
      `<p style="margin:16px 0 0"><a href="${escapeHtml(link)}" style="color:#1d4ed8">Open the week on the insights page</a></p>`,
    );
  }
  html.push(
    '<p style="margin:16px 0 0;color:#475569;font-size:12px">Aggregates only: no visitor is named or tracked in this report.</p>',
    '</body></html>',
    '',
  );
  return { subject, text: text.join('\n'), html: html.join('\n') };
}
