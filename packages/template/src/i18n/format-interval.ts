import { capitalize } from './capitalize.js';
import type { DateTimeOptions } from './datetime-options.js';
import { dateTimeFormat } from './format-cache.js';
import { dateTimeGlue } from './format-datetime.js';
import { hasFields, skeletonOptions } from './skeleton.js';

/**
 * Intl's `format` already prints plain spaces where ICU writes U+202F before AM/PM; `formatRange`
 * does not, and also puts thin spaces around the dash. Plain spaces keep interval text in line
 * with the rest of the output (`May 12 – Jun 21, 2013`).
 */
const ICU_SPACES = /[\u2009\u202f]/g;

/** CLDR's interval fallback pattern `{0} – {1}`, used when no interval pattern fits. */
const FALLBACK_DASH = ' – ';

/** Default skeletons: the dates when the days differ, else the times alone (`2:04 – 7:38 PM`). */
const DAYS_SKELETON = 'yMMMd';
const TIMES_SKELETON = 'jm';

type Fields = Intl.DateTimeFormatOptions;
type Difference = 'date' | 'time' | 'none';

const DATE_KEYS = ['era', 'year', 'month', 'day', 'weekday'] as const;
const TIME_KEYS = [
  'hour',
  'minute',
  'second',
  'fractionalSecondDigits',
  'dayPeriod',
  'hourCycle',
  'timeZoneName',
] as const;

function pick(fields: Fields, keys: readonly (keyof Fields)[]): Fields {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (fields[key] !== undefined) out[key] = fields[key];
  return out as Fields;
}

const hasDate = (fields: Fields): boolean => hasFields(pick(fields, DATE_KEYS));
const hasTime = (fields: Fields): boolean => hasFields(pick(fields, TIME_KEYS));

/**
 * The largest wall-clock field that differs, as CLDR sees it: interval patterns have no seconds,
 * so instants that differ only in seconds count as equal.
 */
function difference(a: Date, b: Date): Difference {
  if (
    a.getUTCFullYear() !== b.getUTCFullYear() ||
    a.getUTCMonth() !== b.getUTCMonth() ||
    a.getUTCDate() !== b.getUTCDate()
  ) {
    return 'date';
  }
  return a.getUTCHours() !== b.getUTCHours() || a.getUTCMinutes() !== b.getUTCMinutes() ? 'time' : 'none';
}

/** The skeleton's fields, defaulted and widened the way CLDR interval formatting does. */
function intervalFields(options: DateTimeOptions, differs: Difference): Fields {
  const given = options.skeleton === '' ? {} : skeletonOptions(options.skeleton);
  if (!hasFields(given)) return skeletonOptions(differs === 'date' ? DAYS_SKELETON : TIMES_SKELETON);
  // Times alone across days would hide which days they are: the date is added for context.
  if (differs === 'date' && !hasDate(given)) return { ...skeletonOptions(DAYS_SKELETON), ...given };
  return given;
}

interface Formatter {
  readonly format: (epochMs: number) => string;
}

function formatterOf(locale: string, fields: Fields, base: Fields): Formatter | undefined {
  const intl = { ...fields, ...base };
  return dateTimeFormat(locale, intl, JSON.stringify(intl));
}

/**
 * One instant with date and time fields: the date part and the time part joined by the locale's
 * short date-time glue (`Tue, 3:51 PM`), as CLDR's fallback formats each end of the interval.
 */
function formatDateAndTime(
  locale: string,
  epochMs: number,
  fields: Fields,
  base: Fields,
): string | undefined {
  const date = formatterOf(locale, pick(fields, DATE_KEYS), base);
  const time = formatterOf(locale, pick(fields, TIME_KEYS), base);
  const glue = dateTimeGlue(locale, 'short');
  if (date === undefined || time === undefined || glue === undefined) return undefined;
  const [first, second] = glue.timeFirst ? [time, date] : [date, time];
  return first.format(epochMs) + glue.between + second.format(epochMs);
}

function formatRange(
  locale: string,
  range: IntervalRange,
  fields: Fields,
  base: Fields,
  differs: Difference,
) {
  if (differs === 'date' && hasDate(fields) && hasTime(fields)) {
    const start = formatDateAndTime(locale, range.start, fields, base);
    const end = formatDateAndTime(locale, range.end, fields, base);
    return start === undefined || end === undefined ? undefined : start + FALLBACK_DASH + end;
  }
  const format = dateTimeFormat(locale, { ...fields, ...base }, JSON.stringify({ ...fields, ...base }));
  if (format === undefined) return undefined;
  // Equal to the minute: one instant, not a range.
  return differs === 'none' ? format.format(range.start) : format.formatRange(range.start, range.end);
}

export interface IntervalRange {
  readonly start: number;
  readonly end: number;
  readonly startLocal: Date;
  readonly endLocal: Date;
}

/**
 * A CLDR date interval (`May 12 – Jun 21, 2013`) between two instants in `zone`
 * (reference §8.5 `datetime-interval`, §11.7). `startLocal`/`endLocal` are the wall clocks, which
 * decide the largest differing field: with no skeleton, the dates when the days differ and the
 * times alone within one day (`2:04 – 7:38 PM`); a skeleton with date and time across days gives
 * each end in full (`Tue, 3:51 PM – Mon, 10:25 AM`). "" when the locale or options cannot be built.
 */
export function formatInterval(
  locale: string,
  range: IntervalRange,
  zone: string,
  options: DateTimeOptions,
): string {
  const differs = difference(range.startLocal, range.endLocal);
  const fields = intervalFields(options, differs);
  const base: Fields = { timeZone: zone };
  if (options.calendar !== undefined) base.calendar = options.calendar;
  try {
    const text = formatRange(locale, range, fields, base, differs);
    return text === undefined ? '' : capitalize(text.replace(ICU_SPACES, ' '), options.context, locale);
  } catch {
    return '';
  }
}
