import { describe } from 'vitest';
import type { Case } from './testing/run-cases.js';
import { runCases } from './testing/run-cases.js';

const cents = (n: unknown) => ({ n });

const cases: Case[] = [
  { template: '{n|money-format}', data: cents(12345), expected: '123.45' },
  { template: '{n|moneyFormat}', data: cents(12345), expected: '123.45' },
  {
    template: '{n|money-string}',
    data: cents(12345),
    expected: '<span class="sqs-money-native">123.45</span>',
  },
  { template: '{n|money-format}', data: cents(123456789), expected: '1,234,567.89' },
  { template: '{n|money-format}', data: cents('5'), expected: '0.05' },
  { template: '{n|money-format}', data: cents(-12345), expected: '-123.45' },
  { template: '{n|money-format}', data: cents(0), expected: '0.00' },
  // Fractions of a cent round half-even, like the legacy `#,##0.00` pattern.
  { template: '{n|money-format}', data: cents(0.5), expected: '0.00' },
  { template: '{n|money-format}', data: cents(1.5), expected: '0.02' },
  // US style whatever the locale.
  { template: '{n|money-format}', data: cents(123456), locale: 'de-DE', expected: '1,234.56' },
  // At most 15 integer places.
  { template: '{n|money-format}', data: cents('99999999999999999'), expected: '999,999,999,999,999.99' },
  { template: '[{n|money-format}]', data: cents('100000000000000000'), expected: '[]' },
  // Input that is not a number prints nothing.
  { template: '[{n|money-format}]', data: {}, expected: '[]' },
  { template: '[{n|money-format}]', data: cents('abc'), expected: '[]' },
  { template: '[{n|money-format}]', data: cents({ value: '1' }), expected: '[]' },
  { template: '[{n|money-string}]', data: cents('abc'), expected: '[]' },
  { template: '[{n|moneyFormat}]', data: cents(Number.NaN), expected: '[]' },
];

describe('money-format, moneyFormat, money-string', () => runCases(cases));
