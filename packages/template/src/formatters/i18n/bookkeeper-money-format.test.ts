import { describe } from 'vitest';
import type { Case } from './testing/run-cases.js';
import { runCases } from './testing/run-cases.js';

const cases: Case[] = [
  // Reference §8.3 (R-TS): cents in the currency of the locale's region.
  { template: '{n|bookkeeper-money-format}', data: { n: 123456 }, locale: 'en-US', expected: '$1,234.56' },
  {
    template: '{n|bookkeeper-money-format}',
    data: { n: 123456 },
    locale: 'de-DE',
    expected: '1.234,56\u00a0€',
  },
  { template: '{n|bookkeeper-money-format}', data: { n: 123456 }, locale: 'en-GB', expected: '£1,234.56' },
  {
    template: '{n|bookkeeper-money-format}',
    data: { n: '123456' },
    locale: 'fr-FR',
    expected: '1\u202f234,56\u00a0€',
  },
  // Minor units divide by 10^digits: yen have none.
  { template: '{n|bookkeeper-money-format}', data: { n: 123456 }, locale: 'ja-JP', expected: '￥123,456' },
  // A locale without a region takes the likely one.
  { template: '{n|bookkeeper-money-format}', data: { n: 123456 }, locale: 'de', expected: '1.234,56\u00a0€' },
  { template: '{n|bookkeeper-money-format}', data: { n: -5 }, locale: 'en-US', expected: '-$0.05' },
  { template: '[{n|bookkeeper-money-format}]', data: { n: 'abc' }, locale: 'en-US', expected: '[]' },
  { template: '[{n|bookkeeper-money-format}]', data: {}, locale: 'en-US', expected: '[]' },
  { template: '[{n|bookkeeper-money-format}]', data: { n: 100 }, locale: 'not a locale!', expected: '[]' },
];

describe('bookkeeper-money-format', () => runCases(cases));
