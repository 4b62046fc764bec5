import { numberFormatByKey, numberFormatKey } from './format-cache.js';

/** The locale used when none is given or the given tag is malformed; formats with ',' and '.'. */
export const DEFAULT_LOCALE = 'en-US';

/** A well-formed BCP 47 tag for `locale`, or {@link DEFAULT_LOCALE}. Accepts `en_US` style too. */
export function resolveLocale(locale: string | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  try {
    return Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * A shared `Intl.NumberFormat` for a locale (resolved, so malformed tags fall back to the
 * default) and option set, from the one formatting cache.
 */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const tag = resolveLocale(locale);
  const made = numberFormatByKey(numberFormatKey(tag, JSON.stringify(options)), tag, options);
  // Options are core's own, always buildable; a refusal is a bug in the caller.
  if (made === undefined) throw new RangeError(`Cannot format numbers with ${JSON.stringify(options)}`);
  return made;
}
