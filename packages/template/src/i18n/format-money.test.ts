import { CURRENCY_CODES } from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney } from './format-money.js';
import { readExactMinorUnits, readMoney } from './money-value.js';
import { parseNumberOptions } from './number-options.js';

/** Decimal text of minor units: up to 15 digits split anywhere by the point, maybe signed. */
const decimalText = fc
  .tuple(fc.constantFrom('', '-'), fc.stringMatching(/^\d{1,15}$/), fc.nat(15), fc.constantFrom('', '.'))
  .map(([sign, digits, cut, dot]) => {
    const at = Math.min(cut, digits.length);
    return at === digits.length
      ? `${sign}${digits}${dot}`
      : `${sign}${digits.slice(0, at)}.${digits.slice(at)}`;
  });
const option = fc.constantFrom(
  'style:code',
  'style:name',
  'style:short',
  'style:accounting',
  'maxfrac:0',
  'minfrac:4',
  'minsig:3',
  'maxsig:2',
  'round:up',
  'round:half-up',
  'round:floor',
  'group:false',
);

describe('the exact minor-unit road', () => {
  it('prints what formatMoney prints for the exact decimal, for any amount, currency, locale and options', () => {
    fc.assert(
      fc.property(
        decimalText,
        fc.constantFrom(...CURRENCY_CODES),
        fc.constantFrom('en-US', 'de-DE', 'ja-JP', 'fr-CH', 'ar-EG'),
        fc.array(option, { maxLength: 3 }),
        (amount, currency, locale, words) => {
          const value = { value: amount, currency };
          const exact = readExactMinorUnits(value);
          const money = readMoney(value);
          expect(exact).toBeDefined();
          expect(money).toBeDefined();
          if (exact === undefined || money === undefined) return;
          // Negative zero with whole digits ("-0", "-0.00") prints as 0 on this road, as it
          // always has on the whole-units road; the exact decimal keeps the sign (below).
          fc.pre(!(/^-\d/.test(amount) && !/[1-9]/.test(amount)));
          const options = parseNumberOptions(words);
          expect(formatMinorUnits(locale, exact.minor, exact.currency, options, exact.scale)).toBe(
            formatMoney(locale, money, options),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('prints negative zero as the whole-units road always has', () => {
    const text = (amount: string) => {
      const exact = readExactMinorUnits({ value: amount, currency: 'USD' });
      return exact && formatMinorUnits('en-US', exact.minor, exact.currency, undefined, exact.scale);
    };
    expect([text('-0'), text('-0.00'), text('-00.0')]).toEqual(['$0.00', '$0.00', '$0.00']);
    expect([text('-.0'), text('-.00')]).toEqual(['-$0.00', '-$0.00']);
  });

  it('reads plain decimals of at most 15 digits and whole numbers, nothing else', () => {
    const read = (value: unknown, currency: unknown = 'usd') =>
      readExactMinorUnits({ value, currency } as never);
    expect(read('118.40')).toEqual({ minor: 11840, scale: 2, currency: 'USD' });
    expect(read('-.5')).toEqual({ minor: -5, scale: 1, currency: 'USD' });
    expect(read('7.')).toEqual({ minor: 7, scale: 0, currency: 'USD' });
    expect(read('-0')).toEqual({ minor: 0, scale: 0, currency: 'USD' });
    expect(read(1250)).toEqual({ minor: 1250, scale: 0, currency: 'USD' });
    for (const odd of ['1234567890123456', '1e3', ' 1', '+1', '.', '', 'x', 1.5, 1e15, null]) {
      expect(read(odd)).toBeUndefined();
    }
    expect(read('1', 'US')).toBeUndefined();
    expect(
      readExactMinorUnits({ decimalValue: '1', currencyCode: 'USD', value: '1', currency: 'USD' }),
    ).toBeUndefined();
  });
});
