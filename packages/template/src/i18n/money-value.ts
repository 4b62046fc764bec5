import { Decimal } from '@phensley/decimal';
import { currencyDigits, DEFAULT_CURRENCY } from '@tessera/core';
import type { Value } from '../plugins.js';
import { isObject } from '../values.js';
import { toDecimal } from './decimal-value.js';

/** An amount of money in major units (an exact decimal) with its ISO 4217 code. */
export interface MoneyAmount {
  readonly amount: Decimal;
  readonly currency: string;
}

const CURRENCY_CODE = /^[A-Za-z]{3}$/;
const ZERO = new Decimal(0);

function currencyOf(value: Value): string | undefined {
  return typeof value === 'string' && CURRENCY_CODE.test(value) ? value.toUpperCase() : undefined;
}

function present(value: Value | undefined): value is Value {
  return value !== undefined && value !== null;
}

/**
 * Major units from minor units: the spec holds amounts in minor units and display divides by
 * 10^digits, with the digits from the spec's currency table (JPY 0, every other store currency 2).
 */
export function fromMinorUnits(minor: Decimal, currency: string): Decimal {
  return minor.movePoint(-currencyDigits(currency));
}

/** Minor units of an amount, as an exact decimal string (the inverse of `fromMinorUnits`). */
export function toMinorUnits(money: MoneyAmount): string {
  return money.amount.movePoint(currencyDigits(money.currency)).toString();
}

/**
 * Read a money object for the `money` formatter and message money arguments (reference §11.2):
 * `{decimalValue, currencyCode}` (a decimal in major units) when both keys are present, otherwise
 * `{value, currency}` (the spec: value is in minor units, as a string). Anything else — a
 * non-object, a missing key, an unparseable amount or a malformed code — is undefined.
 */
export function readMoney(value: Value): MoneyAmount | undefined {
  if (!isObject(value)) return undefined;
  const { decimalValue, currencyCode } = value;
  if (present(decimalValue) && present(currencyCode)) {
    const amount = toDecimal(decimalValue);
    const currency = currencyOf(currencyCode);
    return amount !== undefined && currency !== undefined ? { amount, currency } : undefined;
  }
  const minor = present(value['value']) ? toDecimal(value['value']) : undefined;
  const currency = currencyOf(value['currency'] ?? null);
  return minor !== undefined && currency !== undefined
    ? { amount: fromMinorUnits(minor, currency), currency }
    : undefined;
}

const WHOLE_MINOR_UNITS = /^-?\d{1,15}(?:\.0*)?$/;

/**
 * The fast form of `readMoney` for the render hot path: `{value, currency}` whose value is whole
 * minor units of at most 15 digits, as a number; undefined for anything else (then use `readMoney`).
 */
export function readWholeMinorUnits(value: Value): { minor: number; currency: string } | undefined {
  if (!isObject(value) || (present(value['decimalValue']) && present(value['currencyCode'])))
    return undefined;
  const minor = value['value'];
  const currency = currencyOf(value['currency'] ?? null);
  if (currency === undefined) return undefined;
  if (typeof minor === 'string' && WHOLE_MINOR_UNITS.test(minor))
    return { minor: Number(minor) + 0, currency }; // + 0 turns -0 into 0
  if (typeof minor === 'number' && Number.isInteger(minor) && Math.abs(minor) < 1e15)
    return { minor: minor + 0, currency };
  return undefined;
}

const DECIMAL_MINOR_UNITS = /^(-?)(\d*)(?:\.(\d*))?$/;

/** At most this many digits make a decimal whose nearest double prints back as the same digits. */
const EXACT_DIGITS = 15;

/**
 * The fast form of `readMoney` for `{value, currency}` whose value is a plain decimal string of
 * minor units with at most 15 digits (`"118.40"`) or a whole number: the amount is
 * `minor / 10^scale` minor units, where `minor` and `10^scale` are exact doubles. Their quotient is
 * the double nearest the decimal, and a decimal of at most 15 digits is the shortest text of
 * its nearest double, so formatting the number prints the same digits as the exact decimal.
 * Undefined for anything else (then use `readMoney`).
 */
export function readExactMinorUnits(
  value: Value,
): { minor: number; scale: number; currency: string } | undefined {
  if (!isObject(value) || (present(value['decimalValue']) && present(value['currencyCode'])))
    return undefined;
  const amount = value['value'];
  const currency = currencyOf(value['currency'] ?? null);
  if (currency === undefined) return undefined;
  if (typeof amount === 'number')
    return Number.isInteger(amount) && Math.abs(amount) < 1e15
      ? { minor: amount + 0, scale: 0, currency }
      : undefined;
  const match = typeof amount === 'string' ? DECIMAL_MINOR_UNITS.exec(amount) : null;
  if (match === null) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  const digits = whole + fraction;
  if (digits.length === 0 || digits.length > EXACT_DIGITS) return undefined;
  const minor = Number(sign + digits);
  // "-0" and "-0.00" print as 0, as readWholeMinorUnits has them (+ 0 turns -0 into 0); "-.0"
  // keeps its sign, as the exact decimal does.
  return { minor: whole === '' ? minor : minor + 0, scale: fraction.length, currency };
}

/**
 * Read the money of commerce data (reference §11.2, last paragraph): only the current form
 * `{value, currency}` (minor units); a missing currency is USD and a missing or invalid amount 0.
 * Never fails, so price formatters always have something to print.
 */
export function readCommerceMoney(value: Value): MoneyAmount {
  const fields = isObject(value) ? value : {};
  const currency = currencyOf(fields['currency'] ?? null) ?? DEFAULT_CURRENCY;
  const minor = toDecimal(fields['value'] ?? null) ?? ZERO;
  return { amount: fromMinorUnits(minor, currency), currency };
}

/**
 * Read the older form `{decimalValue, currencyCode}` with the legacy defaults of
 * `i18n-money-format` (reference §8.6): currency USD, amount 0. An object in the current form is
 * read as `readMoney` reads it.
 */
export function readDecimalMoney(value: Value): MoneyAmount {
  const fields = isObject(value) ? value : {};
  if (!Object.hasOwn(fields, 'decimalValue') && !Object.hasOwn(fields, 'currencyCode')) {
    const current = readMoney(value);
    if (current !== undefined) return current;
  }
  return {
    amount: toDecimal(fields['decimalValue'] ?? null) ?? ZERO,
    currency: currencyOf(fields['currencyCode'] ?? null) ?? DEFAULT_CURRENCY,
  };
}
