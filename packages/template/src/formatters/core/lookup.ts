import { MISSING } from '../../plugins.js';
import { asString } from '../../values.js';
import { valueFormatter } from './value-formatter.js';

/** A variable reference as the grammar defines it (reference §2.7). */
const REFERENCE = /^(@|\d+|[@$]?[A-Za-z][\w-]*)(\.(@|\d+|[@$]?[A-Za-z][\w-]*))*$/;

/**
 * `lookup REF`: double indirection. REF's value is itself read as a reference, which is then
 * resolved from the variable's frame. No argument → `""`; text that is not a reference → missing.
 */
export const lookup = valueFormatter((_value, args, ctx) => {
  const ref = args[0];
  if (ref === undefined) return '';
  const target = asString(ctx.resolve(ref));
  return REFERENCE.test(target) ? ctx.resolve(target) : MISSING;
});
