import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isMoney, isValidMinorAmount, MAX_INTEGER_PLACES, maxMinorUnits, money, zeroMoney } from './money.js';
import { moneyArb } from '../testing/arbitraries.js';
import type { CurrencyCode } from './currencies.js';

describe('money', () => {
  it('holds an integer amount of minor units and its currency', () => {
    expect(money(1250, 'USD')).toEqual({ amount: 1250, currency: 'USD' });
    expect(zeroMoney('JPY')).toEqual({ amount: 0, currency: 'JPY' });
  });

  it('normalises negative zero', () => {
    expect(Object.is(money(-0, 'USD').amount, 0)).toBe(true);
  });

  it('throws on fractional, non-finite or unknown-currency input (caller bugs)', () => {
    expect(() => money(12.5, 'USD')).toThrow(TypeError);
    expect(() => money(Number.NaN, 'USD')).toThrow(TypeError);
    expect(() => money(Infinity, 'USD')).toThrow(TypeError);
    expect(() => money(1, 'XXX' as CurrencyCode)).toThrow(TypeError);
  });

  it('limits amounts to 15 integer places and to safe integers', () => {
    expect(MAX_INTEGER_PLACES).toBe(15);
    expect(maxMinorUnits('JPY')).toBe(999_999_999_999_999);
    expect(maxMinorUnits('USD')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => money(1_000_000_000_000_000, 'JPY')).toThrow(RangeError);
    expect(money(-999_999_999_999_999, 'JPY').amount).toBe(-999_999_999_999_999);
    expect(isValidMinorAmount(Number.MAX_SAFE_INTEGER + 1, 'USD')).toBe(false);
  });

  it('recognises money values that arrive as unknown data', () => {
    expect(isMoney({ amount: 5, currency: 'EUR' })).toBe(true);
    expect(isMoney({ amount: 5.5, currency: 'EUR' })).toBe(false);
    expect(isMoney({ amount: 5, currency: 'XYZ' })).toBe(false);
    expect(isMoney({ amount: '5', currency: 'EUR' })).toBe(false);
    expect(isMoney(null)).toBe(false);
    expect(isMoney('5 EUR')).toBe(false);
  });

  it('never produces a float amount', () => {
    fc.assert(fc.property(moneyArb(), (m) => Number.isSafeInteger(m.amount) && isMoney(m)));
  });
});
