import type { DateTimeOptions } from '../../i18n/datetime-options.js';
import { parseDateTimeOptions } from '../../i18n/datetime-options.js';
import { toEpochMillis } from '../../i18n/decimal-value.js';
import { formatDateTime } from '../../i18n/format-datetime.js';
import { renderTimeZone } from '../../i18n/time-zone.js';
import type { PluginContext, Value } from '../../plugins.js';
import { checkedClock } from './checked-clock.js';
import { slotFormatter } from './slot-formatter.js';

const parsed = new WeakMap<readonly string[], DateTimeOptions>();

/** `datetime` options of an argument array, parsed once per array. */
export function dateTimeOptionsOf(args: readonly string[]): DateTimeOptions {
  let options = parsed.get(args);
  if (options === undefined) parsed.set(args, (options = parseDateTimeOptions(args)));
  return options;
}

/** The `datetime` text of a value; shared with message `datetime` arguments. */
export function dateTimeText(ctx: PluginContext, value: Value, options: DateTimeOptions): string {
  const epochMs = toEpochMillis(value);
  if (epochMs === undefined || ctx.locale === undefined) return '';
  const zone = renderTimeZone(ctx);
  if (checkedClock(ctx, zone, epochMs) === undefined) return '';
  return formatDateTime(ctx.locale, epochMs, zone, options);
}

/**
 * `datetime [options]` (reference §8.5, §11.6): the input (epoch ms) in the website time zone
 * with CLDR patterns; no options → the medium date (`May 12, 2013`). Non-numeric or no locale → "".
 */
export const datetime = slotFormatter((value, args, ctx) =>
  dateTimeText(ctx, value, dateTimeOptionsOf(args)),
);
