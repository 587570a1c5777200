/**
 * Time to first reply (docs/inbox.md "Time to first reply"): for each message the team answered
 * from the inbox, the time from its receipt to the first reply; per ISO week (Monday 00:00 UTC) of
 * the receipt, how many were answered and their median. Shared by the server, which computes the
 * weeks, and the inbox, which shows a message's own figure.
 */

/** One week of {@link replyTimesByWeek}: its Monday (`YYYY-MM-DD`, UTC), count and median (ms). */
export interface ReplyTimeWeek {
  weekStart: string;
  /** Messages received that week that have a reply. */
  replied: number;
  /** Median time to the first reply, in ms; null when none was answered. */
  medianMs: number | null;
}

/** `GET /api/admin/reply-times`: the last weeks, oldest first, the current one last. */
export interface ReplyTimesResponse {
  weeks: ReplyTimeWeek[];
}

const DAY_MS = 86_400_000;

/** The Monday 00:00 UTC on or before `ms`, as ms since the epoch (ISO 8601 weeks). */
export function weekStartOf(ms: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  // 1970-01-01 was a Thursday: getUTCDay() is 0 on Sunday, so Monday is (day + 6) % 7 days back.
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
}

/** The median of `values` (the mean of the middle two for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The last `weeks` ISO weeks up to the one holding `nowMs`, each with its answered messages'
 * median time to first reply.
 * @param answered one entry per answered message: its receipt and first reply, ISO 8601
 */
export function replyTimesByWeek(
  answered: readonly { receivedAt: string; firstReplyAt: string }[],
  nowMs: number,
  weeks: number,
): ReplyTimeWeek[] {
  const current = weekStartOf(nowMs);
  const starts = Array.from({ length: weeks }, (_, i) => current - (weeks - 1 - i) * 7 * DAY_MS);
  const byWeek = new Map<number, number[]>(starts.map((start) => [start, []]));
  for (const row of answered) {
    const received = Date.parse(row.receivedAt);
    const times = byWeek.get(weekStartOf(received));
    if (times) times.push(Math.max(0, Date.parse(row.firstReplyAt) - received));
  }
  return starts.map((start) => {
    const times = byWeek.get(start)!;
    return {
      weekStart: new Date(start).toISOString().slice(0, 10),
      replied: times.length,
      medianMs: median(times),
    };
  });
}

/** A duration for people: "45 min", "2 h 10 min", "3 d 4 h" (under a minute: "< 1 min"). */
export function durationText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return '< 1 min';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
