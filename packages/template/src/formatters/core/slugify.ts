import { asString } from '../../values.js';
import { valueFormatter } from './value-formatter.js';

/** Keeps ASCII letters, digits, whitespace and `-`; whitespace runs become `-`; lower case. */
export function slug(text: string): string {
  return text
    .replace(/[^A-Za-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase();
}

/** `slugify`: see {@link slug}. */
export const slugify = valueFormatter((value) => slug(asString(value)));
