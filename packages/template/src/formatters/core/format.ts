import { asString } from '../../values.js';
import { valueFormatter } from './value-formatter.js';

const PLACEHOLDER = /\{([^}]*)\}/g;

/**
 * Fills `{0}`, `{1}`, … of a pattern with the given texts. A placeholder without a text, or
 * with anything but digits inside, is removed; an unterminated `{` drops the rest.
 */
export function fillPattern(pattern: string, texts: readonly string[]): string {
  const open = pattern.lastIndexOf('{');
  const closed = open >= 0 && pattern.indexOf('}', open) < 0 ? pattern.slice(0, open) : pattern;
  return closed.replace(PLACEHOLDER, (_whole, inner: string) =>
    /^\d+$/.test(inner) ? (texts[Number(inner)] ?? '') : '',
  );
}

/**
 * `format REF…`: the input is a pattern; the argument references are resolved from the
 * enclosing scope (reference §7.3), so `@` means the node around the tag.
 */
export const format = valueFormatter((value, args, ctx) =>
  fillPattern(
    asString(value),
    args.map((ref) => asString(ctx.resolveFromParent(ref))),
  ),
);
