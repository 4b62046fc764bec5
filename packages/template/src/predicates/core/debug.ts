import type { Predicate } from '../../plugins.js';
import { isTruthy } from '../../values.js';

/** `debug?`: the resolved `debug` key is truthy (so the string `"false"` counts as on). */
export const debug: Predicate = { apply: (_args, ctx) => isTruthy(ctx.resolve('debug')) };
