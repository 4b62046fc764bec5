import { LRUCache } from 'lru-cache';

/** Platform spec §9: the cache of formatting helpers holds at most 100 entries. */
export const FORMAT_CACHE_SIZE = 100;

/** Remembers that a locale/options pair cannot be built, so a bad key is not retried per call. */
const UNBUILDABLE: object = Object.freeze({});

const cache = new LRUCache<string, object>({ max: FORMAT_CACHE_SIZE });

/**
 * Return the formatting helper stored under `key`, building it with `build(a, b)` on a miss.
 * `Intl.*Format` objects are expensive to construct, so the render hot path must reuse them.
 * A builder that throws (unknown locale, option out of range) yields undefined, and callers
 * then print "" (platform spec §8). The two pass-through arguments spare a closure per call.
 */
export function cachedHelper<T extends object, A, B>(
  key: string,
  build: (a: A, b: B) => T,
  a: A,
  b: B,
): T | undefined {
  const hit = cache.get(key);
  if (hit !== undefined) return hit === UNBUILDABLE ? undefined : (hit as T);
  let made: object;
  try {
    made = build(a, b);
  } catch {
    made = UNBUILDABLE;
  }
  cache.set(key, made);
  return made === UNBUILDABLE ? undefined : (made as T);
}

/** Number of helpers currently cached (for tests of the size bound). */
export function cachedHelperCount(): number {
  return cache.size;
}

function buildNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, options);
}

function buildDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, options);
}

function buildRelativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return new Intl.RelativeTimeFormat(locale, options);
}

/** The cache key `numberFormat` uses; callers on the hot path may keep it and call `numberFormatByKey`. */
export function numberFormatKey(locale: string, optionsKey: string): string {
  return `n|${locale}|${optionsKey}`;
}

/** `numberFormat` with its cache key already built by `numberFormatKey`. */
export function numberFormatByKey(
  key: string,
  locale: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat | undefined {
  return cachedHelper(key, buildNumberFormat, locale, options);
}

/** A cached `Intl.NumberFormat`; `optionsKey` must identify `options` uniquely. */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions,
  optionsKey: string,
): Intl.NumberFormat | undefined {
  return cachedHelper(`n|${locale}|${optionsKey}`, buildNumberFormat, locale, options);
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
