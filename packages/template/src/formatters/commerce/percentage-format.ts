import { numberFormat } from '../../i18n/index.js';
import { asNumber } from '../../values.js';
import { valueFormatter } from '../core/value-formatter.js';

/**
 * `percentage-format [trim]`: the number in the locale's decimal format with grouping and 2 to 3
 * fraction digits (0 to 3 with `trim`), without a `%` sign. No locale → `""`.
 */
export const percentageFormat = valueFormatter((value, args, ctx) => {
  const trim = args.includes('trim');
  const n = asNumber(value);
  if (ctx.locale === undefined || !Number.isFinite(n)) return '';
  const options = { minimumFractionDigits: trim ? 0 : 2, maximumFractionDigits: 3, useGrouping: true };
  return numberFormat(ctx.locale, options, trim ? 'percentage-trim' : 'percentage')?.format(n) ?? '';
});
