import { useEffect, useState } from 'react';
import { durationText, type ReplyTimeWeek } from '../../../common/reply-times';
import { getReplyTimes } from '../api/messages';
import { whileCurrent } from '../../lib/latest-answer';

/** "Week of 23 Nov" for a week's Monday (`YYYY-MM-DD`, UTC). */
const weekLabel = (weekStart: string) =>
  `Week of ${new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })}`;

/**
 * Time to first reply (docs/inbox.md): the median of the current week in a line, and every week
 * of the last eight (its count of answered messages beside it) behind a disclosure. Loaded once
 * per visit of the page (`GET /api/admin/reply-times`); a failure hides it rather than alarm.
 */
export function ReplyTimes({ refreshKey }: { refreshKey?: unknown }) {
  const [weeks, setWeeks] = useState<ReplyTimeWeek[] | null>(null);
  useEffect(() => {
    return whileCurrent(
      getReplyTimes(),
      (answer) => setWeeks(answer.weeks),
      () => setWeeks(null),
    );
  }, [refreshKey]);
  if (!weeks || weeks.length === 0) return null;
  const thisWeek = weeks.at(-1)!;
  const median = (week: ReplyTimeWeek) =>
    week.medianMs === null ? 'no reply yet' : `${durationText(week.medianMs)} (${week.replied})`;
  return (
    <details className="mb-3 text-sm text-muted" data-testid="reply-times">
      <summary className="cursor-pointer">
        Time to first reply, median this week: {median(thisWeek)}
      </summary>
      <table className="mt-2 text-start">
        <caption className="sr-only">Median time to first reply per week, oldest first</caption>
        <thead>
          <tr>
            <th scope="col" className="pe-4 text-start font-medium">
              Week
            </th>
            <th scope="col" className="text-start font-medium">
              Median (messages answered)
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <td className="pe-4">{weekLabel(week.weekStart)}</td>
              <td>{median(week)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
