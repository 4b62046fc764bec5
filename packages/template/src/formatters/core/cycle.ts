import { MISSING } from '../../plugins.js';
import { asNumber } from '../../values.js';
import { valueFormatter } from './value-formatter.js';

/**
 * `cycle V1 … Vk`: the input is a 1-based counter; 1 → V1, k+1 → V1 again, 0 → Vk.
 * Fractions are truncated first (R-Java, Appendix B #19).
 */
export const cycle = valueFormatter((value, args) => {
  const n = Math.trunc(asNumber(value));
  if (args.length === 0 || !Number.isFinite(n)) return MISSING;
  const k = args.length;
  return args[(((n - 1) % k) + k) % k] ?? MISSING;
});
