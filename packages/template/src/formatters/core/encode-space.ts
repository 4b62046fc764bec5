import { asString } from '../../values.js';
import { valueFormatter } from './value-formatter.js';

/** `encode-space`: every whitespace character becomes `&nbsp;`. */
export const encodeSpace = valueFormatter((value) => asString(value).replace(/\s/g, '&nbsp;'));
