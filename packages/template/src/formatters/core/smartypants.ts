import { asString } from '../../values.js';
import { valueFormatter } from './value-formatter.js';

/** Typographic quotes and dashes, rules applied in this order (R-Java, Appendix B #14). */
export function smarten(text: string): string {
  return text
    .replace(/(?<=^|[\s\-\u2014(["])'/g, '\u2018')
    .replace(/'/g, '\u2019')
    .replace(/(?<=^|[\s\-\u2014/[(\u2018])"/g, '\u201C')
    .replace(/"/g, '\u201D')
    .replace(/--/g, '\u2014');
}

/** `smartypants`: see {@link smarten}. */
export const smartypants = valueFormatter((value) => smarten(asString(value)));
