import type { NumberOptions } from './number-options.js';

/**
 * Bounds of Node 20's Intl. Option values already clamped to the spec's 0–50 are narrowed further
 * to these, since a larger value would make Intl refuse the whole format.
 */
const INTL_MAX_INTEGER_DIGITS = 21;
const INTL_MAX_SIGNIFICANT_DIGITS = 21;
const INTL_MAX_FRACTION_DIGITS = 20;

function clamp(n: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, n));
}

/**
 * Fraction digit bounds that Intl accepts (minimum ≤ maximum). An explicit option wins over a
 * default; when two explicit options conflict the maximum is raised to the minimum.
 */
function fractionDigits(
  options: NumberOptions,
  defaultMin: number | undefined,
  defaultMax: number | undefined,
): Intl.NumberFormatOptions {
  const narrow = (n: number | undefined) =>
    n === undefined ? undefined : Math.min(n, INTL_MAX_FRACTION_DIGITS);
  let min = narrow(options.minFrac ?? defaultMin);
  let max = narrow(options.maxFrac ?? defaultMax);
  if (min !== undefined && max !== undefined && min > max) {
    if (options.minFrac === undefined) min = max;
    else max = min;
  }
  const out: Intl.NumberFormatOptions = {};
  if (min !== undefined) out.minimumFractionDigits = min;
  if (max !== undefined) out.maximumFractionDigits = max;
  return out;
}

function significantDigits(options: NumberOptions): Intl.NumberFormatOptions {
  const min = clamp(options.minSig ?? 1, 1, INTL_MAX_SIGNIFICANT_DIGITS);
  const max = clamp(
    Math.max(options.maxSig ?? INTL_MAX_SIGNIFICANT_DIGITS, min),
    1,
    INTL_MAX_SIGNIFICANT_DIGITS,
  );
  return { minimumSignificantDigits: min, maximumSignificantDigits: max };
}

/**
 * The digit, grouping and rounding part of Intl options for parsed number options.
 * `defaultMin`/`defaultMax` are the fraction digits used when no option sets them (for money the
 * currency's digits from the spec's table, never Intl's own currency data).
 */
export function intlDigitOptions(
  options: NumberOptions,
  defaultMin?: number,
  defaultMax?: number,
): Intl.NumberFormatOptions {
  const out: Intl.NumberFormatOptions = {
    useGrouping: options.grouping ? 'auto' : false,
    roundingMode: options.roundingMode,
  };
  if (options.minInt !== undefined) {
    out.minimumIntegerDigits = clamp(options.minInt, 1, INTL_MAX_INTEGER_DIGITS);
  }
  // Significant digits win over fraction digits, as in Intl's default rounding priority.
  const hasSignificant = options.minSig !== undefined || options.maxSig !== undefined;
  Object.assign(
    out,
    hasSignificant ? significantDigits(options) : fractionDigits(options, defaultMin, defaultMax),
  );
  return out;
}
