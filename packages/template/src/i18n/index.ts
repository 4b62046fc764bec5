/** Shared locale, number, money, date and message helpers of the template layer (see README.md). */
export { DEFAULT_LOCALE } from './locale.js';
export { toDecimal, toEpochMillis } from './decimal-value.js';
export type { MoneyAmount } from './money-value.js';
export {
  fromMinorUnits,
  readCommerceMoney,
  readDecimalMoney,
  readExactMinorUnits,
  readMoney,
  readWholeMinorUnits,
  toMinorUnits,
} from './money-value.js';
export {
  formatLegacyAmount,
  formatMinorUnits,
  formatMoney,
  legacyMoneyHtml,
  MAX_MONEY_INTEGER_PLACES,
} from './format-money.js';
export { formatDecimal } from './format-decimal.js';
export type { NumberOptions } from './number-options.js';
export { defaultNumberOptions, MAX_OPTION_DIGITS, parseNumberOptions } from './number-options.js';
export { numberOptionsOf } from './option-words.js';
export { CLDR_MONEY_FLAG, commerceMoneyString, moneyString, usesCldrMoney } from './money-string.js';
export { FORMAT_CACHE_SIZE, numberFormat } from './format-cache.js';
export { MONEY_MEMO_SIZE, MoneyMemo, MoneySite } from './money-memo.js';
export type { MessageArguments } from './message.js';
export { formatMessage, MESSAGE_FORMATTERS } from './message.js';
export { DEFAULT_TIME_ZONE, validTimeZone } from './time-zone.js';
export { DATE_RANGE_ERROR, MAX_JULIAN_DAY, MIN_JULIAN_DAY } from './julian-day.js';
