import type { PluginContext, Value } from '../../plugins.js';

/** Starts like a JSON literal: a quote, bracket, brace, digit or `-digit` (reference §9.2). */
const LOOKS_LIKE_JSON = /^(["[{\d]|-\d)/;
const KEYWORDS = new Set(['true', 'false', 'null']);

/**
 * The value of a comparison predicate's argument: a JSON literal when it looks like one and
 * parses, otherwise a reference resolved with the normal stack walk.
 * @example
 * argumentValue('"news"', ctx); // 'news'
 * argumentValue('kind', ctx);   // the value of `kind`
 */
export function argumentValue(arg: string, ctx: PluginContext): Value {
  if (LOOKS_LIKE_JSON.test(arg) || KEYWORDS.has(arg)) {
    try {
      return JSON.parse(arg) as Value;
    } catch {
      // Not valid JSON after all: read it as a reference, as both reference engines do.
    }
  }
  return ctx.resolve(arg);
}

/**
 * The two operands of a comparison predicate: `[node, X]` for one argument, `[A, B]` for two
 * or more (extras are ignored), undefined for none (the predicate is then false).
 */
export function operands(args: readonly string[], ctx: PluginContext): [Value, Value] | undefined {
  const [first, second] = args;
  if (first === undefined) return undefined;
  if (second === undefined) return [ctx.node(), argumentValue(first, ctx)];
  return [argumentValue(first, ctx), argumentValue(second, ctx)];
}
