import { money } from './money.js';
import type { Money } from './money.js';
import type { CurrencyCode } from './currencies.js';

function sameCurrency(a: Money, b: Money): CurrencyCode {
  // Mixing currencies is always a bug in the caller: nothing converts between them.
  if (a.currency !== b.currency) throw new TypeError(`Currency mismatch: ${a.currency} and ${b.currency}`);
  return a.currency;
}

/**
 * Sum of two amounts of the same currency. Throws on a currency mismatch or when the result
 * leaves the representable range (both are bugs, not business outcomes).
 *
 * @example
 * addMoney(money(1250, 'USD'), money(99, 'USD')); // { amount: 1349, currency: 'USD' }
 */
export function addMoney(a: Money, b: Money): Money {
  return money(a.amount + b.amount, sameCurrency(a, b));
}

export function subtractMoney(a: Money, b: Money): Money {
  return money(a.amount - b.amount, sameCurrency(a, b));
}

/** Unit price times an integer quantity (a cart line). */
export function multiplyMoney(unit: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new TypeError(`Quantity must be an integer, got ${quantity}`);
  const product = BigInt(unit.amount) * BigInt(quantity);
  if (product > BigInt(Number.MAX_SAFE_INTEGER) || product < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Money amount out of range: ${product}`);
  }
  return money(Number(product), unit.currency);
}

/** Sum of a list; an empty list sums to zero in `currency`. */
export function sumMoney(amounts: readonly Money[], currency: CurrencyCode): Money {
  return amounts.reduce((total, next) => addMoney(total, next), money(0, currency));
}

export function negateMoney(value: Money): Money {
  return money(-value.amount, value.currency);
}

/** Negative, zero or positive as `a` is less than, equal to or greater than `b`. */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  return a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0;
}

/** Equal amount and currency; different currencies are simply unequal. */
export function moneyEquals(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.amount === b.amount;
}

export function isZeroMoney(value: Money): boolean {
  return value.amount === 0;
}

export function isNegativeMoney(value: Money): boolean {
  return value.amount < 0;
}

/** The smallest of a non-empty list (first one wins ties). */
export function minMoney(first: Money, ...rest: readonly Money[]): Money {
  return rest.reduce((low, next) => (compareMoney(next, low) < 0 ? next : low), first);
}

/** The largest of a non-empty list (first one wins ties). */
export function maxMoney(first: Money, ...rest: readonly Money[]): Money {
  return rest.reduce((high, next) => (compareMoney(next, high) > 0 ? next : high), first);
}
