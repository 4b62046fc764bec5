import { asNumber } from '../../values.js';
import { valueFormatter } from './value-formatter.js';

/**
 * `pluralize [PLURAL]` / `pluralize SINGULAR PLURAL`: SINGULAR (default `""`) when the input
 * is exactly 1, else PLURAL (default `s`).
 */
export const pluralize = valueFormatter((value, args) => {
  const [singular, plural] = args.length >= 2 ? [args[0], args[1]] : ['', args[0]];
  return asNumber(value) === 1 ? (singular ?? '') : (plural ?? 's');
});
