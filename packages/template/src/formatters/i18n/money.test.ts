import { CURRENCIES, CURRENCY_CODES } from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../render.js';
import type { Case } from './testing/run-cases.js';
import { runCases } from './testing/run-cases.js';

const minor = (value: unknown, currency: unknown = 'USD') => ({ m: { value, currency } });
const decimal = (decimalValue: unknown, currencyCode: unknown = 'USD') => ({
  m: { decimalValue, currencyCode },
});

const examples: Case[] = [
  // Reference §8.5 and §11.4 (amounts given as decimals in the older form).
  { template: '{m|money}', data: decimal('12345.678'), expected: '$12,345.68' },
  { template: '{m|money}', data: decimal('12345.678'), locale: 'de-DE', expected: '12.345,68\u00a0$' },
  { template: '{m|money style:accounting}', data: decimal('-1234.5'), expected: '($1,234.50)' },
  { template: '{m|money style:code}', data: decimal('-1234.5'), expected: '-1,234.50 USD' },
  { template: '{m|money style:name}', data: decimal('-1234.5'), expected: '-1,234.50 US dollars' },
  { template: '{m|money style:symbol}', data: decimal('-1234.5'), expected: '-$1,234.50' },
  { template: '{m|money style:standard}', data: decimal('-1234.5'), expected: '-$1,234.50' },
  // Reference §11.2: exact decimals, half-even rounding.
  { template: '{m|money}', data: decimal('0.125'), expected: '$0.12' },
  { template: '{m|money}', data: decimal('0.135'), expected: '$0.14' },
  { template: '{m|money maxfrac:0}', data: decimal('2.5'), expected: '$2' },
  { template: '{m|money}', data: decimal('0.1'), expected: '$0.10' },
];

const minorUnits: Case[] = [
  // The spec's {value, currency}: value in minor units, divided by 10^digits.
  { template: '{m|money}', data: minor('1250'), expected: '$12.50' },
  { template: '{m|money}', data: minor(1250), expected: '$12.50' },
  { template: '{m|money}', data: minor('-5', 'usd'), expected: '-$0.05' },
  { template: '{m|money}', data: minor('1250', 'JPY'), expected: '¥1,250' },
  { template: '{m|money}', data: minor('1250', 'JPY'), locale: 'ja-JP', expected: '￥1,250' },
  { template: '{m|money}', data: minor('1250'), locale: 'de-DE', expected: '12,50\u00a0$' },
  { template: '{m|money}', data: minor('123456', 'EUR'), locale: 'fr-FR', expected: '1\u202f234,56\u00a0€' },
  { template: '{m|money}', data: minor('123456', 'EUR'), locale: 'de-DE', expected: '1.234,56\u00a0€' },
  { template: '{m|money}', data: minor('1250', 'GBP'), locale: 'en-GB', expected: '£12.50' },
  { template: '{m|money}', data: minor('1250', 'CAD'), expected: 'CA$12.50' },
  { template: '{m|money symbol:narrow}', data: minor('1250', 'CAD'), expected: '$12.50' },
  {
    template: '{m|money style:code}',
    data: minor('-123450', 'EUR'),
    locale: 'de-DE',
    expected: '-1.234,50 EUR',
  },
  { template: '{m|money style:name}', data: minor('100'), expected: '1.00 US dollars' },
  {
    template: '{m|money style:name}',
    data: minor('123450', 'EUR'),
    locale: 'fr-FR',
    expected: '1\u202f234,50 euros',
  },
  { template: '{m|money style:short}', data: minor('1234568'), expected: '$12K' },
  { template: '{m|money minfrac:3}', data: minor('250'), expected: '$2.500' },
  // A fraction of a minor unit rounds half-even.
  { template: '{m|money}', data: minor('12.5'), expected: '$0.12' },
  // decimalValue + currencyCode win when both are present.
  {
    template: '{m|money}',
    data: { m: { decimalValue: '1.5', currencyCode: 'USD', value: '999', currency: 'EUR' } },
    expected: '$1.50',
  },
  // At most 15 integer places.
  { template: '{m|money}', data: minor('99999999999999999'), expected: '$999,999,999,999,999.99' },
  { template: '[{m|money}]', data: minor('100000000000000000'), expected: '[]' },
];

const oddInputs: Case[] = [
  { template: '[{m|money}]', data: {}, expected: '[]' },
  { template: '[{m|money}]', data: { m: 1250 }, expected: '[]' },
  { template: '[{m|money}]', data: { m: { value: '1250' } }, expected: '[]' },
  { template: '[{m|money}]', data: minor('abc'), expected: '[]' },
  { template: '[{m|money}]', data: minor('1250', 'US'), expected: '[]' },
  { template: '[{m|money}]', data: minor(null), expected: '[]' },
  { template: '[{m|money}]', data: decimal('12', null), expected: '[]' },
  { template: '[{m|money}]', data: minor('1250'), locale: 'not a locale!', expected: '[]' },
];

describe('money', () => {
  describe('reference examples', () => runCases(examples));
  describe('minor units and locales', () => runCases(minorUnits));
  describe('odd inputs', () => runCases(oddInputs));
});

const money = (m: unknown, template = '{m|money}', locale = 'en-US') =>
  render(template, { m }, { locale }).html;
const minorAmount = fc.bigInt({ min: -(10n ** 17n) + 1n, max: 10n ** 17n - 1n });
const currency = fc.constantFrom(...CURRENCY_CODES);

describe('money properties', () => {
  it('never throws and never reports an error, whatever the input and options', () => {
    const option = fc.constantFrom(
      'style:code',
      'style:name',
      'style:short',
      'maxfrac:0',
      'minsig:3',
      'round:up',
      'x:1',
    );
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(option, { maxLength: 3 }), (value, options) => {
        const result = render(`{m|money ${options.join(' ')}}`, { m: value });
        expect(typeof result.html).toBe('string');
        expect(result.errors).toEqual([]);
      }),
    );
  });

  it('shows exactly the spec digits of each currency', () => {
    fc.assert(
      fc.property(minorAmount, currency, (amount, code) => {
        const text = money({ value: String(amount), currency: code }, '{m|money style:code}');
        const fraction = /\.(\d+)/.exec(text)?.[1] ?? '';
        expect(fraction.length).toBe(CURRENCIES[code].digits);
      }),
    );
  });

  it('round-trips minor units: the printed digits are the amount in minor units', () => {
    fc.assert(
      fc.property(minorAmount, currency, (amount, code) => {
        const limit = 10n ** BigInt(15 + CURRENCIES[code].digits);
        fc.pre(amount < limit && amount > -limit);
        const text = money({ value: String(amount), currency: code });
        expect(BigInt(text.replace(/[^\d-]/g, ''))).toBe(amount);
      }),
    );
  });

  it('prints nothing past 15 integer places', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 15n, max: 10n ** 30n }), currency, (major, code) => {
        const value = String(major * 10n ** BigInt(CURRENCIES[code].digits));
        expect(money({ value, currency: code })).toBe('');
      }),
    );
  });
});
