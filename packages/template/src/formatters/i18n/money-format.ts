import { formatLegacyAmount } from '../../i18n/format-money.js';
import { toDecimal } from '../../i18n/decimal-value.js';
import type { Value } from '../../plugins.js';
import { slotFormatter } from './slot-formatter.js';

/** Legacy cents formatters work in US dollars: 2 fraction digits (reference §8.6). */
const CENT_DIGITS = 2;

function centsText(value: Value): string {
  const cents = toDecimal(value);
  return cents === undefined ? '' : formatLegacyAmount(cents.movePoint(-CENT_DIGITS), CENT_DIGITS);
}

/**
 * `money-format` / `moneyFormat` (reference §8.6, R-Java behaviour per Appendix B #24): an amount
 * in cents, divided by 100 and printed with the US pattern `#,##0.00` (`12345` → `123.45`).
 * Input that is not a number prints "" (platform spec §8).
 */
export const moneyFormat = slotFormatter((value) => centsText(value));

/** `money-string`: the `money-format` text inside `<span class="sqs-money-native">`. */
export const moneyString = slotFormatter((value) => {
  const text = centsText(value);
  return text === '' ? '' : `<span class="sqs-money-native">${text}</span>`;
});
