import { err, ok } from '../result.js';
import type { Result } from '../result.js';
import { currencyDigits } from './currencies.js';
import type { CurrencyCode } from './currencies.js';
import { divideRounded } from './rounding.js';
import type { RoundingMode } from './rounding.js';
import { isValidMinorAmount, money } from './money.js';
import type { Money } from './money.js';

/** Why text could not become money. */
export type MoneyParseError = 'invalid-format' | 'too-precise' | 'out-of-range' | 'unknown-currency';

const PLAIN_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
// Longer text cannot be a representable amount; refusing it early bounds the work done.
const MAX_TEXT_LENGTH = 64;

export interface ParseDecimalOptions {
  /** Round extra fraction digits with this mode instead of refusing them. */
  readonly rounding?: RoundingMode;
}

/**
 * Parse plain decimal text ("12.50", "-3", ".5") into minor units of `currency`, exactly.
 * More fraction digits than the currency has are refused unless they are zeros or a
 * rounding mode is given.
 *
 * @example
 * parseDecimalAmount('12.5', 'USD'); // ok({ amount: 1250, currency: 'USD' })
 * parseDecimalAmount('12.5', 'JPY'); // err('too-precise')
 */
export function parseDecimalAmount(
  text: string,
  currency: CurrencyCode,
  options: ParseDecimalOptions = {},
): Result<Money, MoneyParseError> {
  const match = text.length <= MAX_TEXT_LENGTH ? PLAIN_DECIMAL.exec(text.trim()) : null;
  if (!match) return err('invalid-format');
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return err('invalid-format');

  const digits = currencyDigits(currency);
  const scaled = BigInt(`${whole}${fraction}` || '0') * (sign === '-' ? -1n : 1n);
  const extra = fraction.length - digits;
  let minor: bigint;
  if (extra <= 0) {
    minor = scaled * 10n ** BigInt(-extra);
  } else {
    const divisor = 10n ** BigInt(extra);
    if (scaled % divisor !== 0n && !options.rounding) return err('too-precise');
    minor = divideRounded(scaled, divisor, options.rounding ?? 'down');
  }
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) {
    return err('out-of-range');
  }
  const amount = Number(minor);
  return isValidMinorAmount(amount, currency) ? ok(money(amount, currency)) : err('out-of-range');
}

/**
 * Plain decimal text of a money value with exactly the currency's fraction digits and no
 * grouping: the `decimalValue` form of the spec ("12.50"; JPY "1250").
 *
 * @example
 * formatDecimalAmount(money(-5, 'USD')); // '-0.05'
 */
export function formatDecimalAmount(value: Money): string {
  const digits = currencyDigits(value.currency);
  const sign = value.amount < 0 ? '-' : '';
  const text = String(Math.abs(value.amount));
  if (digits === 0) return `${sign}${text}`;
  const padded = text.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
