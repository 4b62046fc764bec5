import { currencyDigits, isCurrencyCode } from './currencies.js';
import type { CurrencyCode } from './currencies.js';

/**
 * An amount of money: an integer number of minor units (cents; yen for JPY) and its currency.
 * Plain data, so it crosses JSON (server → island props) unchanged.
 */
export interface Money {
  /** Minor units, always a safe integer within {@link maxMinorUnits} of the currency. */
  readonly amount: number;
  readonly currency: CurrencyCode;
}

/** Display and storage never exceed 15 integer places (storefront spec §9). */
export const MAX_INTEGER_PLACES = 15;

/**
 * The largest absolute amount in minor units: 15 integer places, and never past
 * `Number.MAX_SAFE_INTEGER` so every amount stays an exact integer.
 */
export function maxMinorUnits(currency: CurrencyCode): number {
  const limit = 10 ** (MAX_INTEGER_PLACES + currencyDigits(currency)) - 1;
  return Math.min(limit, Number.MAX_SAFE_INTEGER);
}

/** True when `amount` is an integer a {@link Money} of `currency` may hold. */
export function isValidMinorAmount(amount: number, currency: CurrencyCode): boolean {
  return Number.isSafeInteger(amount) && Math.abs(amount) <= maxMinorUnits(currency);
}

/**
 * Make a money value. A fractional or out-of-range amount is a programming error, so it throws;
 * text from users goes through `parseDecimalAmount`, which returns a result instead.
 *
 * @example
 * money(1250, 'USD'); // $12.50
 * money(1250, 'JPY'); // ¥1,250
 */
export function money(amount: number, currency: CurrencyCode): Money {
  if (!isCurrencyCode(currency)) throw new TypeError(`Unknown currency ${String(currency)}`);
  if (!Number.isInteger(amount)) throw new TypeError(`Money amount must be an integer, got ${amount}`);
  if (!isValidMinorAmount(amount, currency)) throw new RangeError(`Money amount out of range: ${amount}`);
  // -0 would print as "-0.00" in some formatters.
  return { amount: amount === 0 ? 0 : amount, currency };
}

export function zeroMoney(currency: CurrencyCode): Money {
  return money(0, currency);
}

/** Structural check for values that arrive as `unknown` (JSON, island props). */
export function isMoney(value: unknown): value is Money {
  if (typeof value !== 'object' || value === null) return false;
  const { amount, currency } = value as { amount?: unknown; currency?: unknown };
  return (
    typeof currency === 'string' &&
    isCurrencyCode(currency) &&
    typeof amount === 'number' &&
    isValidMinorAmount(amount, currency)
  );
}
