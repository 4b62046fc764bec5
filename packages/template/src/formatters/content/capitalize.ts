import { asString } from '../../values.js';
import { valueFormatter } from '../core/value-formatter.js';

/** `capitalize`: the whole text in upper case (not only the first letter — legacy name). */
export const capitalize = valueFormatter((value) => asString(value).toUpperCase());
