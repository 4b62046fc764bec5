import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { percentageOf } from './percentage.js';
import { money } from './money.js';
import { ROUNDING_MODES } from './rounding.js';
import { moneyArb } from '../testing/arbitraries.js';

describe('percentageOf', () => {
  it('computes a percentage with the chosen rounding', () => {
    expect(percentageOf(money(1999, 'USD'), 15, 'half-up').amount).toBe(300);
    expect(percentageOf(money(1999, 'USD'), 15, 'down').amount).toBe(299);
    expect(percentageOf(money(1000, 'USD'), '7.25', 'half-even').amount).toBe(72);
    expect(percentageOf(money(1010, 'USD'), '7.25', 'half-even').amount).toBe(73);
    expect(percentageOf(money(10, 'USD'), 25, 'half-even').amount).toBe(2);
    expect(percentageOf(money(10, 'USD'), 25, 'half-up').amount).toBe(3);
  });

  it('is exact for fractional percentages that binary floats cannot hold', () => {
    // 0.1 % of 1,000,000 cents is exactly 1000 cents.
    expect(percentageOf(money(1_000_000, 'USD'), 0.1, 'down').amount).toBe(1000);
  });

  it('keeps the currency and handles 0 % and 100 %', () => {
    expect(percentageOf(money(777, 'JPY'), 100, 'down')).toEqual(money(777, 'JPY'));
    expect(percentageOf(money(777, 'JPY'), 0, 'up')).toEqual(money(0, 'JPY'));
  });

  it('refuses a percentage that is not a number', () => {
    expect(() => percentageOf(money(1, 'USD'), 'ten', 'down')).toThrow(RangeError);
    expect(() => percentageOf(money(1, 'USD'), Number.NaN, 'down')).toThrow(RangeError);
  });

  it('returns integer amounts within one unit of the exact value', () => {
    fc.assert(
      fc.property(
        moneyArb().filter((m) => Math.abs(m.amount) < 10 ** 12),
        fc.integer({ min: 0, max: 10000 }),
        fc.constantFrom(...ROUNDING_MODES),
        (value, basisPoints, mode) => {
          const got = percentageOf(value, basisPoints / 100, mode).amount;
          const exactTimes10000 = BigInt(value.amount) * BigInt(basisPoints);
          const diff = BigInt(got) * 10000n - exactTimes10000;
          return Number.isSafeInteger(got) && diff < 10000n && diff > -10000n;
        },
      ),
    );
  });
});
