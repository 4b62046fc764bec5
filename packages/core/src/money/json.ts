import { err, ok } from '../result.js';
import type { Result } from '../result.js';
import { isCurrencyCode } from './currencies.js';
import { formatDecimalAmount, parseDecimalAmount } from './decimal.js';
import type { MoneyParseError } from './decimal.js';
import { isValidMinorAmount, money } from './money.js';
import type { Money } from './money.js';

/** The spec's money shape with the amount in minor units as text: `{ value: "1250", currency: "USD" }`. */
export interface MoneyJson {
  readonly value: string;
  readonly currency: string;
}

/** The spec's older money shape with a decimal amount: `{ decimalValue: "12.50", currencyCode: "USD" }`. */
export interface DecimalMoneyJson {
  readonly decimalValue: string;
  readonly currencyCode: string;
}

export type MoneyJsonError = MoneyParseError | 'not-money';

const MINOR_UNITS = /^[+-]?\d{1,20}$/;

function field(json: unknown, name: string): unknown {
  return typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[name] : undefined;
}

/** `{ value, currency }` with `value` in minor units as text. */
export function moneyToJson(value: Money): MoneyJson {
  return { value: String(value.amount), currency: value.currency };
}

/**
 * Read `{ value, currency }` (minor units). A safe-integer number is accepted for `value` too.
 *
 * @example
 * moneyFromJson({ value: '1250', currency: 'USD' }); // ok({ amount: 1250, currency: 'USD' })
 */
export function moneyFromJson(json: unknown): Result<Money, MoneyJsonError> {
  const value = field(json, 'value');
  const currency = field(json, 'currency');
  if (typeof currency !== 'string' || (typeof value !== 'string' && typeof value !== 'number')) {
    return err('not-money');
  }
  if (!isCurrencyCode(currency)) return err('unknown-currency');
  const text = String(value).trim();
  if (!MINOR_UNITS.test(text)) return err('invalid-format');
  const amount = Number(text);
  return isValidMinorAmount(amount, currency) ? ok(money(amount, currency)) : err('out-of-range');
}

/** `{ decimalValue, currencyCode }` with the currency's exact number of fraction digits. */
export function moneyToDecimalJson(value: Money): DecimalMoneyJson {
  return { decimalValue: formatDecimalAmount(value), currencyCode: value.currency };
}

/** Read `{ decimalValue, currencyCode }`; extra non-zero fraction digits are refused. */
export function moneyFromDecimalJson(json: unknown): Result<Money, MoneyJsonError> {
  const decimalValue = field(json, 'decimalValue');
  const currencyCode = field(json, 'currencyCode');
  if (
    typeof currencyCode !== 'string' ||
    (typeof decimalValue !== 'string' && typeof decimalValue !== 'number')
  ) {
    return err('not-money');
  }
  if (!isCurrencyCode(currencyCode)) return err('unknown-currency');
  return parseDecimalAmount(String(decimalValue), currencyCode);
}

/**
 * Read either money shape: `decimalValue` + `currencyCode` when both are present, otherwise
 * `value` + `currency`.
 */
export function readMoneyJson(json: unknown): Result<Money, MoneyJsonError> {
  const hasDecimal = field(json, 'decimalValue') !== undefined && field(json, 'currencyCode') !== undefined;
  return hasDecimal ? moneyFromDecimalJson(json) : moneyFromJson(json);
}
