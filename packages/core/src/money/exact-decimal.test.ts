import { describe, expect, it } from 'vitest';
import { exactDecimalFromNumber, parseExactDecimal } from './exact-decimal.js';

describe('parseExactDecimal', () => {
  it.each([
    ['12.50', 1250n, 2],
    ['-0.1', -1n, 1],
    ['.5', 5n, 1],
    ['7.', 7n, 0],
    ['1e-7', 1n, 7],
    ['2.5E3', 2500n, 0],
    ['+3', 3n, 0],
  ])('reads %s exactly', (text, units, scale) => {
    expect(parseExactDecimal(text)).toEqual({ units, scale });
  });

  it.each(['', '.', 'abc', '1,5', '1.2.3', '--1', 'e5'])('refuses %j', (text) => {
    expect(parseExactDecimal(text)).toBeUndefined();
  });

  it('reads numbers through their shortest text, not their binary value', () => {
    expect(exactDecimalFromNumber(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(exactDecimalFromNumber(Number.NaN)).toBeUndefined();
  });
});
