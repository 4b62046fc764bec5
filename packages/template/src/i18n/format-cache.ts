import { cachedHelper, numberFormatByKey, numberFormatKey } from '@tessera/core';

// The template's helpers live in core's one formatting cache (platform spec §9: at most 100).
export { cachedHelper, cachedHelperCount, FORMAT_CACHE_SIZE } from '@tessera/core';

function buildDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, options);
}

function buildRelativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return new Intl.RelativeTimeFormat(locale, options);
}

/** A cached `Intl.NumberFormat`; `optionsKey` must identify `options` uniquely. */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions,
  optionsKey: string,
): Intl.NumberFormat | undefined {
  return numberFormatByKey(numberFormatKey(locale, optionsKey), locale, options);
}

/** A cached `Intl.DateTimeFormat`; `optionsKey` must identify `options` uniquely. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  optionsKey: string,
): Intl.DateTimeFormat | undefined {
  return cachedHelper(`d|${locale}|${optionsKey}`, buildDateTimeFormat, locale, options);
}

/** A cached `Intl.RelativeTimeFormat`; `optionsKey` must identify `options` uniquely. */
export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions,
  optionsKey: string,
): Intl.RelativeTimeFormat | undefined {
  return cachedHelper(`r|${locale}|${optionsKey}`, buildRelativeTimeFormat, locale, options);
}
