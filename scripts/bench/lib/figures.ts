/** Small helpers the bench suites share to reduce and print their figures. */

/** The middle value (the upper one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The nearest-rank percentile: the smallest of `values` with at least `p` per cent of them at or
 * below it, i.e. the ⌈p/100 · n⌉-th smallest of n (1-based; p = 0 gives the smallest). Always one
 * of the values, never interpolated; in their unit (ms, bytes, …).
 * @param values the sample, in any order (a sorted copy is read; `values` is left as it is)
 * @param p the percentile, in per cent from 0 to 100: 95 for p95, 50 for the median
 * @param ifEmpty what an empty sample gives; NaN unless the caller needs a number to print
 */
export function percentile(values: readonly number[], p: number, ifEmpty = Number.NaN): number {
  if (values.length === 0) return ifEmpty;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Bytes as KB with one decimal (1 KB = 1024 bytes), as the reports print them. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
