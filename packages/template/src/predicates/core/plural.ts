import type { Predicate } from '../../plugins.js';
import { asNumber } from '../../values.js';

/** `plural?`: the node as a number is greater than 1; arguments are ignored. */
export const plural: Predicate = { apply: (_args, ctx) => asNumber(ctx.node()) > 1 };

/** `singular?`: the node as a number equals 1 (`"1"` and `true` count). */
export const singular: Predicate = { apply: (_args, ctx) => asNumber(ctx.node()) === 1 };
