/**
 * The insights' weekly report (server/insights/report-email.ts, ./report-schedule.ts and the
 * settings of server/env.ts): composed from a fixed input into a plain-text and an HTML part
 * with the previous week's figure and the change of each; every text escaped in the HTML; an
 * empty week says "No data"; the slot (default Monday 08:00 UTC) decides which week is due, and
 * only this week's slot counts (no backlog).
 */
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../../server/env';
import {
  formatReportChange,
  renderInsightsReport,
  type InsightsReportData,
} from '../../../server/insights/report-email';
import {
  DEFAULT_REPORT_SCHEDULE,
  dueReportWeek,
  formatReportSchedule,
  isoWeekLabel,
  lastCompleteWeek,
  mondayOf,
  parseReportSchedule,
} from '../../../server/insights/report-schedule';

const WEEK = { from: '2026-11-16', to: '2026-11-22' };
const BEFORE = { from: '2026-11-09', to: '2026-11-15' };

const DATA: InsightsReportData = {
  week: WEEK,
  previousWeek: BEFORE,
  visitors: { current: 1_250, previous: 1_000 },
  pageViews: { current: 4_000, previous: 5_000 },
  pages: [
    { key: '/en/optimus', current: 900, previous: 600 },
    { key: '/<script>alert("x")</script>', current: 3, previous: 0 },
  ],
  countries: [
    { key: 'DE', current: 700, previous: 700 },
    { key: 'unknown', current: 10, previous: null },
  ],
  goals: [
    { goal: 'download-optimus', current: 12, previous: 8 },
    { goal: 'contact', current: 0, previous: 0 },
  ],
  vitals: [
    { metric: 'LCP', current: 2_340, previous: 2_600 },
    { metric: 'INP', current: null, previous: 180 },
    { metric: 'CLS', current: 0.05, previous: 0.1 },
  ],
};

describe('formatReportChange', () => {
  it('gives the signed change in percent, new from nothing, and – when a figure is unknown', () => {
    expect(formatReportChange(1_250, 1_000)).toBe('+25%');
    expect(formatReportChange(4_000, 5_000)).toBe('-20%');
    expect(formatReportChange(700, 700)).toBe('0%');
    expect(formatReportChange(1, 3)).toBe('-66.7%');
    expect(formatReportChange(3, 0)).toBe('new');
    expect(formatReportChange(0, 0)).toBe('0%');
    expect(formatReportChange(null, 180)).toBe('–');
    expect(formatReportChange(10, null)).toBe('–');
  });
});

describe('renderInsightsReport', () => {
  const report = renderInsightsReport(DATA, 'https://www.example.com');

  it('writes every figure with the week before and the change in the text part', () => {
    expect(report.subject).toBe('Site insights, week 2026-W47: 1,250 visitors (+25%)');
    const lines = report.text.split('\n');
    expect(lines[0]).toBe('Site insights, week 2026-W47 (16 Nov 2026 – 22 Nov 2026, UTC)');
    for (const line of [
      '  Visitors: 1,250 (week before 1,000, +25%)',
      '  Page views: 4,000 (week before 5,000, -20%)',
      '  /en/optimus: 900 (week before 600, +50%)',
      '  Germany: 700 (week before 700, 0%)',
      '  Unknown: 10 (week before –, –)',
      '  download-optimus: 12 (week before 8, +50%)',
      '  contact: 0 (week before 0, 0%)',
      '  LCP: 2,340 ms (week before 2,600 ms, -10%)',
      '  INP: – (week before 180 ms, –)',
      '  CLS: 0.05 (week before 0.10, -50%)',
    ]) {
      expect(lines).toContain(line);
    }
    expect(report.text).toContain(
      'On the insights page: https://www.example.com/admin/insights?period=custom&from=2026-11-16&to=2026-11-22',
    );
  });

  it('escapes every text in the HTML part and uses inline styles only', () => {
    expect(report.html).not.toContain('<script>');
    expect(report.html).toContain('/&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(report.html).toContain(
      'href="https://www.example.com/admin/insights?period=custom&amp;from=2026-11-16&amp;to=2026-11-22"',
    );
    expect(report.html).not.toMatch(/<style|<link|class=/);
    // One row per figure: the week, the week before and the change.
    expect(report.html).toMatch(
      /<td[^>]*>\/en\/optimus<\/td><td[^>]*>900<\/td><td[^>]*>600<\/td><td[^>]*>\+50%<\/td>/,
    );
    expect(report.html).toMatch(
      /<td[^>]*>LCP<\/td><td[^>]*>2,340 ms<\/td><td[^>]*>2,600 ms<\/td><td[^>]*>-10%<\/td>/,
    );
    expect(report.html.match(/<table /g)).toHaveLength(6);
  });

  it('has no link without an origin', () => {
    const bare = renderInsightsReport(DATA, null);
    expect(bare.text).not.toContain('/admin/insights');
    expect(bare.html).not.toContain('<a ');
  });

  it('says "No data" for an empty week, in both parts', () => {
    const empty = renderInsightsReport({
      ...DATA,
      visitors: { current: 0, previous: 40 },
      pageViews: { current: 0, previous: 90 },
      pages: [],
      countries: [],
      goals: DATA.goals.map((goal) => ({ ...goal, current: 0 })),
      vitals: DATA.vitals.map((vital) => ({ ...vital, current: null })),
    });
    expect(empty.subject).toBe('Site insights, week 2026-W47: no data');
    expect(empty.text).toContain('No data: no page views, goals or web vitals were recorded');
    expect(empty.html).toContain('No data: no page views, goals or web vitals were recorded');
    expect(empty.html).not.toContain('<table');
  });
});

describe('the schedule', () => {
  const at = (iso: string) => Date.parse(iso);

  it('parses a day and a UTC time, refusing anything else', () => {
    expect(parseReportSchedule('mon 08:00')).toEqual(DEFAULT_REPORT_SCHEDULE);
    expect(parseReportSchedule(' Fri  17:30 ')).toEqual({ weekday: 5, minute: 17 * 60 + 30 });
    expect(parseReportSchedule('sun 23:59')).toEqual({ weekday: 7, minute: 1439 });
    for (const bad of ['monday 08:00', 'mon 8:00', 'mon 24:00', 'mon', '0 8 * * 1', '']) {
      expect(parseReportSchedule(bad), bad).toBeNull();
    }
    expect(formatReportSchedule({ weekday: 5, minute: 17 * 60 + 30 })).toBe('fri 17:30');
  });

  it('names ISO weeks and their Mondays', () => {
    expect(mondayOf(at('2026-11-22T23:59:59.999Z'))).toBe('2026-11-16');
    expect(mondayOf(at('2026-11-23T00:00:00.000Z'))).toBe('2026-11-23');
    expect(isoWeekLabel('2026-11-16')).toBe('2026-W47');
    // 1 Jan 2026 is a Thursday: its week is 2026's first; 2027-01-01 is a Friday, in 2026-W53.
    expect(isoWeekLabel('2025-12-29')).toBe('2026-W01');
    expect(isoWeekLabel('2026-12-28')).toBe('2026-W53');
    expect(lastCompleteWeek(at('2026-11-25T12:00:00Z'))).toEqual({
      week: WEEK,
      previousWeek: BEFORE,
    });
  });

  it('is due from this week’s slot on, for the last complete week, never for older ones', () => {
    const schedule = DEFAULT_REPORT_SCHEDULE;
    expect(dueReportWeek(at('2026-11-23T07:59:59.999Z'), schedule)).toBeNull();
    expect(dueReportWeek(at('2026-11-23T08:00:00.000Z'), schedule)?.week).toEqual(WEEK);
    // Down on Monday, up on Sunday night: still that week's report.
    expect(dueReportWeek(at('2026-11-29T23:59:00.000Z'), schedule)?.week).toEqual(WEEK);
    // Down until the next Monday 07:00: not due, and the missed week is not sent later.
    expect(dueReportWeek(at('2026-11-30T07:00:00.000Z'), schedule)).toBeNull();
    expect(dueReportWeek(at('2026-11-30T08:00:00.000Z'), schedule)?.week.from).toBe('2026-11-23');
    const friday = { weekday: 5, minute: 17 * 60 };
    expect(dueReportWeek(at('2026-11-26T12:00:00Z'), friday)).toBeNull();
    expect(dueReportWeek(at('2026-11-27T17:00:00Z'), friday)?.week).toEqual(WEEK);
  });
});

describe('parseEnv: INSIGHTS_REPORT, INSIGHTS_REPORT_SCHEDULE, INSIGHTS_REPORT_TO', () => {
  const smtp = {
    SMTP_URL: 'smtp://127.0.0.1:2525',
    NOTIFY_TO: 'team@example.com',
    NOTIFY_FROM: 'Website <noreply@example.com>',
  };

  it('is on, Monday 08:00 UTC, to NOTIFY_TO by default', () => {
    expect(parseEnv(smtp).insightsReport).toEqual({
      enabled: true,
      schedule: DEFAULT_REPORT_SCHEDULE,
      to: ['team@example.com'],
    });
    expect(parseEnv({}).insightsReport.to).toEqual([]);
  });

  it('takes its own slot and recipients, or off', () => {
    expect(
      parseEnv({
        ...smtp,
        INSIGHTS_REPORT: 'off',
        INSIGHTS_REPORT_SCHEDULE: 'fri 17:30',
        INSIGHTS_REPORT_TO: 'boss@example.com, growth@example.com',
      }).insightsReport,
    ).toEqual({
      enabled: false,
      schedule: { weekday: 5, minute: 17 * 60 + 30 },
      to: ['boss@example.com', 'growth@example.com'],
    });
  });

  it('refuses a bad schedule, switch or address, naming the variable', () => {
    for (const [name, value] of [
      ['INSIGHTS_REPORT_SCHEDULE', '0 8 * * 1'],
      ['INSIGHTS_REPORT', 'yes'],
      ['INSIGHTS_REPORT_TO', 'boss@example.com, not-an-address'],
    ] as const) {
      expect(() => parseEnv({ ...smtp, [name]: value }), name).toThrow(EnvError);
      expect(() => parseEnv({ ...smtp, [name]: value }), name).toThrow(name);
    }
  });
});
