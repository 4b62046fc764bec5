import type { PluginContext, Value } from '../plugins.js';
import { asString } from '../values.js';
import { at, child } from '../formatters/core/path.js';

/** The product's entry of the context key `productMerchandisingContext` (by product id). */
export function merchandisingOf(item: Value, ctx: PluginContext): Value {
  return child(ctx.resolve('productMerchandisingContext'), asString(at(item, 'id')));
}
