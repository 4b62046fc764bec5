import { capitalize } from './capitalize.js';
import type { DateTimeOptions, Width } from './datetime-options.js';
import { cachedHelper, dateTimeFormat } from './format-cache.js';
import { hasFields, skeletonOptions } from './skeleton.js';

interface Part {
  readonly intl: Intl.DateTimeFormatOptions;
  readonly key: string;
}

/** How a `datetime` option set formats: one Intl pattern, or date and time joined by a wrap glue. */
interface PreparedDateTime {
  readonly whole: Part;
  readonly wrapped?: { readonly date: Part; readonly time: Part; readonly wrap: Width };
}

const prepared = new WeakMap<DateTimeOptions, Map<string, PreparedDateTime>>();

function part(intl: Intl.DateTimeFormatOptions): Part {
  return { intl, key: JSON.stringify(intl) };
}

/** The Intl fields of options: skeleton, else widths, else the medium date (reference §8.5). */
export function fieldOptions(options: DateTimeOptions): Intl.DateTimeFormatOptions {
  if (options.skeleton !== '') {
    const fields = skeletonOptions(options.skeleton);
    if (hasFields(fields)) return fields;
  }
  if (options.date === undefined && options.time === undefined) return { dateStyle: 'medium' };
  const styles: Intl.DateTimeFormatOptions = {};
  if (options.date !== undefined) styles.dateStyle = options.date;
  if (options.time !== undefined) styles.timeStyle = options.time;
  return styles;
}

function prepare(options: DateTimeOptions, zone: string): PreparedDateTime {
  const base: Intl.DateTimeFormatOptions = { timeZone: zone };
  if (options.calendar !== undefined) base.calendar = options.calendar;
  const fields = fieldOptions(options);
  const wrap = options.wrap;
  const made: PreparedDateTime =
    wrap !== undefined && options.skeleton === '' && options.date !== undefined && options.time !== undefined
      ? {
          whole: part({ ...fields, ...base }),
          wrapped: {
            date: part({ dateStyle: options.date, ...base }),
            time: part({ timeStyle: options.time, ...base }),
            wrap,
          },
        }
      : { whole: part({ ...fields, ...base }) };
  let byZone = prepared.get(options);
  if (byZone === undefined) prepared.set(options, (byZone = new Map()));
  byZone.set(zone, made);
  return made;
}

const GLUE_SAMPLE = Date.UTC(2000, 0, 2, 3, 4, 5);

export interface Glue {
  readonly between: string;
  readonly timeFirst: boolean;
}

/**
 * The locale's date-time glue of a width (CLDR `dateTimeFormats`), read back from Intl: format a
 * sample as date, as time and as both, and keep what lies between the two parts.
 */
function buildGlue(locale: string, width: Width): Glue {
  const format = (intl: Intl.DateTimeFormatOptions): string =>
    new Intl.DateTimeFormat(locale, { ...intl, timeZone: 'UTC' }).format(GLUE_SAMPLE);
  const both = format({ dateStyle: width, timeStyle: width });
  const date = format({ dateStyle: width });
  const time = format({ timeStyle: width });
  const fits = both.length >= date.length + time.length;
  if (fits && both.startsWith(date) && both.endsWith(time)) {
    return { between: both.slice(date.length, both.length - time.length), timeFirst: false };
  }
  if (fits && both.startsWith(time) && both.endsWith(date)) {
    return { between: both.slice(time.length, both.length - date.length), timeFirst: true };
  }
  return { between: ' ', timeFirst: false };
}

/** The locale's glue between a date and a time of a width (`, ` or ` at ` in English). */
export function dateTimeGlue(locale: string, width: Width): Glue | undefined {
  return cachedHelper(`glue|${locale}|${width}`, buildGlue, locale, width);
}

function formatWrapped(
  locale: string,
  epochMs: number,
  plan: NonNullable<PreparedDateTime['wrapped']>,
): string {
  const glue = dateTimeGlue(locale, plan.wrap);
  const date = dateTimeFormat(locale, plan.date.intl, plan.date.key);
  const time = dateTimeFormat(locale, plan.time.intl, plan.time.key);
  if (glue === undefined || date === undefined || time === undefined) return '';
  const [first, second] = glue.timeFirst ? [time, date] : [date, time];
  return first.format(epochMs) + glue.between + second.format(epochMs);
}

/**
 * Format an instant with CLDR patterns in `zone` (reference §8.5 `datetime`, §11.6). The caller
 * has checked the instant is in range; "" when the locale or options cannot be built.
 */
export function formatDateTime(
  locale: string,
  epochMs: number,
  zone: string,
  options: DateTimeOptions,
): string {
  const plan = prepared.get(options)?.get(zone) ?? prepare(options, zone);
  let text: string;
  if (plan.wrapped !== undefined) text = formatWrapped(locale, epochMs, plan.wrapped);
  else text = dateTimeFormat(locale, plan.whole.intl, plan.whole.key)?.format(epochMs) ?? '';
  return capitalize(text, options.context, locale);
}
