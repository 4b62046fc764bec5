/**
 * How a value between two representable amounts is resolved. The names follow the usual
 * decimal conventions: `up`/`down` are away from / toward zero, `ceiling`/`floor` toward
 * positive / negative infinity, the `half-*` modes round to nearest and differ only on ties.
 */
export type RoundingMode = 'up' | 'down' | 'ceiling' | 'floor' | 'half-up' | 'half-down' | 'half-even';

export const ROUNDING_MODES: readonly RoundingMode[] = [
  'up',
  'down',
  'ceiling',
  'floor',
  'half-up',
  'half-down',
  'half-even',
];

function abs(n: bigint): bigint {
  return n < 0n ? -n : n;
}

/** Whether a non-exact quotient moves one step away from zero. */
function roundsAway(
  quotient: bigint,
  remainder: bigint,
  divisor: bigint,
  negative: boolean,
  mode: RoundingMode,
) {
  switch (mode) {
    case 'up':
      return true;
    case 'down':
      return false;
    case 'ceiling':
      return !negative;
    case 'floor':
      return negative;
    default: {
      const twice = 2n * abs(remainder);
      if (twice !== divisor) return twice > divisor;
      if (mode === 'half-up') return true;
      if (mode === 'half-down') return false;
      return abs(quotient) % 2n === 1n;
    }
  }
}

/**
 * Exact integer division `numerator / divisor` rounded with `mode`.
 *
 * @example
 * divideRounded(5n, 2n, 'half-even'); // 2n
 */
export function divideRounded(numerator: bigint, divisor: bigint, mode: RoundingMode): bigint {
  if (divisor === 0n) throw new RangeError('Division by zero');
  if (divisor < 0n) return divideRounded(-numerator, -divisor, mode);
  const quotient = numerator / divisor;
  const remainder = numerator % divisor;
  if (remainder === 0n) return quotient;
  const negative = numerator < 0n;
  if (!roundsAway(quotient, remainder, divisor, negative, mode)) return quotient;
  return negative ? quotient - 1n : quotient + 1n;
}
