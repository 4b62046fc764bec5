import type { VitalName } from '@tessera/core';

/**
 * Web-vitals are kept as log-scale histograms (each bucket 4% wider than the last), so the p75 of
 * any range, template or page is a sum over small rows instead of a sort over raw events. The
 * answer is the upper bound of the bucket holding the 75th percentile: within 4% of the exact one.
 */
const GROWTH = 1.04;
const LOG_GROWTH = Math.log(GROWTH);

/** CLS is unitless and small: histogram it in thousandths. */
function scaleOf(metric: VitalName | string): number {
  return metric === 'CLS' ? 1000 : 1;
}

export function bucketOf(metric: VitalName | string, value: number): number {
  const scaled = Math.max(0, value) * scaleOf(metric);
  return Math.ceil(Math.log(scaled + 1) / LOG_GROWTH);
}

/** The largest value a bucket holds. */
export function bucketUpperBound(metric: VitalName | string, bucket: number): number {
  const value = (GROWTH ** bucket - 1) / scaleOf(metric);
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/** The p-th percentile of a histogram (nearest rank), or null when it is empty. */
export function histogramPercentile(
  metric: VitalName | string,
  histogram: ReadonlyMap<number, number>,
  p: number,
): number | null {
  let total = 0;
  for (const count of histogram.values()) total += count;
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (const [bucket, count] of [...histogram].sort(([x], [y]) => x - y)) {
    seen += count;
    if (seen >= rank) return bucketUpperBound(metric, bucket);
  }
  return null;
}
