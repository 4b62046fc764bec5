import { dateTimeFormat } from './format-cache.js';

/** English names when the render has no locale (R-TS), the locale's otherwise (Appendix B #16). */
const NAME_FALLBACK_LOCALE = 'en-US';

type NameField = 'weekday-long' | 'weekday-short' | 'month-long' | 'month-short';

const NAME_OPTIONS: Readonly<Record<NameField, Intl.DateTimeFormatOptions>> = {
  'weekday-long': { weekday: 'long', timeZone: 'UTC' },
  'weekday-short': { weekday: 'short', timeZone: 'UTC' },
  'month-long': { month: 'long', timeZone: 'UTC' },
  'month-short': { month: 'short', timeZone: 'UTC' },
};

/**
 * A day or month name of a wall-clock date (UTC getters hold the zone's fields). A lone month or
 * weekday field gives CLDR's stand-alone form, which R-Java's localized `date` uses.
 */
export function dateName(locale: string | undefined, field: NameField, local: Date): string {
  const format =
    dateTimeFormat(locale ?? NAME_FALLBACK_LOCALE, NAME_OPTIONS[field], field) ??
    dateTimeFormat(NAME_FALLBACK_LOCALE, NAME_OPTIONS[field], field);
  return format === undefined ? '' : format.format(local);
}
