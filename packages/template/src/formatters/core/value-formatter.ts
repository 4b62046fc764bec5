import type { Formatter, PluginContext, Value, Variable } from '../../plugins.js';

/** Turns the input value (and the arguments) into the formatter's result. */
export type Transform = (
  value: Value,
  args: readonly string[],
  ctx: PluginContext,
  vars: readonly Variable[],
) => Value;

/**
 * Builds a formatter that replaces the first variable with `transform(value, args, ctx)`,
 * the shape almost every catalogue formatter has. A transform that does not declare the `vars`
 * parameter also gets the engine's single-variable fast form (`bind`), which spares the slot and
 * array a call through `apply` needs.
 * @example
 * const upper = valueFormatter((value) => asString(value).toUpperCase());
 */
export function valueFormatter(transform: Transform): Formatter {
  const apply: Formatter['apply'] = (args, vars, ctx) => {
    const slot = vars[0];
    if (slot) slot.value = transform(slot.value, args, ctx, vars);
  };
  if (transform.length >= 4) return { apply };
  const single = transform as (value: Value, args: readonly string[], ctx: PluginContext) => Value;
  return { apply, bind: (args) => (value, ctx) => single(value, args, ctx) };
}
