import { formatMoney } from '../../i18n/format-money.js';
import { toDecimal } from '../../i18n/decimal-value.js';
import { fromMinorUnits } from '../../i18n/money-value.js';
import { regionCurrency } from '../../i18n/region-currency.js';
import { slotFormatter } from './slot-formatter.js';

/**
 * `bookkeeper-money-format` (reference §8.3, R-TS behaviour per Appendix B #26): the input is an
 * amount in minor units (cents) of the currency of the locale's region, shown in the locale's
 * currency format: en-US `$1,234.56`, de-DE `1.234,56 €`, en-GB `£1,234.56`. The spec's minor
 * units divide by 10^digits, so for ja-JP the input is whole yen. No locale, no region currency
 * or a non-numeric input → "".
 */
export const bookkeeperMoneyFormat = slotFormatter((value, _args, ctx) => {
  const minor = toDecimal(value);
  if (minor === undefined || ctx.locale === undefined) return '';
  const currency = regionCurrency(ctx.locale);
  if (currency === undefined) return '';
  return formatMoney(ctx.locale, { amount: fromMinorUnits(minor, currency), currency });
});
