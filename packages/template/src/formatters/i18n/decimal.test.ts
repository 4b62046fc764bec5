import { describe } from 'vitest';
import type { Case } from './testing/run-cases.js';
import { runCases } from './testing/run-cases.js';

const n = (value: unknown) => ({ n: value });

const examples: Case[] = [
  { template: '{n|decimal}', data: n(12345.6789), expected: '12,345.679' },
  { template: '{n|decimal}', data: n('12345.6789'), locale: 'de-DE', expected: '12.345,679' },
  { template: '{n|decimal}', data: n(12345.6789), locale: 'fr-FR', expected: '12\u202f345,679' },
  { template: '{n|decimal}', data: n(12345.6789), locale: 'ja-JP', expected: '12,345.679' },
  { template: '{n|decimal}', data: n(12345.6789), locale: 'en-GB', expected: '12,345.679' },
  { template: '{n|decimal maxfrac:1}', data: n(12345.6789), expected: '12,345.7' },
  { template: '{n|decimal style:short}', data: n(12345.6789), expected: '12K' },
  { template: '{n|decimal style:long}', data: n(12345.6789), expected: '12 thousand' },
  { template: '{n|decimal style:scientific}', data: n(12345.6789), expected: '1.235E4' },
  { template: '{n|decimal style:standard}', data: n(1234.5), expected: '1,234.5' },
  { template: '{n|decimal style:decimal}', data: n(1234.5), expected: '1,234.5' },
];

const styles: Case[] = [
  // percent multiplies by 100; the -scaled styles take the value as it is.
  { template: '{n|decimal style:percent}', data: n(0.256), expected: '26%' },
  { template: '{n|decimal style:percent maxfrac:1}', data: n(0.256), expected: '25.6%' },
  { template: '{n|decimal style:percent-scaled}', data: n(25.6), expected: '26%' },
  { template: '{n|decimal style:permille}', data: n(0.256), expected: '256‰' },
  { template: '{n|decimal style:permille-scaled}', data: n(256), expected: '256‰' },
  { template: '{n|decimal style:percent}', data: n(0.256), locale: 'de-DE', expected: '26\u00a0%' },
  { template: '{n|decimal style:permille}', data: n(0.256), locale: 'de-DE', expected: '256\u00a0‰' },
  { template: '{n|decimal style:nope}', data: n(1.23456), expected: '1.235' },
];

const grouping: Case[] = [
  { template: '{n|decimal no-group}', data: n(1234567), expected: '1234567' },
  { template: '{n|decimal no-grouping}', data: n(1234567), expected: '1234567' },
  { template: '{n|decimal group:false}', data: n(1234567), expected: '1234567' },
  { template: '{n|decimal group}', data: n(1234567), expected: '1,234,567' },
  { template: '{n|decimal grouping:true}', data: n(1234567), expected: '1,234,567' },
];

const digitsAndRounding: Case[] = [
  { template: '{n|decimal minint:4}', data: n(12), expected: '0,012' },
  { template: '{n|decimal minint:4 no-group}', data: n(12), expected: '0012' },
  { template: '{n|decimal minfrac:2}', data: n(12), expected: '12.00' },
  { template: '{n|decimal maxsig:2}', data: n(12345), expected: '12,000' },
  { template: '{n|decimal minsig:5}', data: n(12), expected: '12.000' },
  { template: '{n|decimal minfrac:4 maxfrac:2}', data: n(1.5), expected: '1.5000' },
  // Half-even by default (reference §11.2): 2.5 → 2, 3.5 → 4.
  { template: '{n|decimal maxfrac:0}', data: n(2.5), expected: '2' },
  { template: '{n|decimal maxfrac:0}', data: n(3.5), expected: '4' },
  { template: '{n|decimal maxfrac:0 round:half-up}', data: n(2.5), expected: '3' },
  { template: '{n|decimal maxfrac:0 round:half-down}', data: n(2.5), expected: '2' },
  { template: '{n|decimal maxfrac:0 round:half-even}', data: n(2.5), expected: '2' },
  { template: '{n|decimal maxfrac:0 round:down}', data: n(2.9), expected: '2' },
  { template: '{n|decimal maxfrac:0 round:truncate}', data: n(-2.7), expected: '-2' },
  { template: '{n|decimal maxfrac:0 round:up}', data: n(2.1), expected: '3' },
  { template: '{n|decimal maxfrac:0 rounding:ceiling}', data: n(-2.9), expected: '-2' },
  { template: '{n|decimal maxfrac:0 round:ceil}', data: n(2.1), expected: '3' },
  { template: '{n|decimal maxfrac:0 round:floor}', data: n(-2.1), expected: '-3' },
  // Digits are clamped to 0–50 (platform spec §5) and then to what Intl accepts; bad values are ignored.
  { template: '{n|decimal maxfrac:99}', data: n('0.1'), expected: '0.1' },
  { template: '{n|decimal minfrac:99}', data: n('0.1'), expected: '0.10000000000000000000' },
  { template: '{n|decimal minfrac:-5}', data: n('0.1'), expected: '0.1' },
  { template: '{n|decimal minint:50 no-group}', data: n(1), expected: '000000000000000000001' },
  { template: '{n|decimal maxfrac:abc}', data: n(1.23456), expected: '1.235' },
  { template: '{n|decimal bogus:1 maxFrac:2}', data: n(1.23456), expected: '1.23' },
  { template: '{n|decimal maximumFractionDigits:1}', data: n(1.25), expected: '1.2' },
];

const oddInputs: Case[] = [
  { template: '[{n|decimal}]', data: {}, expected: '[]' },
  { template: '[{n|decimal}]', data: n(null), expected: '[]' },
  { template: '[{n|decimal}]', data: n('abc'), expected: '[]' },
  { template: '[{n|decimal}]', data: n('12px'), expected: '[]' },
  { template: '[{n|decimal}]', data: n(true), expected: '[]' },
  { template: '[{n|decimal}]', data: n({ a: 1 }), expected: '[]' },
  { template: '[{n|decimal}]', data: n(Number.NaN), expected: '[]' },
  { template: '[{n|decimal}]', data: n('1e999'), expected: '[]' },
  { template: '[{n|decimal}]', data: n(1234), locale: 'not a locale!', expected: '[]' },
  { template: '{n|decimal}', data: n('1e3'), expected: '1,000' },
  { template: '{n|decimal}', data: n(' 42 '), expected: '42' },
  { template: '{n|decimal}', data: n(-1234.5), expected: '-1,234.5' },
  { template: '{n|decimal}', data: n('0.1'), expected: '0.1' },
  { template: '{n|decimal}', data: n(1e21), expected: '1,000,000,000,000,000,000,000' },
  // Exact decimals: no binary rounding of long inputs.
  {
    template: '{n|decimal}',
    data: n('123456789012345678901234567890.123'),
    expected: '123,456,789,012,345,678,901,234,567,890.123',
  },
];

describe('decimal', () => {
  describe('reference examples and locales', () => runCases(examples));
  describe('styles', () => runCases(styles));
  describe('grouping', () => runCases(grouping));
  describe('digits and rounding', () => runCases(digitsAndRounding));
  describe('odd inputs', () => runCases(oddInputs));
});
