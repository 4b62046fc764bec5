import type { Predicate, Value } from '../../plugins.js';
import { at } from '../../formatters/core/path.js';

/** A predicate on the value at a dotted path of the current node. */
export function nodeAt(path: string, test: (value: Value) => boolean): Predicate {
  return { apply: (_args, ctx) => test(at(ctx.node(), path)) };
}

/** A predicate on a context key resolved with the normal stack walk (Appendix A). */
export function resolved(ref: string, test: (value: Value) => boolean): Predicate {
  return { apply: (_args, ctx) => test(ctx.resolve(ref)) };
}

/** True when the node's value at `path` is exactly `expected`. */
export function nodeEquals(path: string, expected: string | number): Predicate {
  return nodeAt(path, (value) => value === expected);
}
