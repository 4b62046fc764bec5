import type { DateTimeOptions } from '../../i18n/datetime-options.js';
import { parseIntervalOptions } from '../../i18n/datetime-options.js';
import { toEpochMillis } from '../../i18n/decimal-value.js';
import { formatInterval } from '../../i18n/format-interval.js';
import { renderTimeZone } from '../../i18n/time-zone.js';
import type { PluginContext, Value } from '../../plugins.js';
import { checkedClock } from './checked-clock.js';
import { slotFormatter } from './slot-formatter.js';

const parsed = new WeakMap<readonly string[], DateTimeOptions>();

/** `datetime-interval` options of an argument array, parsed once per array. */
export function intervalOptionsOf(args: readonly string[]): DateTimeOptions {
  let options = parsed.get(args);
  if (options === undefined) parsed.set(args, (options = parseIntervalOptions(args)));
  return options;
}

/** The interval text between two values; shared with message `datetime-interval` arguments. */
export function intervalText(ctx: PluginContext, start: Value, end: Value, options: DateTimeOptions): string {
  const startMs = toEpochMillis(start);
  const endMs = toEpochMillis(end);
  if (startMs === undefined || endMs === undefined || ctx.locale === undefined) return '';
  const zone = renderTimeZone(ctx);
  const startClock = checkedClock(ctx, zone, startMs);
  const endClock = checkedClock(ctx, zone, endMs);
  if (startClock === undefined || endClock === undefined) return '';
  const range = { start: startMs, end: endMs, startLocal: startClock.local, endLocal: endClock.local };
  return formatInterval(ctx.locale, range, zone, options);
}

/**
 * `{start, end|datetime-interval [options]}` (reference §8.5, §11.7): a CLDR date interval in the
 * website time zone (`May 12 – Jun 21, 2013`). Fewer than two variables, non-finite values or
 * no locale → "".
 */
export const datetimeInterval = slotFormatter((value, args, ctx, vars) => {
  const end = vars[1];
  return end === undefined ? '' : intervalText(ctx, value, end.value, intervalOptionsOf(args));
});
