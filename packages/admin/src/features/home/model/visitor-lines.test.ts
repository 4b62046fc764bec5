import { describe, expect, it } from 'vitest';
import { conversionLine } from './visitor-lines.js';

describe('the visitor card’s conversion line', () => {
  it('gives orders per 100 visits for both weeks, and says so when a week had no visits', () => {
    expect(conversionLine(3, 4)).toBe('Conversion rate: 3% (4% the 7 days before)');
    expect(conversionLine(1.5, null)).toBe('Conversion rate: 1.5% (no visits the 7 days before)');
    expect(conversionLine(null, 4)).toBe('Conversion rate: none yet, no visits (4% the 7 days before)');
    expect(conversionLine(null, null)).toBe(
      'Conversion rate: none yet, no visits (no visits the 7 days before)',
    );
  });
});
