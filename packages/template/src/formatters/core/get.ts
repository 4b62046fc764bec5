import { MISSING } from '../../plugins.js';
import type { Value } from '../../plugins.js';
import { child } from './path.js';
import { valueFormatter } from './value-formatter.js';

/** One `get` step: a string names a property, a number an index, an array is a path. */
function step(current: Value, selector: Value): Value {
  if (typeof selector === 'string' || typeof selector === 'number') return child(current, selector);
  if (!Array.isArray(selector) || selector.length === 0) return MISSING;
  let result = current;
  for (const key of selector as readonly Value[]) {
    if (typeof key !== 'string' && typeof key !== 'number') return MISSING;
    result = child(result, key);
    if (result === MISSING) return MISSING;
  }
  return result;
}

/**
 * `get REF…`: dynamic member access. Each argument reference is resolved from the variable's
 * own frame (so `@` is the value being formatted) and selects from the running result.
 */
export const get = valueFormatter((value, args, ctx) => {
  let result = value;
  for (const ref of args) {
    result = step(result, ctx.resolve(ref));
    if (result === MISSING) return MISSING;
  }
  return result;
});
