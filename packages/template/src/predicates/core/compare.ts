import type { Value } from '../../plugins.js';
import { asBoolean, asNumber, asString } from '../../values.js';
import { deepEqual } from './deep-equal.js';

function sign(a: number | string, b: number | string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/**
 * Orders two values by the type of the left one (reference §9.4): numbers numerically,
 * strings by UTF-16 code units, booleans false < true, anything else 0 when deeply equal and
 * -1 otherwise. The result is NaN when the numbers are unordered (a NaN), so that every
 * ordering predicate is false. The right side goes through the shared coercions, so a
 * non-numeric string is 0 (R-Java, Appendix B #40).
 */
export function compare(a: Value, b: Value): number {
  if (typeof a === 'number') {
    const right = asNumber(b);
    return Number.isNaN(a) || Number.isNaN(right) ? Number.NaN : sign(a, right);
  }
  if (typeof a === 'string') return sign(a, asString(b));
  if (typeof a === 'boolean') return sign(Number(a), Number(asBoolean(b)));
  return deepEqual(a, b) ? 0 : -1;
}
