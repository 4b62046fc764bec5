import { isObject } from '../../values.js';
import { valueFormatter } from './value-formatter.js';

/** `count`: keys of an object, elements of an array, UTF-16 units of a string, else 0. */
export const count = valueFormatter((value) => {
  if (Array.isArray(value)) return value.length;
  if (isObject(value)) return Object.keys(value).length;
  return typeof value === 'string' ? value.length : 0;
});
