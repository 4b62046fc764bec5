/**
 * The JSON of a template context, reusing the JSON of parts that can no longer change. Cached
 * parts (an item page's product, related products, …) are deep-frozen when they enter their cache
 * and their JSON is kept with them, so the context's JSON (for `?format=json` and the render memo's
 * key) costs only the parts made for this request.
 */
const kept = new WeakMap<object, string>();

function freezeDeep(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) freezeDeep(inner);
}

/**
 * Freezes a part for good and keeps its JSON. Only for values that nothing changes afterwards:
 * writing to a frozen part throws.
 * @example keepJson(parts.relatedProducts)
 */
export function keepJson<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    freezeDeep(value);
    kept.set(value, JSON.stringify(value));
  }
  return value;
}

/** Kept values one level down too: maps of kept parts (the merchandising of several products). */
function jsonOf(value: unknown, depth: number): string | undefined {
  if (typeof value === 'object' && value !== null) {
    const json = kept.get(value);
    if (json !== undefined) return json;
    if (depth > 0 && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype) {
      const values = Object.values(value as Record<string, unknown>);
      if (values.some((inner) => typeof inner === 'object' && inner !== null && kept.has(inner))) {
        return objectJson(value as Record<string, unknown>, depth - 1);
      }
    }
  }
  return JSON.stringify(value);
}

function objectJson(object: Readonly<Record<string, unknown>>, depth: number): string {
  let json = '';
  for (const key of Object.keys(object)) {
    const value = jsonOf(object[key], depth);
    if (value === undefined) continue;
    json += `${json === '' ? '{' : ','}${JSON.stringify(key)}:${value}`;
  }
  return json === '' ? '{}' : `${json}}`;
}

/** Exactly `JSON.stringify(context)`, with kept parts not serialised again. */
export function contextJson(context: Readonly<Record<string, unknown>>): string {
  return objectJson(context, 1);
}
