/** The locale used when none is given or the given tag is malformed; formats with ',' and '.'. */
export const DEFAULT_LOCALE = 'en-US';

// Building an Intl.NumberFormat is costly and pages format many prices with few option sets;
// the spec caps formatting-helper caches at 100 entries.
const CACHE_LIMIT = 100;
const cache = /* @__PURE__ */ new Map<string, Intl.NumberFormat>();

/** A well-formed BCP 47 tag for `locale`, or {@link DEFAULT_LOCALE}. Accepts `en_US` style too. */
export function resolveLocale(locale: string | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  try {
    return Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** A shared `Intl.NumberFormat` for a locale and option set (least recently built goes first). */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const tag = resolveLocale(locale);
  const key = `${tag}|${JSON.stringify(options)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const created = new Intl.NumberFormat(tag, options);
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, created);
  return created;
}
