import { strftime } from '../../i18n/strftime.js';
import { renderTimeZone } from '../../i18n/time-zone.js';
import { asNumber } from '../../values.js';
import { checkedClock } from './checked-clock.js';
import { slotFormatter } from './slot-formatter.js';

/**
 * `date STRFTIME PATTERN` (reference §8.1, §11.5): the input as epoch milliseconds (asNumber, so
 * a missing value is epoch 0) in the website time zone. The argument pieces are re-joined with
 * single spaces; no arguments → "". Names follow the render locale (English without one).
 */
export const date = slotFormatter((value, args, ctx) => {
  if (args.length === 0) return '';
  const clock = checkedClock(ctx, renderTimeZone(ctx), asNumber(value));
  return clock === undefined ? '' : strftime(args.join(' '), clock, ctx.locale);
});
