import type { FormatterTable } from '../../plugins.js';
import { bookkeeperMoneyFormat } from './bookkeeper-money-format.js';
import { date } from './date.js';
import { datetime } from './datetime.js';
import { datetimeInterval } from './datetime-interval.js';
import { decimal } from './decimal.js';
import { i18nMoneyFormat } from './i18n-money-format.js';
import { message } from './message.js';
import { money } from './money.js';
import { moneyFormat, moneyString } from './money-format.js';
import { relativeTime } from './relative-time.js';
import { timesince } from './timesince.js';

/**
 * I18n formatters by template name: `date` (reference §8.1), the CLDR formatters of §8.5, the
 * money names of §8.6 and `bookkeeper-money-format` (§8.3).
 */
export const i18nFormatters: FormatterTable = {
  'bookkeeper-money-format': bookkeeperMoneyFormat,
  date,
  datetime,
  'datetime-interval': datetimeInterval,
  decimal,
  'i18n-money-format': i18nMoneyFormat,
  message,
  money,
  'money-format': moneyFormat,
  moneyFormat,
  'money-string': moneyString,
  // `plural` is the deprecated alias of `message` (reference §8.5).
  plural: message,
  'relative-time': relativeTime,
  timesince,
};
