import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Value } from '../plugins.js';
import { formatMoney } from './format-money.js';
import { MAX_MEMO_AMOUNT_LENGTH, MONEY_MEMO_SIZE, MoneyMemo, MoneySite } from './money-memo.js';
import { readMoney } from './money-value.js';

/** The uncached text the memo stands in front of, with a count of how often it ran. */
function counted(): { format: (value: Value, locale: string) => string; calls: () => number } {
  let calls = 0;
  return {
    format: (value, locale) => {
      calls++;
      const money = readMoney(value);
      return money === undefined ? '' : formatMoney(locale, money);
    },
    calls: () => calls,
  };
}

const amount = fc.oneof(
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.integer({ min: -1e9, max: 1e9 }).map(String),
  fc.tuple(fc.nat(99999), fc.nat(99)).map(([a, b]) => `${a}.${b}`),
  fc.string({ maxLength: 6 }),
);
const currency = fc.constantFrom('USD', 'usd', 'EUR', 'JPY', 'GBP', 'US', 'XYZ1', 7);
const moneyValue: fc.Arbitrary<Value> = fc.oneof(
  fc.record({ value: amount, currency }),
  fc.record({ decimalValue: amount, currencyCode: currency }),
  fc.record({ decimalValue: amount, currencyCode: currency, value: amount, currency }),
  fc.jsonValue() as fc.Arbitrary<Value>,
);
const locale = fc.constantFrom('en-US', 'de-DE', 'ja-JP', 'fr-FR');

describe('MoneySite', () => {
  it('gives exactly the text of the function it memoises, for any value and locale', () => {
    const { format } = counted();
    const site = new MoneySite('test-exact', format, new MoneyMemo(50));
    fc.assert(
      fc.property(moneyValue, locale, (value, loc) => {
        const expected = format(value, loc);
        expect(site.text(value, loc)).toBe(expected);
        expect(site.text(value, loc)).toBe(expected);
      }),
    );
  });

  it('formats a repeated amount once per locale, form and currency', () => {
    const { format, calls } = counted();
    const site = new MoneySite('test-hits', format, new MoneyMemo());
    const texts = [1, 2, 3].map(() => site.text({ value: '1250', currency: 'USD' }, 'en-US'));
    expect(texts).toEqual(['$12.50', '$12.50', '$12.50']);
    expect(calls()).toBe(1);
    expect(site.text({ value: '1250', currency: 'USD' }, 'de-DE')).toBe('12,50\u00a0$');
    expect(site.text({ value: '1250', currency: 'EUR' }, 'en-US')).toBe('€12.50');
    expect(site.text({ value: '1250', currency: 'usd' }, 'en-US')).toBe('$12.50');
    expect(site.text({ decimalValue: '1250', currencyCode: 'USD' }, 'en-US')).toBe('$1,250.00');
    expect(site.text({ value: 1250, currency: 'USD' }, 'en-US')).toBe('$12.50');
    expect(calls()).toBe(6);
  });

  it('keeps sites with different options apart', () => {
    const memo = new MoneyMemo();
    const plain = new MoneySite('a', () => 'plain', memo);
    const coded = new MoneySite('b', () => 'coded', memo);
    const value = { value: '1', currency: 'USD' };
    expect([plain.text(value, 'en-US'), coded.text(value, 'en-US')]).toEqual(['plain', 'coded']);
  });

  it('does not memoise long amounts, odd currencies or non-objects', () => {
    const { format, calls } = counted();
    const memo = new MoneyMemo();
    const site = new MoneySite('test-skip', format, memo);
    const long = '1'.repeat(MAX_MEMO_AMOUNT_LENGTH + 1);
    for (const value of [{ value: long, currency: 'USD' }, { value: '1', currency: 'DOLLAR' }, 5, null]) {
      site.text(value, 'en-US');
      site.text(value, 'en-US');
    }
    expect(calls()).toBe(8);
    expect(memo.count()).toBe(0);
  });

  it('never holds more than its size, and stays correct after it starts again', () => {
    const { format } = counted();
    const memo = new MoneyMemo(10);
    const site = new MoneySite('test-bound', format, memo);
    for (let minor = 0; minor < 35; minor++) {
      expect(site.text({ value: String(minor * 100), currency: 'USD' }, 'en-US')).toBe(`$${minor}.00`);
      expect(memo.count()).toBeLessThanOrEqual(10);
    }
    expect(memo.generation).toBeGreaterThan(0);
    expect(site.text({ value: '100', currency: 'USD' }, 'en-US')).toBe('$1.00');
  });

  it('shares one bounded memo by default', () => {
    expect(MONEY_MEMO_SIZE).toBe(2000);
    expect(new MoneyMemo().size).toBe(MONEY_MEMO_SIZE);
  });
});
