import { describe, expect, it } from 'vitest';
import { percentile } from '../../../scripts/bench/lib/figures';

describe('percentile (nearest rank)', () => {
  const tenToHundred = [100, 20, 30, 40, 50, 60, 70, 80, 90, 10];

  it('is the ⌈p/100 · n⌉-th smallest value, whatever the order of the sample', () => {
    expect(percentile(tenToHundred, 50)).toBe(50);
    expect(percentile(tenToHundred, 95)).toBe(100);
    expect(percentile(tenToHundred, 90)).toBe(90);
    expect(percentile(tenToHundred, 91)).toBe(100);
    expect(percentile(tenToHundred, 10)).toBe(10);
    expect(percentile(tenToHundred, 11)).toBe(20);
  });

  it('gives the smallest value at 0 and the largest at 100', () => {
    expect(percentile(tenToHundred, 0)).toBe(10);
    expect(percentile(tenToHundred, 100)).toBe(100);
  });

  it('never interpolates, and leaves the sample unsorted', () => {
    const sample = [3, 1, 2, 4];
    expect(percentile(sample, 50)).toBe(2);
    expect(percentile(sample, 99)).toBe(4);
    expect(sample).toEqual([3, 1, 2, 4]);
  });

  it('gives NaN for an empty sample, or the value asked for', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(percentile([], 99, 0)).toBe(0);
  });

  it('is the one value of a single-value sample', () => {
    expect(percentile([7], 1)).toBe(7);
    expect(percentile([7], 99)).toBe(7);
  });
});
