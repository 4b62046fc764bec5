import { MISSING } from '../../plugins.js';
import type { Value } from '../../plugins.js';

const INDEX = /^\d+$/;
/** Digit segments longer than a signed 32-bit integer are plain keys (reference §4.4). */
const MAX_INDEX = 0x7fffffff;

/**
 * One step into a value: an object's own property by name, or an array element by index.
 * Anything else is missing, and so is a step from null (reference §4.2). Only own properties
 * count, so data can never reach `constructor` or `__proto__` of the JavaScript object.
 */
export function child(value: Value, key: string | number): Value {
  if (typeof value !== 'object' || value === null) return MISSING;
  if (Array.isArray(value)) {
    const index = typeof key === 'number' ? key : INDEX.test(key) ? Number(key) : -1;
    if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) return MISSING;
    const list = value as readonly Value[];
    return index < list.length ? (list[index] as Value) : MISSING;
  }
  if (typeof key === 'number') return MISSING;
  const record = value as { readonly [key: string]: Value };
  return Object.hasOwn(record, key) ? (record[key] as Value) : MISSING;
}

/** Follows a literal dotted path such as `meta.size` or `items.0.title` from `value`. */
export function at(value: Value, path: string): Value {
  // Walks the path in place rather than splitting it: product predicates call this in loops.
  let current = value;
  let start = 0;
  for (;;) {
    const dot = path.indexOf('.', start);
    current = child(current, dot < 0 ? path.slice(start) : path.slice(start, dot));
    if (current === MISSING || dot < 0) return current;
    start = dot + 1;
  }
}
