import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocateMoney, splitMoney } from './allocate.js';
import { money } from './money.js';
import { moneyArb } from '../testing/arbitraries.js';

const amounts = (list: { amount: number }[]) => list.map((m) => m.amount);

describe('allocateMoney', () => {
  it('gives leftover units to the largest remainders', () => {
    expect(amounts(allocateMoney(money(1000, 'USD'), [1, 1, 1]))).toEqual([334, 333, 333]);
    expect(amounts(allocateMoney(money(100, 'USD'), [70, 20, 10]))).toEqual([70, 20, 10]);
    expect(amounts(allocateMoney(money(5, 'USD'), [1, 2]))).toEqual([2, 3]);
    // 1.5 and 3.5: equal remainders, so the earlier share takes the unit.
    expect(amounts(allocateMoney(money(5, 'USD'), [3, 7]))).toEqual([2, 3]);
  });

  it('splits negative totals symmetrically', () => {
    expect(amounts(allocateMoney(money(-1000, 'USD'), [1, 1, 1]))).toEqual([-334, -333, -333]);
  });

  it('allows zero ratios but not all zero, negative or fractional ones', () => {
    expect(amounts(allocateMoney(money(10, 'USD'), [0, 1]))).toEqual([0, 10]);
    expect(() => allocateMoney(money(10, 'USD'), [0, 0])).toThrow(RangeError);
    expect(() => allocateMoney(money(10, 'USD'), [-1, 2])).toThrow(RangeError);
    expect(() => allocateMoney(money(10, 'USD'), [0.5])).toThrow(RangeError);
    expect(() => allocateMoney(money(10, 'USD'), [])).toThrow(RangeError);
  });

  it('always sums to the whole, in the same currency, with integer shares', () => {
    fc.assert(
      fc.property(
        moneyArb(),
        fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 12 }),
        (total, ratios) => {
          fc.pre(ratios.some((r) => r > 0));
          const shares = allocateMoney(total, ratios);
          const sum = shares.reduce((acc, s) => acc + BigInt(s.amount), 0n);
          return (
            sum === BigInt(total.amount) &&
            shares.every((s) => s.currency === total.currency && Number.isSafeInteger(s.amount))
          );
        },
      ),
    );
  });
});

describe('splitMoney', () => {
  it('splits into equal parts with the remainder on the first parts', () => {
    expect(amounts(splitMoney(money(1001, 'USD'), 4))).toEqual([251, 250, 250, 250]);
    expect(amounts(splitMoney(money(1003, 'USD'), 4))).toEqual([251, 251, 251, 250]);
    expect(amounts(splitMoney(money(7, 'JPY'), 2))).toEqual([4, 3]);
  });

  it('refuses a non-positive number of parts', () => {
    expect(() => splitMoney(money(1, 'USD'), 0)).toThrow(RangeError);
  });

  it('parts differ by at most one unit and sum to the whole', () => {
    fc.assert(
      fc.property(moneyArb(), fc.integer({ min: 1, max: 24 }), (total, parts) => {
        const shares = amounts(splitMoney(total, parts));
        const sum = shares.reduce((a, b) => a + BigInt(b), 0n);
        return sum === BigInt(total.amount) && Math.max(...shares) - Math.min(...shares) <= 1;
      }),
    );
  });
});
