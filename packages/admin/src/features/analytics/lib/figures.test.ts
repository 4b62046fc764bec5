import { describe, expect, it } from 'vitest';
import { duration, percent, ratingOf, vitalValue } from './figures.js';

describe('report figures', () => {
  it('writes visit lengths in seconds, minutes and hours', () => {
    expect(duration(45.4)).toBe('45s');
    expect(duration(125)).toBe('2m 05s');
    expect(duration(3720)).toBe('1h 02m');
  });

  it('rates a p75 by the thresholds of core (LCP 2500/4000, CLS 0.1/0.25)', () => {
    expect(ratingOf('LCP', 2500)).toBe('good');
    expect(ratingOf('LCP', 2501)).toBe('needs-improvement');
    expect(ratingOf('LCP', 4001)).toBe('poor');
    expect(ratingOf('CLS', 0.26)).toBe('poor');
    expect(ratingOf('INP', null)).toBeNull();
    expect(vitalValue('CLS', 0.1234)).toBe('0.123');
    expect(vitalValue('TTFB', null)).toBe('—');
    expect(percent(45.25)).toMatch(/^45\.[23]%$/);
  });
});
