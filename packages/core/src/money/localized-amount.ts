import { err } from '../result.js';
import type { Result } from '../result.js';
import { numberFormat } from '../text/number-format-cache.js';
import type { CurrencyCode } from './currencies.js';
import { parseDecimalAmount } from './decimal.js';
import type { MoneyParseError, ParseDecimalOptions } from './decimal.js';
import type { Money } from './money.js';

/** The symbols a locale writes numbers with. */
export interface NumberSymbols {
  readonly group: string;
  readonly decimal: string;
  readonly minusSign: string;
  /** The locale's digits 0–9 (Latin for most locales). */
  readonly digits: readonly string[];
}

/**
 * Grouping, decimal and minus symbols and digits of a locale, read from `Intl`; defaults
 * ',' '.' '-' when the locale does not say.
 *
 * @example
 * numberSymbols('de-DE'); // { group: '.', decimal: ',', minusSign: '-', digits: ['0', …] }
 */
export function numberSymbols(locale?: string): NumberSymbols {
  const parts = numberFormat(locale, { useGrouping: true, minimumFractionDigits: 1 }).formatToParts(
    -1234567.5,
  );
  const pick = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
  const plain = numberFormat(locale, { useGrouping: false, maximumFractionDigits: 0 });
  const digits = Array.from({ length: 10 }, (_, d) => plain.format(d));
  return {
    group: pick('group', ','),
    decimal: pick('decimal', '.'),
    minusSign: pick('minusSign', '-'),
    digits,
  };
}

// Bidirectional marks some locales put around signs and numbers.
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;
const SPACE = /[\s\u00a0\u202f]/;
const SPACES = /[\s\u00a0\u202f]/g;

/**
 * Parse an amount typed or displayed in a locale ("1.234,50" in de-DE) into money. Grouping
 * symbols are ignored wherever they appear; the result is exact.
 *
 * @example
 * parseLocalizedAmount('1.234,50', 'EUR', 'de-DE'); // ok({ amount: 123450, currency: 'EUR' })
 */
export function parseLocalizedAmount(
  text: string,
  currency: CurrencyCode,
  locale?: string,
  options: ParseDecimalOptions = {},
): Result<Money, MoneyParseError> {
  if (text.length > 128) return err('invalid-format');
  const symbols = numberSymbols(locale);
  let plain = text.replace(BIDI_MARKS, '');
  if (SPACE.test(symbols.group)) plain = plain.replace(SPACES, '');
  plain = plain.trim().split(symbols.group).join('');
  plain = plain.split(symbols.decimal).join('.');
  plain = plain.replace(symbols.minusSign, '-').replace('\u2212', '-');
  symbols.digits.forEach((digit, value) => {
    plain = plain.split(digit).join(String(value));
  });
  return parseDecimalAmount(plain, currency, options);
}
