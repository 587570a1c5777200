/** Small helpers the bench suites share to reduce and print their figures. */

/** The middle value (the upper one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Bytes as KB with one decimal (1 KB = 1024 bytes), as the reports print them. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
