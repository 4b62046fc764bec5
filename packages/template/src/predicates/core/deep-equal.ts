import { MISSING } from '../../plugins.js';
import type { Value } from '../../plugins.js';
import { isObject } from '../../values.js';

function isNothing(value: Value): boolean {
  return value === MISSING || value === null;
}

function sameArray(a: readonly Value[], b: readonly Value[]): boolean {
  return a.length === b.length && a.every((element, i) => deepEqual(element, b[i] as Value));
}

function sameObject(a: { readonly [key: string]: Value }, b: { readonly [key: string]: Value }): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key] as Value, b[key] as Value));
}

/**
 * Structural equality of two values (reference §9.4): objects by keys regardless of order,
 * arrays element by element, numbers by value. Missing and null are equal (R-TS, Appendix B #20).
 */
export function deepEqual(a: Value, b: Value): boolean {
  if (isNothing(a) || isNothing(b)) return isNothing(a) && isNothing(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && sameArray(a as readonly Value[], b as readonly Value[]);
  }
  if (isObject(a) || isObject(b)) return isObject(a) && isObject(b) && sameObject(a, b);
  return a === b;
}
