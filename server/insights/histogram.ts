/**
 * The log-scale histogram behind the insights' p75 (DESIGN §8 "Site insights", decision 0025),
 * the way the Chrome UX Report keeps real-user metrics: a day's samples of one page and metric
 * are counted in buckets whose bounds grow by {@link HISTOGRAM_GROWTH}, so any period's p75 is
 * read from the sum of its days' histograms without keeping the raw values.
 *
 * Resolution: values are first scaled to whole units ({@link histogramScale}: 1 ms, or 0.001
 * for CLS). Bucket 0 holds [0, 1) unit; bucket k ≥ 1 holds [G^(k−1), G^k) units with
 * G = 1.02, and is reported as its geometric middle G^(k−½). The p75 read from the histogram
 * is therefore within 1 % (√1.02 − 1 ≈ 0.995 %) of the exact nearest-rank p75 of the raw
 * values, or within 0.5 unit below 1 unit; {@link p75OfHistogram} then rounds to the unit
 * (± 0.5 unit more).
 */
import type { VitalsMetric } from '../../common/insights-api';

/** Ratio of one bucket's upper bound to its lower bound. */
export const HISTOGRAM_GROWTH = 1.02;

/** Natural log of {@link HISTOGRAM_GROWTH}, the divisor of the bucket formula (SQL and JS). */
export const LN_HISTOGRAM_GROWTH = Math.log(HISTOGRAM_GROWTH);

/** Units per metric value: CLS (unitless, usually 0–1) in thousandths, the others in ms. */
export function histogramScale(metric: string): number {
  return metric === 'CLS' ? 1000 : 1;
}

/** The bucket of one value (≥ 0) of `metric`; see the module comment. */
export function bucketOf(metric: string, value: number): number {
  const units = value * histogramScale(metric);
  return units < 1 ? 0 : 1 + Math.floor(Math.log(units) / LN_HISTOGRAM_GROWTH);
}

/** The value a bucket stands for: its geometric middle, in the metric's own unit. */
export function bucketValue(metric: string, bucket: number): number {
  const units = bucket === 0 ? 0.5 : HISTOGRAM_GROWTH ** (bucket - 0.5);
  return units / histogramScale(metric);
}

/** A histogram: sample count per bucket. */
export type Histogram = Map<number, number>;

/**
 * The stored form (`insights_vitals_daily.histogram`): a JSON array of `bucket, count` pairs,
 * flattened, buckets ascending, e.g. `[0,3,412,10]`.
 */
export function encodeHistogram(histogram: Histogram): string {
  const flat: number[] = [];
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    flat.push(bucket, histogram.get(bucket)!);
  }
  return JSON.stringify(flat);
}

/** Adds a stored histogram ({@link encodeHistogram}) into `into`. */
export function addEncodedHistogram(into: Histogram, encoded: string): void {
  const flat = JSON.parse(encoded) as number[];
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const bucket = flat[i]!;
    into.set(bucket, (into.get(bucket) ?? 0) + flat[i + 1]!);
  }
}

/**
 * The nearest-rank 75th percentile of the histogram's samples (the smallest sample with at
 * least 75 % of the samples at or below it), as its bucket's {@link bucketValue}, rounded to the
 * metric's unit (whole ms; 0.001 CLS). Null for an empty histogram.
 */
export function p75OfHistogram(metric: VitalsMetric, histogram: Histogram): number | null {
  let total = 0;
  for (const count of histogram.values()) total += count;
  if (total === 0) return null;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket)!;
    if (seen >= rank) {
      const scale = histogramScale(metric);
      return Math.round(bucketValue(metric, bucket) * scale) / scale;
    }
  }
  return null;
}
