import { valueFormatter } from './value-formatter.js';

/** `iter`: the 1-based index of the innermost loop as text; `""` outside loops. */
export const iter = valueFormatter((_value, _args, ctx) => {
  const index = ctx.index();
  return index === undefined ? '' : String(index);
});
