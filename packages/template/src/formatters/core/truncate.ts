import { asString } from '../../values.js';
import { valueFormatter } from './value-formatter.js';

/** Spec: "Truncate default 100 with ellipsis". */
const DEFAULT_LENGTH = 100;
const DEFAULT_ELLIPSIS = '...';

/** Cuts after the last whitespace before `limit` (else at `limit`) and appends the ellipsis. */
export function truncateText(text: string, limit: number, ellipsis: string): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const space = head.search(/\s\S*$/);
  return (space >= 0 ? head.slice(0, space + 1) : head) + ellipsis;
}

/**
 * `truncate [N [ELLIPSIS]]`: an N that is not a positive integer leaves the text unchanged
 * (R-TS; R-Java would reject the template).
 */
export const truncate = valueFormatter((value, args) => {
  const text = asString(value);
  const limitArg = args[0];
  if (limitArg !== undefined && !/^\+?\d+$/.test(limitArg)) return text;
  const limit = limitArg === undefined ? DEFAULT_LENGTH : Number(limitArg);
  if (limit < 1) return text;
  return truncateText(text, limit, args[1] ?? DEFAULT_ELLIPSIS);
});
