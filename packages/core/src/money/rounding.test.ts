import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { divideRounded, ROUNDING_MODES } from './rounding.js';
import type { RoundingMode } from './rounding.js';

// Each row: numerator / 10 for numerators 25, 15, 11, -11, 16, -25 (2.5, 1.5, 1.1, -1.1, 1.6, -2.5).
const table: Record<RoundingMode, number[]> = {
  up: [3, 2, 2, -2, 2, -3],
  down: [2, 1, 1, -1, 1, -2],
  ceiling: [3, 2, 2, -1, 2, -2],
  floor: [2, 1, 1, -2, 1, -3],
  'half-up': [3, 2, 1, -1, 2, -3],
  'half-down': [2, 1, 1, -1, 2, -2],
  'half-even': [2, 2, 1, -1, 2, -2],
};

describe('divideRounded', () => {
  for (const mode of ROUNDING_MODES) {
    it(`rounds ${mode}`, () => {
      const got = [25n, 15n, 11n, -11n, 16n, -25n].map((n) => Number(divideRounded(n, 10n, mode)));
      expect(got).toEqual(table[mode]);
    });
  }

  it('is exact when the division has no remainder', () => {
    expect(divideRounded(-30n, 10n, 'up')).toBe(-3n);
  });

  it('accepts a negative divisor', () => {
    expect(divideRounded(25n, -10n, 'half-up')).toBe(-3n);
  });

  it('refuses division by zero', () => {
    expect(() => divideRounded(1n, 0n, 'down')).toThrow(RangeError);
  });

  it('always lands within one unit of the true quotient', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.constantFrom(...ROUNDING_MODES),
        (n, d, mode) => {
          const q = divideRounded(n, d, mode);
          const distance = n - q * d;
          return distance < d && distance > -d;
        },
      ),
    );
  });
});
