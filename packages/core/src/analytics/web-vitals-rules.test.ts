import { describe, expect, it } from 'vitest';
import {
  MAX_METRIC_VALUE,
  percentile,
  rateVital,
  reportableMetrics,
  REPORT_MAX_WAIT_MS,
} from './web-vitals-rules.js';

describe('web-vitals rules', () => {
  it('rates with the spec thresholds (good at or below, poor above)', () => {
    expect(rateVital('FCP', 1800)).toBe('good');
    expect(rateVital('FCP', 1801)).toBe('needs-improvement');
    expect(rateVital('FCP', 3000)).toBe('needs-improvement');
    expect(rateVital('FCP', 3001)).toBe('poor');
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 4000.5)).toBe('poor');
    expect(rateVital('FID', 100)).toBe('good');
    expect(rateVital('FID', 301)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.2)).toBe('needs-improvement');
    expect(rateVital('CLS', 0.26)).toBe('poor');
  });

  it('discards values beyond 2147483647, negatives and non-numbers', () => {
    expect(MAX_METRIC_VALUE).toBe(2147483647);
    expect(
      reportableMetrics({ lcp: 1200, fcp: 2147483648, cls: -1, ttfb: Number.NaN, inp: MAX_METRIC_VALUE }),
    ).toEqual({ lcp: 1200, inp: MAX_METRIC_VALUE });
  });

  it('waits at most 60000 ms', () => {
    expect(REPORT_MAX_WAIT_MS).toBe(60000);
  });

  it('computes the nearest-rank percentile', () => {
    expect(percentile([], 75)).toBeNull();
    expect(percentile([4, 1, 3, 2], 75)).toBe(3);
    expect(percentile([10], 75)).toBe(10);
  });
});

describe('performance metric keys', () => {
  it('lists every metric of the performance event once', async () => {
    const { PERFORMANCE_METRICS, PERFORMANCE_METRIC_KEYS } = await import('./web-vitals-rules.js');
    expect([...PERFORMANCE_METRIC_KEYS].sort()).toEqual(Object.keys(PERFORMANCE_METRICS).sort());
  });
});
