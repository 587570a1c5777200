/**
 * UTC days as the insights store them (`YYYY-MM-DD`, DESIGN §8 "Site insights"): a module with no
 * imports, so the roll-up, the queries and the report's schedule (read by server/env.ts) share it
 * without importing one another.
 */

/** One day in milliseconds. */
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a time (epoch ms), UTC. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `days` after `day` (negative: before), both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return dayOf(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS);
}
