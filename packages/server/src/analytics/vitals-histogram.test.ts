import { percentile } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { bucketOf, histogramPercentile } from './vitals-histogram.js';

describe('vitals histograms', () => {
  it('gives a p75 within 4% of the exact one', () => {
    const values = Array.from({ length: 1000 }, (_, i) => 200 + ((i * 7919) % 5000));
    const counts = new Map<number, number>();
    for (const v of values) counts.set(bucketOf('LCP', v), (counts.get(bucketOf('LCP', v)) ?? 0) + 1);
    const exact = percentile(values, 75) as number;
    const approx = histogramPercentile('LCP', counts, 75) as number;
    expect(approx).toBeGreaterThanOrEqual(exact);
    expect(approx / exact).toBeLessThan(1.041);
  });

  it('keeps CLS precision in thousandths and answers null when empty', () => {
    const b = bucketOf('CLS', 0.1);
    const value = histogramPercentile('CLS', new Map([[b, 3]]), 75) as number;
    expect(value).toBeGreaterThanOrEqual(0.1);
    expect(value).toBeLessThan(0.105);
    expect(histogramPercentile('CLS', new Map(), 75)).toBeNull();
    expect(bucketOf('TTFB', 0)).toBe(0);
  });
});
