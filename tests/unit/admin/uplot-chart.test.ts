import { describe, expect, it } from 'vitest';
import { dayAxisRange } from '../../../admin/insights/components/uplot-chart';

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
