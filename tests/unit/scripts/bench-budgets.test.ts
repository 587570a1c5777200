import { describe, expect, it } from 'vitest';
import { latencyBudget } from '../../../scripts/bench/suite';

describe('latencyBudget', () => {
  it('prints the statistic against its ceiling, one decimal measured', () => {
    expect(latencyBudget('SQLite: list', 'p95', 143.24, 200)).toEqual({
      what: 'SQLite: list',
      budget: 'p95 ≤ 200 ms',
      measured: 'p95 143.2 ms',
      ok: true,
    });
  });

  it('is met at the ceiling and missed above it', () => {
    expect(latencyBudget('x', 'max', 200, 200).ok).toBe(true);
    expect(latencyBudget('x', 'max', 200.01, 200)).toMatchObject({
      budget: 'max ≤ 200 ms',
      measured: 'max 200.0 ms',
      ok: false,
    });
  });
});
