import { asString } from '../../values.js';
import { valueFormatter } from './value-formatter.js';
import { wellFormed } from './well-formed.js';

/** `encode-uri`: percent-encoding exactly like JavaScript `encodeURI`. */
export const encodeUri = valueFormatter((value) => encodeURI(wellFormed(asString(value))));

/** `encode-uri-component`: percent-encoding exactly like JavaScript `encodeURIComponent`. */
export const encodeUriComponent = valueFormatter((value) => encodeURIComponent(wellFormed(asString(value))));
