/**
 * The one cache of formatting helpers (`Intl.NumberFormat`, `DateTimeFormat`, compiled messages…)
 * for server, template and islands. Building one is costly and pages format many values with few
 * option sets; platform spec §9 caps the cache at 100 entries. A `Map` keeps insertion order, so
 * moving a hit to the end makes the first key the least recently used (core stays free of
 * dependencies: it ships in the storefront's islands).
 */
export const FORMAT_CACHE_SIZE = 100;

/** Remembers that a helper cannot be built, so a bad key is not retried per call. */
const UNBUILDABLE: object = Object.freeze({});

const cache = /* @__PURE__ */ new Map<string, object>();

/**
 * The helper stored under `key`, built with `build(a, b)` on a miss. A builder that throws
 * (unknown locale, option out of range) yields undefined, and callers then print "" (platform
 * spec §8). The two pass-through arguments spare a closure per call on the render hot path.
 */
export function cachedHelper<T extends object, A, B>(
  key: string,
  build: (a: A, b: B) => T,
  a: A,
  b: B,
): T | undefined {
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit === UNBUILDABLE ? undefined : (hit as T);
  }
  let made: object;
  try {
    made = build(a, b);
  } catch {
    made = UNBUILDABLE;
  }
  if (cache.size >= FORMAT_CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
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

/** The cache key of a number format; the render hot path keeps it and calls {@link numberFormatByKey}. */
export function numberFormatKey(locale: string, optionsKey: string): string {
  return `n|${locale}|${optionsKey}`;
}

/** A cached `Intl.NumberFormat` under a key built by {@link numberFormatKey}; undefined when unbuildable. */
export function numberFormatByKey(
  key: string,
  locale: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat | undefined {
  return cachedHelper(key, buildNumberFormat, locale, options);
}
