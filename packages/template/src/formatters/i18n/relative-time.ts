import { toEpochMillis } from '../../i18n/decimal-value.js';
import type { RelativeTimeOptions } from '../../i18n/relative-time.js';
import { formatRelativeTime, parseRelativeTimeOptions } from '../../i18n/relative-time.js';
import { slotFormatter } from './slot-formatter.js';

const parsed = new WeakMap<readonly string[], RelativeTimeOptions>();

function optionsOf(args: readonly string[]): RelativeTimeOptions {
  let options = parsed.get(args);
  if (options === undefined) parsed.set(args, (options = parseRelativeTimeOptions(args)));
  return options;
}

/**
 * `relative-time [options]` (reference §8.5, §11.7): the input relative to now (the render's
 * `now`): `5 hours ago`, `in 3 days`. With two variables `{a, b|relative-time}` it describes b
 * relative to a. A pure time difference, so no time zone. Non-numeric or no locale → "".
 */
export const relativeTime = slotFormatter((value, args, ctx, vars) => {
  const second = vars[1];
  const from = second === undefined ? ctx.now : toEpochMillis(value);
  const to = toEpochMillis(second === undefined ? value : second.value);
  if (from === undefined || to === undefined || ctx.locale === undefined) return '';
  return formatRelativeTime(ctx.locale, to - from, optionsOf(args));
});
