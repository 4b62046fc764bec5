import { asString } from '../../values.js';
import { valueFormatter } from './value-formatter.js';
import { wellFormed } from './well-formed.js';

/** Characters `url-encode` leaves alone (R-TS, Appendix B #13); everything else is %XX. */
const KEEP = /[A-Za-z0-9@*_+\-./]/;
const utf8 = new TextEncoder();

/** UTF-8 percent-encoding of one string with upper-case hex digits; space becomes `%20`. */
export function urlEncodeText(text: string): string {
  let out = '';
  for (const char of wellFormed(text)) {
    if (KEEP.test(char)) {
      out += char;
      continue;
    }
    for (const byte of utf8.encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `url-encode`: see {@link urlEncodeText}. */
export const urlEncode = valueFormatter((value) => urlEncodeText(asString(value)));
