import { money } from './money.js';
import type { Money } from './money.js';

/**
 * Split `total` in proportion to `ratios` without losing or inventing a minor unit: each share
 * is rounded toward zero, then the leftover units go one each to the shares with the largest
 * remainders (earlier shares first on ties). The shares always sum to `total`.
 *
 * @example
 * allocateMoney(money(1000, 'USD'), [1, 1, 1]); // 334, 333, 333 cents
 */
export function allocateMoney(total: Money, ratios: readonly number[]): Money[] {
  if (ratios.length === 0) throw new RangeError('At least one ratio is required');
  if (ratios.some((r) => !Number.isSafeInteger(r) || r < 0)) {
    throw new RangeError('Ratios must be non-negative integers');
  }
  const weights = ratios.map(BigInt);
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) throw new RangeError('Ratios must not all be zero');

  const whole = BigInt(total.amount);
  const shares = weights.map((w) => (whole * w) / sum);
  const remainders = weights.map((w, i) => abs(whole * w - (shares[i] ?? 0n) * sum));
  let leftover = whole - shares.reduce((a, b) => a + b, 0n);
  const step = leftover < 0n ? -1n : 1n;
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (leftover === 0n) break;
    shares[index] = (shares[index] ?? 0n) + step;
    leftover -= step;
  }
  return shares.map((share) => money(Number(share), total.currency));
}

function abs(n: bigint): bigint {
  return n < 0n ? -n : n;
}

/**
 * Split `total` into `parts` equal instalments; the remainder goes one unit each to the first
 * parts, so the first payment is never smaller than the later ones.
 *
 * @example
 * splitMoney(money(1001, 'USD'), 4); // 251, 250, 250, 250 cents
 */
export function splitMoney(total: Money, parts: number): Money[] {
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError('Parts must be a positive integer');
  return allocateMoney(
    total,
    Array.from({ length: parts }, () => 1),
  );
}
