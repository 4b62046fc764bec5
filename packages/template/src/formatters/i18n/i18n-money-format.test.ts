import { describe } from 'vitest';
import type { Case } from './testing/run-cases.js';
import { runCases } from './testing/run-cases.js';

const m = (decimalValue: unknown, currencyCode?: unknown) => ({ m: { decimalValue, currencyCode } });

const cases: Case[] = [
  // Reference §8.6 examples.
  { template: '{m|i18n-money-format de-DE}', data: m('1234.56', 'EUR'), expected: '1.234,56€' },
  { template: '{m|i18n-money-format}', data: m('1234.56', 'USD'), expected: '$1,234.56' },
  { template: '{m|i18n-money-format}', data: m('-1234.56', 'USD'), expected: '-$1,234.56' },
  // The fixed symbol table; symbols ending in a letter take a space on the left …
  { template: '{m|i18n-money-format}', data: m('1234.56', 'AUD'), expected: 'A$1,234.56' },
  { template: '{m|i18n-money-format}', data: m('1234.56', 'CAD'), expected: 'C$1,234.56' },
  { template: '{m|i18n-money-format}', data: m('1234.56', 'GBP'), expected: '£1,234.56' },
  { template: '{m|i18n-money-format}', data: m('1234.56', 'DKK'), expected: 'kr 1,234.56' },
  { template: '{m|i18n-money-format en-GB}', data: m('1234.56', 'NOK'), expected: 'kr 1,234.56' },
  // … and symbols starting with one take a space on the right (da-DK, de-DE, fr-FR, sv-SE).
  { template: '{m|i18n-money-format da-DK}', data: m('1234.56', 'DKK'), expected: '1.234,56 kr' },
  { template: '{m|i18n-money-format sv-SE}', data: m('1234.56', 'SEK'), expected: '1\u00a0234,56 kr' },
  { template: '{m|i18n-money-format fr-FR}', data: m('-1234.5', 'EUR'), expected: '-1\u202f234,50€' },
  // Fraction digits per currency: JPY has none.
  { template: '{m|i18n-money-format}', data: m('1234', 'JPY'), expected: '¥1,234' },
  { template: '{m|i18n-money-format ja-JP}', data: m('1234.5', 'JPY'), expected: '¥1,234' },
  // Other currencies use the locale's symbol.
  { template: '{m|i18n-money-format fr-FR}', data: m('1234.5', 'CHF'), expected: '1\u202f234,50 CHF' },
  { template: '{m|i18n-money-format}', data: m('1234.5', 'BRL'), expected: 'R$1,234.50' },
  // Defaults: USD, amount 0, locale en-US (also for an invalid locale argument).
  { template: '{m|i18n-money-format}', data: m(undefined, 'EUR'), expected: '€0.00' },
  { template: '{m|i18n-money-format}', data: m('5'), expected: '$5.00' },
  { template: '{m|i18n-money-format}', data: {}, expected: '$0.00' },
  { template: '{m|i18n-money-format not-a-locale!}', data: m('1234.5', 'USD'), expected: '$1,234.50' },
  // The current form is read as well (value in minor units).
  {
    template: '{m|i18n-money-format de-DE}',
    data: { m: { value: '123456', currency: 'EUR' } },
    expected: '1.234,56€',
  },
  // The render locale does not matter.
  { template: '{m|i18n-money-format}', data: m('1234.56', 'USD'), locale: 'de-DE', expected: '$1,234.56' },
  { template: '[{m|i18n-money-format}]', data: m('1e20', 'USD'), expected: '[]' },
];

describe('i18n-money-format', () => runCases(cases));
