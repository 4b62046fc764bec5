import { Decimal } from '@phensley/decimal';
import { CURRENCY_CODES } from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Value } from '../plugins.js';
import { MISSING } from '../plugins.js';
import {
  fromMinorUnits,
  readCommerceMoney,
  readDecimalMoney,
  readMoney,
  toMinorUnits,
} from './money-value.js';

const text = (money: { amount: Decimal; currency: string } | undefined) =>
  money === undefined ? undefined : `${money.amount.toString()} ${money.currency}`;

describe('money values (reference §11.2, spec: minor units)', () => {
  it('reads {value, currency} as minor units and {decimalValue, currencyCode} as a decimal', () => {
    expect(text(readMoney({ value: '1250', currency: 'USD' }))).toBe('12.50 USD');
    expect(text(readMoney({ value: '1250', currency: 'JPY' }))).toBe('1250 JPY');
    expect(text(readMoney({ value: 7, currency: 'eur' }))).toBe('0.07 EUR');
    expect(text(readMoney({ decimalValue: '12.5', currencyCode: 'GBP' }))).toBe('12.5 GBP');
    expect(text(readMoney({ decimalValue: '1', currencyCode: 'USD', value: '5', currency: 'EUR' }))).toBe(
      '1 USD',
    );
  });

  it('rejects anything that is not a money object', () => {
    const values: Value[] = [
      MISSING,
      null,
      12,
      'USD',
      [],
      {},
      { value: '1' },
      { value: 'x', currency: 'USD' },
      { value: '1', currency: 'DOLLARS' },
    ];
    for (const value of values) {
      expect(readMoney(value)).toBeUndefined();
    }
  });

  it('gives commerce data the defaults USD and 0', () => {
    expect(text(readCommerceMoney({ value: '995' }))).toBe('9.95 USD');
    expect(text(readCommerceMoney({ currency: 'EUR' }))).toBe('0.00 EUR');
    expect(text(readCommerceMoney({ value: 'abc', currency: 'x' }))).toBe('0.00 USD');
    expect(text(readCommerceMoney(MISSING))).toBe('0.00 USD');
    // Only the current form counts for commerce data.
    expect(text(readCommerceMoney({ decimalValue: '5', currencyCode: 'EUR' }))).toBe('0.00 USD');
  });

  it('gives the older form the defaults USD and 0', () => {
    expect(text(readDecimalMoney({ currencyCode: 'EUR' }))).toBe('0 EUR');
    expect(text(readDecimalMoney({ decimalValue: '3.5' }))).toBe('3.5 USD');
    expect(text(readDecimalMoney({ value: '350', currency: 'EUR' }))).toBe('3.50 EUR');
    expect(text(readDecimalMoney('nothing'))).toBe('0 USD');
  });

  it('round-trips minor units exactly for every currency', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.constantFrom(...CURRENCY_CODES),
        (minor, code) => {
          const money = { amount: fromMinorUnits(new Decimal(minor.toString()), code), currency: code };
          expect(BigInt(toMinorUnits(money))).toBe(minor);
          expect(toMinorUnits(readMoney({ value: minor.toString(), currency: code })!)).toBe(
            toMinorUnits(money),
          );
        },
      ),
    );
  });
});
