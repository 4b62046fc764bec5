import { divideRounded } from './rounding.js';
import type { RoundingMode } from './rounding.js';
import { parseExactDecimal, exactDecimalFromNumber } from './exact-decimal.js';
import { money } from './money.js';
import type { Money } from './money.js';

/**
 * `percent` % of `value`, computed exactly and rounded to a whole minor unit with the rounding
 * mode the caller chooses (there is no sensible default between tax, discounts and fees).
 * `percent` may be a number or decimal text ("7.25").
 *
 * @example
 * percentageOf(money(1999, 'USD'), 15, 'half-up'); // 300 cents (299.85 rounded)
 */
export function percentageOf(value: Money, percent: number | string, rounding: RoundingMode): Money {
  const exact = typeof percent === 'number' ? exactDecimalFromNumber(percent) : parseExactDecimal(percent);
  if (!exact) throw new RangeError(`Not a percentage: ${String(percent)}`);
  const numerator = BigInt(value.amount) * exact.units;
  const divisor = 100n * 10n ** BigInt(exact.scale);
  const result = divideRounded(numerator, divisor, rounding);
  if (result > BigInt(Number.MAX_SAFE_INTEGER) || result < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('Money amount out of range');
  }
  return money(Number(result), value.currency);
}
