import { asString } from '../../values.js';
import { valueFormatter } from './value-formatter.js';

/** `str`: scalars as text; objects, arrays, null and missing → `""`. */
export const str = valueFormatter((value) => asString(value));
