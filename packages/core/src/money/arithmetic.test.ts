import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMoney,
  compareMoney,
  isNegativeMoney,
  isZeroMoney,
  maxMoney,
  minMoney,
  moneyEquals,
  multiplyMoney,
  negateMoney,
  subtractMoney,
  sumMoney,
} from './arithmetic.js';
import { money } from './money.js';
import { moneyArb } from '../testing/arbitraries.js';

const usd = (amount: number) => money(amount, 'USD');

describe('money arithmetic', () => {
  it('adds, subtracts, negates and sums in minor units', () => {
    expect(addMoney(usd(1250), usd(99))).toEqual(usd(1349));
    expect(subtractMoney(usd(100), usd(250))).toEqual(usd(-150));
    expect(negateMoney(usd(5))).toEqual(usd(-5));
    expect(sumMoney([usd(1), usd(2), usd(3)], 'USD')).toEqual(usd(6));
    expect(sumMoney([], 'JPY')).toEqual(money(0, 'JPY'));
  });

  it('multiplies a unit price by an integer quantity', () => {
    expect(multiplyMoney(usd(1999), 3)).toEqual(usd(5997));
    expect(() => multiplyMoney(usd(1999), 1.5)).toThrow(TypeError);
  });

  it('throws when the result leaves the safe range instead of losing precision', () => {
    expect(() => multiplyMoney(usd(Number.MAX_SAFE_INTEGER), 2)).toThrow(RangeError);
    expect(() => addMoney(usd(Number.MAX_SAFE_INTEGER), usd(1))).toThrow(RangeError);
    expect(() => addMoney(money(999_999_999_999_999, 'JPY'), money(1, 'JPY'))).toThrow(RangeError);
  });

  it('refuses to mix currencies', () => {
    expect(() => addMoney(usd(1), money(1, 'EUR'))).toThrow(TypeError);
    expect(() => compareMoney(usd(1), money(1, 'EUR'))).toThrow(TypeError);
    expect(moneyEquals(usd(1), money(1, 'EUR'))).toBe(false);
  });

  it('compares and picks extremes', () => {
    expect(compareMoney(usd(1), usd(2))).toBe(-1);
    expect(compareMoney(usd(2), usd(2))).toBe(0);
    expect(compareMoney(usd(3), usd(2))).toBe(1);
    expect(minMoney(usd(5), usd(2), usd(9))).toEqual(usd(2));
    expect(maxMoney(usd(5), usd(2), usd(9))).toEqual(usd(9));
    expect(isZeroMoney(usd(0))).toBe(true);
    expect(isNegativeMoney(usd(-1))).toBe(true);
  });

  it('keeps integer amounts: a + b - b = a', () => {
    const small = moneyArb(fc.constant('USD')).filter((m) => Math.abs(m.amount) < 2 ** 50);
    fc.assert(
      fc.property(small, small, (a, b) => {
        const back = subtractMoney(addMoney(a, b), b);
        return moneyEquals(back, a) && Number.isInteger(addMoney(a, b).amount);
      }),
    );
  });
});
