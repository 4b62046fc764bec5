import type { Formatter, Json, Variable } from '../plugins.js';
import { messages } from '../errors.js';
import { RenderState } from './state.js';

/** Splits `apply`'s extra arguments: `private`, and `key=value` pairs for `@args` (§7.6). */
function applyArgs(extra: readonly string[]): { stop: boolean; args: Record<string, Json> | null } {
  if (extra.length === 0) return { stop: false, args: null };
  // No prototype: a key such as `__proto__=x` becomes plain data.
  const args = Object.create(null) as Record<string, Json>;
  let stop = false;
  for (const arg of extra) {
    const eq = arg.indexOf('=');
    if (eq !== -1) args[arg.slice(0, eq)] = arg.slice(eq + 1);
    else if (arg === 'private') stop = true;
  }
  return { stop, args };
}

/**
 * `{VALUE|apply NAME [private] [key=value …]}`: runs a macro or partial with VALUE as its node and
 * returns its output (§7.6). Part of the engine because it needs frames, the partial cache and
 * the depth guard.
 */
export const applyFormatter: Formatter = {
  apply(args: readonly string[], vars: Variable[], ctx): void {
    const slot = vars[0] as Variable;
    const [name, ...extra] = args;
    if (name === undefined || !(ctx instanceof RenderState)) {
      slot.value = '';
      return;
    }
    const callable = ctx.findCallable(name);
    if (!callable) {
      ctx.runtimeError('APPLY_PARTIAL_MISSING', messages.partialMissing(name));
      slot.value = '';
      return;
    }
    const { stop, args: bound } = applyArgs(extra);
    slot.value = ctx.call(callable, slot.value, stop, bound);
  },
};
