import type { Predicate, PluginContext, Value } from '../../plugins.js';
import { argumentValue, operands } from './argument-value.js';

/** The node, or the value of the optional argument (a JSON literal or a reference, R-Java). */
function subject(args: readonly string[], ctx: PluginContext): Value {
  const arg = args[0];
  return arg === undefined ? ctx.node() : argumentValue(arg, ctx);
}

function isInteger(value: Value): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** `even? [X]`: an integral number divisible by 2; strings such as `"4"` are false. */
export const even: Predicate = {
  apply(args, ctx) {
    const value = subject(args, ctx);
    return isInteger(value) && value % 2 === 0;
  },
};

/** `odd? [X]`: an integral number not divisible by 2 (`-3` is odd). */
export const odd: Predicate = {
  apply(args, ctx) {
    const value = subject(args, ctx);
    return isInteger(value) && Math.abs(value % 2) === 1;
  },
};

/** `nth? M` / `nth? N M`: N (default the node) and M are integers, M ≠ 0, and M divides N. */
export const nth: Predicate = {
  apply(args, ctx) {
    const pair = operands(args, ctx);
    if (!pair) return false;
    const [n, m] = pair;
    return isInteger(n) && isInteger(m) && m !== 0 && n % m === 0;
  },
};
