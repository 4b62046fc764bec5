import type { Formatter, PluginContext, Value, Variable } from '../../plugins.js';
import { valueFormatter } from '../core/value-formatter.js';

/** Computes a formatter's result from the input value, its arguments and the variables. */
export type SlotTransform = (
  value: Value,
  args: readonly string[],
  ctx: PluginContext,
  vars: readonly Variable[],
) => Value;

/**
 * A formatter that replaces the first variable with `transform(…)` (see `valueFormatter`).
 * @example
 * const upper = slotFormatter((value) => asString(value).toUpperCase());
 */
export function slotFormatter(transform: SlotTransform): Formatter {
  return valueFormatter(transform);
}
