import type { Json } from '../../plugins.js';
import { at } from './path.js';
import { valueFormatter } from './value-formatter.js';

/**
 * `key-by PATH`: an array of objects becomes an object keyed by the text of each element's
 * PATH value; elements without a scalar there are skipped and a later duplicate replaces an earlier one in its place.
 * Non-array input or no PATH → `{}`.
 */
export const keyBy = valueFormatter((value, args) => {
  const path = args[0];
  const entries = new Map<string, Json>();
  if (!Array.isArray(value) || !path) return {};
  for (const element of value as readonly Json[]) {
    const key = at(element, path);
    if (typeof key === 'string' || typeof key === 'number' || typeof key === 'boolean') {
      entries.set(String(key), element);
    }
  }
  // fromEntries defines own properties, so a key such as "__proto__" stays plain data.
  return Object.fromEntries(entries);
});
