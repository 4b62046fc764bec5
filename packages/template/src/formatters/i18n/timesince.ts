import { toEpochMillis } from '../../i18n/decimal-value.js';
import { INVALID_DATE, timeSincePhrase } from '../../i18n/time-since.js';
import { asString } from '../../values.js';
import { slotFormatter } from './slot-formatter.js';

function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * `timesince` (reference §8.5, platform spec §8–9): `<span class="timesince" data-date="…">`
 * around the English phrase for now − input (`about 3 days ago`). Input that is not a finite
 * number, or a render without locale data, gives `Invalid date.` (R-Java, Appendix B #28).
 */
export const timesince = slotFormatter((value, _args, ctx) => {
  const then = toEpochMillis(value);
  if (then === undefined || ctx.locale === undefined) return INVALID_DATE;
  return `<span class="timesince" data-date="${attribute(asString(value))}">${timeSincePhrase(ctx.now, then)}</span>`;
});
