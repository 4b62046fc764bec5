import { toDecimal } from '../../i18n/decimal-value.js';
import { formatDecimal } from '../../i18n/format-decimal.js';
import { numberOptionsOf } from '../../i18n/option-words.js';
import { slotFormatter } from './slot-formatter.js';

/**
 * `decimal [number options]` (reference §8.5, §11.4): locale formatting of the input as an exact
 * decimal — grouping on, at most 3 fraction digits by default (`12,345.679`; de `12.345,679`).
 * Unparseable input or no locale → "".
 */
export const decimal = slotFormatter((value, args, ctx) => {
  const number = toDecimal(value);
  if (number === undefined || ctx.locale === undefined) return '';
  return formatDecimal(ctx.locale, number, numberOptionsOf(args));
});
