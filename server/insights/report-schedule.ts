/**
 * When the insights' weekly report is due (DESIGN §8 "Site insights: e-mailed report";
 * docs/decisions/0048-insights-weekly-report.md). Weeks are ISO 8601 weeks (Monday to Sunday) in
 * UTC; the report of a week goes out at the schedule's slot in the week after it.
 */
import type { InsightsRange } from '../../common/insights-api';
import { addDays, dayOf } from './days';

/** Day names of `INSIGHTS_REPORT_SCHEDULE`, Monday first (ISO 8601 weekday 1–7). */
export const REPORT_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** When in its week the report goes out: an ISO weekday and a UTC time. */
export interface ReportSchedule {
  /** 1 (Monday) – 7 (Sunday). */
  weekday: number;
  /** Minutes after 00:00 UTC, 0–1439. */
  minute: number;
}

/** The default slot, `mon 08:00`: Monday 08:00 UTC. */
export const DEFAULT_REPORT_SCHEDULE: ReportSchedule = { weekday: 1, minute: 8 * 60 };

const SCHEDULE = /^(mon|tue|wed|thu|fri|sat|sun)\s+([01]\d|2[0-3]):([0-5]\d)$/i;

/**
 * Parses `INSIGHTS_REPORT_SCHEDULE`: a day and a 24-hour UTC time, `mon 08:00`, `fri 17:30`
 * (case-insensitive).
 * @returns the schedule, or null when the text is not of that form
 */
export function parseReportSchedule(text: string): ReportSchedule | null {
  const match = SCHEDULE.exec(text.trim());
  if (!match) return null;
  return {
    weekday:
      REPORT_WEEKDAYS.indexOf(match[1]!.toLowerCase() as (typeof REPORT_WEEKDAYS)[number]) + 1,
    minute: Number(match[2]) * 60 + Number(match[3]),
  };
}

/** The schedule as `INSIGHTS_REPORT_SCHEDULE` spells it (`mon 08:00`). */
export function formatReportSchedule(schedule: ReportSchedule): string {
  const hh = String(Math.floor(schedule.minute / 60)).padStart(2, '0');
  const mm = String(schedule.minute % 60).padStart(2, '0');
  return `${REPORT_WEEKDAYS[schedule.weekday - 1]} ${hh}:${mm}`;
}

/** The Monday (`YYYY-MM-DD`, UTC) of the ISO week holding `ms` (epoch ms). */
export function mondayOf(ms: number): string {
  const weekday = new Date(ms).getUTCDay() || 7;
  return addDays(dayOf(ms), 1 - weekday);
}

/** The ISO week whose Monday is `monday`, `YYYY-Www` (the year is its Thursday's, ISO 8601 §3.2.2). */
export function isoWeekLabel(monday: string): string {
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursdayMonday = mondayOf(Date.parse(`${year}-01-04T00:00:00.000Z`));
  const week = Math.round((Date.parse(monday) - Date.parse(firstThursdayMonday)) / 604_800_000) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** A week to report and the one before it, both Monday–Sunday. */
export interface ReportWeeks {
  week: InsightsRange;
  previousWeek: InsightsRange;
}

/** The last complete ISO week before the one holding `ms`, and the week before that. */
export function lastCompleteWeek(ms: number): ReportWeeks {
  const monday = addDays(mondayOf(ms), -7);
  return {
    week: { from: monday, to: addDays(monday, 6) },
    previousWeek: { from: addDays(monday, -7), to: addDays(monday, -1) },
  };
}

/**
 * The week whose report is due at `ms`: the last complete week, once this week's slot has
 * passed. Only this week's slot counts, so a report missed while no instance ran is sent later
 * in the same week, and never once the next week has begun (no backlog of old weeks).
 * @returns the weeks, or null before this week's slot
 */
export function dueReportWeek(ms: number, schedule: ReportSchedule): ReportWeeks | null {
  const slot =
    Date.parse(`${mondayOf(ms)}T00:00:00.000Z`) +
    (schedule.weekday - 1) * 86_400_000 +
    schedule.minute * 60_000;
  return ms >= slot ? lastCompleteWeek(ms) : null;
}
