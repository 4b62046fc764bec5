import { capitalize } from './capitalize.js';
import type { DateTimeOptions } from './datetime-options.js';
import { dateTimeFormat } from './format-cache.js';
import { hasFields, skeletonOptions } from './skeleton.js';

/**
 * Intl's `format` already prints plain spaces where ICU writes U+202F before AM/PM; `formatRange`
 * does not, and also puts thin spaces around the dash. Plain spaces keep interval text in line
 * with the rest of the output (`May 12 – Jun 21, 2013`).
 */
const ICU_SPACES = /[\u2009\u202f]/g;

/** Default skeletons: the dates alone, or the date with a time range when both fall on one day. */
const DAYS_SKELETON = 'yMMMd';
const SAME_DAY_SKELETON = 'yMMMdjm';

function sameWallDay(a: Date, b: Date): boolean {
  return (
    a.getUTCFullYear() === b.getUTCFullYear() &&
    a.getUTCMonth() === b.getUTCMonth() &&
    a.getUTCDate() === b.getUTCDate()
  );
}

/**
 * A CLDR date interval (`May 12 – Jun 21, 2013`) between two instants in `zone`
 * (reference §8.5 `datetime-interval`, §11.7). `startLocal`/`endLocal` are the wall clocks, used
 * to choose the default skeleton. "" when the locale or options cannot be built.
 */
export function formatInterval(
  locale: string,
  range: { start: number; end: number; startLocal: Date; endLocal: Date },
  zone: string,
  options: DateTimeOptions,
): string {
  let fields = options.skeleton === '' ? {} : skeletonOptions(options.skeleton);
  if (!hasFields(fields)) {
    fields = skeletonOptions(
      sameWallDay(range.startLocal, range.endLocal) ? SAME_DAY_SKELETON : DAYS_SKELETON,
    );
  }
  const intl: Intl.DateTimeFormatOptions = { ...fields, timeZone: zone };
  if (options.calendar !== undefined) intl.calendar = options.calendar;
  const format = dateTimeFormat(locale, intl, JSON.stringify(intl));
  if (format === undefined) return '';
  try {
    return capitalize(
      format.formatRange(range.start, range.end).replace(ICU_SPACES, ' '),
      options.context,
      locale,
    );
  } catch {
    return '';
  }
}
