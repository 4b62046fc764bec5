import { asNumber } from '../../values.js';
import { valueFormatter } from './value-formatter.js';

/**
 * `mod [N]`: remainder of the input's integer part by N (sign of the dividend; R-Java works
 * on integers, Appendix B #19). A missing, invalid or zero N means 2.
 */
export const mod = valueFormatter((value, args) => {
  const text = args[0] ?? '';
  const parsed = /^[+-]?\d+$/.test(text) ? Number(text) : 0;
  const divisor = parsed === 0 ? 2 : parsed;
  return Math.trunc(asNumber(value)) % divisor || 0;
});
