import { asString, isTruthy } from '../../values.js';
import { valueFormatter } from './value-formatter.js';

/** Removes every `<…>` tag, each the shortest run from `<` to the next `>`. */
export function stripTags(text: string, replacement = ''): string {
  return text.replace(/<[^>]*>/g, replacement);
}

/** `safe`: a truthy input loses its tags; a falsy one passes unchanged (`0` stays `0`). */
export const safe = valueFormatter((value) => (isTruthy(value) ? stripTags(asString(value)) : value));
