/**
 * Performance collector rules (platform spec §3, §7, §9): the metric names, the good/poor
 * thresholds, the largest value kept and how long a report waits.
 */

/** "values beyond 2147483647 discarded" */
export const MAX_METRIC_VALUE = 2147483647;
/** "Report waits up to 60000 ms or page hide" */
export const REPORT_MAX_WAIT_MS = 60_000;
/** The delay after the load event before the first flush; the spec does not give its value. */
export const REPORT_FLUSH_DELAY_MS = 5_000;

/** The web-vitals the collector rates. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'FID'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * Good/poor thresholds. FCP, LCP, FID and CLS are the spec's (platform spec §9); INP and TTFB,
 * which the spec does not name, take the thresholds web-vitals publishes for them.
 */
export const VITAL_THRESHOLDS: { readonly [N in VitalName]: readonly [good: number, poor: number] } = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  FID: [100, 300],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  TTFB: [800, 1800],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export const VITAL_RATINGS: readonly VitalRating[] = ['good', 'needs-improvement', 'poor'];

export function isVitalName(name: unknown): name is VitalName {
  return typeof name === 'string' && (VITAL_NAMES as readonly string[]).includes(name);
}

/** good at or below the first threshold, poor above the second, else needs improvement. */
export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/** A metric value worth sending: finite, not negative, not beyond 2147483647. */
export function isReportableMetric(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_METRIC_VALUE;
}

/**
 * The performance event's metrics (platform spec §3) with the short keys the collector sends.
 * Times are milliseconds since navigation start; sizes are bytes; CLS is unitless.
 */
export const PERFORMANCE_METRICS = {
  cls: 'cumulative layout shift',
  decodedBodySize: 'decoded body size',
  encodedBodySize: 'encoded body size',
  domContentLoadedStart: 'DOM content loaded start',
  domContentLoadedEnd: 'DOM content loaded end',
  domainLookup: 'domain lookup',
  fcp: 'first contentful paint',
  fid: 'first input delay',
  lcp: 'largest contentful paint',
  loadEventStart: 'load event start',
  loadEventEnd: 'load event end',
  responseStart: 'response start',
  tcpConnection: 'TCP connection',
  tlsNegotiation: 'TLS negotiation',
  inp: 'interaction to next paint',
  ttfb: 'time to first byte',
} as const;
export type PerformanceMetricKey = keyof typeof PERFORMANCE_METRICS;
/** The keys alone, so the browser bundle carries no descriptions. */
export const PERFORMANCE_METRIC_KEYS = [
  'cls',
  'decodedBodySize',
  'encodedBodySize',
  'domContentLoadedStart',
  'domContentLoadedEnd',
  'domainLookup',
  'fcp',
  'fid',
  'lcp',
  'loadEventStart',
  'loadEventEnd',
  'responseStart',
  'tcpConnection',
  'tlsNegotiation',
  'inp',
  'ttfb',
] as const satisfies readonly PerformanceMetricKey[];

/** The vital a metric key is rated as, for the keys that are web-vitals. */
export const METRIC_VITALS: Partial<Record<PerformanceMetricKey, VitalName>> = {
  cls: 'CLS',
  fcp: 'FCP',
  fid: 'FID',
  lcp: 'LCP',
  inp: 'INP',
  ttfb: 'TTFB',
};

/** Keeps only the metrics worth sending (platform spec §9: values beyond 2147483647 are discarded). */
export function reportableMetrics(
  metrics: Partial<Record<PerformanceMetricKey, number>>,
): Partial<Record<PerformanceMetricKey, number>> {
  const kept: Partial<Record<PerformanceMetricKey, number>> = {};
  for (const [key, value] of Object.entries(metrics)) {
    if (isReportableMetric(value)) kept[key as PerformanceMetricKey] = value;
  }
  return kept;
}

/** The p-th percentile (0..100) of values by the nearest-rank method; null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}
