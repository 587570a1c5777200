import { describe, expect, it } from 'vitest';
import { dayAxisRange, daySplits } from '../../../admin/insights/components/uplot-chart';

const DAY_S = 86_400;
const nov27 = Date.parse('2026-11-27T00:00:00Z') / 1000;

describe('dayAxisRange', () => {
  it('centres the one day of Today in a day’s width, whatever uPlot proposes', () => {
    // uPlot's time scale proposes [x, x + 1 day] for a single point.
    expect(dayAxisRange([nov27], nov27, nov27 + DAY_S)).toEqual([
      nov27 - DAY_S / 2,
      nov27 + DAY_S / 2,
    ]);
  });

  it('keeps uPlot’s range for two days or more', () => {
    expect(dayAxisRange([nov27, nov27 + DAY_S], nov27, nov27 + DAY_S)).toEqual([
      nov27,
      nov27 + DAY_S,
    ]);
  });
});

describe('daySplits', () => {
  const days = (n: number) => Array.from({ length: n }, (_, i) => nov27 + i * DAY_S);
  /** The smallest distance between two ticks on a plot `width` px wide, px. */
  const gap = (x: number[], splits: number[], width: number) => {
    const px = (s: number) => ((s - x[0]!) / (x.at(-1)! - x[0]!)) * width;
    return Math.min(...splits.slice(1).map((s, i) => px(s) - px(splits[i]!)));
  };

  it('keeps day labels at least 64 px apart at 375 px and wide, for every period', () => {
    // 375 px screen: the plot is about 375 - 2 × 16 (page) - 2 × 16 (panel) - 84 (y axis) px.
    for (const width of [227, 1100]) {
      for (const n of [2, 7, 14, 30, 90, 400]) {
        const x = days(n);
        const splits = daySplits(x, width);
        expect(splits[0], `${n} days at ${width} px`).toBe(x[0]);
        expect(splits.every((s) => x.includes(s))).toBe(true);
        if (splits.length > 1) expect(gap(x, splits, width)).toBeGreaterThanOrEqual(64);
      }
    }
  });

  it('labels every day while they fit, and one day alone', () => {
    expect(daySplits(days(7), 1100)).toEqual(days(7));
    expect(daySplits([nov27], 200)).toEqual([nov27]);
    expect(daySplits(days(30), 227)).toHaveLength(3);
  });
});
