import { MISSING } from '../../plugins.js';
import { at } from './path.js';
import { valueFormatter } from './value-formatter.js';

/** `prop PATH…`: each argument is a literal dotted path applied to the running result. */
export const prop = valueFormatter((value, args) => {
  let result = value;
  for (const path of args) {
    result = at(result, path);
    if (result === MISSING) return MISSING;
  }
  return result;
});
