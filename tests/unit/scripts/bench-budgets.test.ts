import { describe, expect, it } from 'vitest';
import { durationBudget, latencyBudget } from '../../../scripts/bench/suite';

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

describe('durationBudget', () => {
  it('prints whole milliseconds against the ceiling', () => {
    expect(durationBudget('rollback, slowest', 812, 2_000)).toEqual({
      what: 'rollback, slowest',
      budget: '≤ 2000 ms',
      measured: '812 ms',
      ok: true,
    });
  });

  it('is met at the ceiling and missed above it', () => {
    expect(durationBudget('x', 2_000, 2_000).ok).toBe(true);
    expect(durationBudget('x', 2_001, 2_000).ok).toBe(false);
  });
});
