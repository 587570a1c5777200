/** Time to first reply (common/reply-times.ts): ISO weeks, medians and the words for a duration. */
import { describe, expect, it } from 'vitest';
import { durationText, median, replyTimesByWeek, weekStartOf } from '../../../common/reply-times';

const HOUR = 3_600_000;

describe('time to first reply', () => {
  it('starts a week on Monday 00:00 UTC', () => {
    const day = (iso: string) => new Date(weekStartOf(Date.parse(iso))).toISOString();
    expect(day('2026-11-29T23:59:00Z')).toBe('2026-11-23T00:00:00.000Z'); // a Sunday
    expect(day('2026-11-30T00:00:00Z')).toBe('2026-11-30T00:00:00.000Z'); // a Monday
    expect(day('2026-12-02T12:00:00Z')).toBe('2026-11-30T00:00:00.000Z');
  });

  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('puts each message in the week it arrived, with the weeks before it empty', () => {
    const weeks = replyTimesByWeek(
      [
        { receivedAt: '2026-11-30T09:00:00Z', firstReplyAt: '2026-11-30T10:00:00Z' },
        { receivedAt: '2026-12-01T09:00:00Z', firstReplyAt: '2026-12-01T12:00:00Z' },
        { receivedAt: '2026-12-02T09:00:00Z', firstReplyAt: '2026-12-03T09:00:00Z' },
        { receivedAt: '2026-11-24T09:00:00Z', firstReplyAt: '2026-11-24T09:30:00Z' },
        // Before the eight weeks: left out.
        { receivedAt: '2026-09-01T09:00:00Z', firstReplyAt: '2026-09-01T10:00:00Z' },
      ],
      Date.parse('2026-12-03T10:00:00Z'),
      8,
    );
    expect(weeks).toHaveLength(8);
    expect(weeks[0]).toEqual({ weekStart: '2026-10-12', replied: 0, medianMs: null });
    expect(weeks.at(-2)).toEqual({ weekStart: '2026-11-23', replied: 1, medianMs: HOUR / 2 });
    expect(weeks.at(-1)).toEqual({ weekStart: '2026-11-30', replied: 3, medianMs: 3 * HOUR });
  });

  it('says a duration in minutes, hours and days', () => {
    expect(durationText(20_000)).toBe('< 1 min');
    expect(durationText(45 * 60_000)).toBe('45 min');
    expect(durationText(2 * HOUR + 10 * 60_000)).toBe('2 h 10 min');
    expect(durationText(3 * HOUR)).toBe('3 h');
    expect(durationText(76 * HOUR)).toBe('3 d 4 h');
  });
});
