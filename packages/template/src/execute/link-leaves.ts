import { messages } from '../errors.js';
import type { Prim } from '../expr/convert.js';
import { dumpProgram, evaluate } from '../expr/evaluate.js';
import type { Json, Value } from '../plugins.js';
import { MISSING } from '../plugins.js';
import type { CtxNode, EvalNode, IncludeNode, InjectNode, MacroNode, Node } from '../syntax/nodes.js';
import { emit } from '../values.js';
import { Frame } from './frame.js';
import type { Exec, LinkContext } from './link-context.js';
import { compileRef } from './resolve.js';
import type { RenderState } from './state.js';

type LinkSequence = (nodes: readonly Node[], ctx: LinkContext) => Exec;

/** `.ctx @name key=ref …` (§5.10): an object of the resolved values, missing ones as null. */
export function linkCtx(node: CtxNode): Exec {
  const bindings = node.bindings.map(([key, ref]) => [key, compileRef(ref)] as const);
  const name = node.name;
  return (s) => {
    const object: Record<string, Json> = {};
    for (const [key, resolve] of bindings) {
      const value = resolve(s.frame);
      object[key] = value === MISSING ? null : value;
    }
    s.frame.setVar(name, object);
  };
}

/** `.macro` (§5.11): registers its body in the current frame when reached. */
export function linkMacro(node: MacroNode, ctx: LinkContext, seq: LinkSequence): Exec {
  const macro = {
    name: node.name,
    run: seq(node.body, ctx),
    partial: ctx.partial,
    pos: { line: node.line, column: node.column },
  };
  return (s) => {
    (s.frame.macros ??= new Map()).set(macro.name, macro);
  };
}

/** `.include NAME [output]` (§5.12): runs the body in the current frame; output kept only with `output`. */
export function linkInclude(node: IncludeNode): Exec {
  const { name, output } = node;
  return (s) => {
    if (!s.settings.enableInclude) return;
    s.pos = node;
    const callable = s.findCallable(name);
    if (!callable) return s.runtimeError('APPLY_PARTIAL_MISSING', messages.partialMissing(name));
    if (!s.enter(name)) return;
    const saved = { partial: s.partial, pos: s.pos };
    try {
      const text = s.capture(() => {
        s.partial = callable.partial;
        s.pos = callable.pos;
        callable.run(s);
      });
      if (output) s.write(text);
    } finally {
      s.partial = saved.partial;
      s.pos = saved.pos;
      s.depth--;
    }
  };
}

/** `.inject @name path` (§5.13): binds a caller-supplied injectable; unknown → missing, no error. */
export function linkInject(node: InjectNode): Exec {
  const { name, path } = node;
  return (s) => s.frame.setVar(name, s.injectable(path));
}

function write(s: RenderState, value: Prim | undefined): void {
  if (value !== undefined && value !== null) s.write(emit(value));
}

/** `.eval` (§5.14, §6): only when enabled; assignments land in the frame only if nothing failed. */
export function linkEval(node: EvalNode): Exec {
  const { program, parseError, source, debug } = node;
  return (s) => {
    if (!s.settings.enableExpr) return;
    s.pos = node;
    const limits = s.settings.limits;
    if (!program || (limits.maxExprTokens > 0 && program.tokens > limits.maxExprTokens)) {
      const message =
        parseError ?? `Expression exceeds the maximum number of allowed tokens: ${limits.maxExprTokens}`;
      return s.runtimeError('EXPRESSION_PARSE', messages.exprParse(source, message));
    }
    const scratch = new Frame(s.frame.node, s.frame);
    const result = evaluate(program, {
      resolve: (ref) => compileRef(ref)(scratch),
      assign: (name, value: Value) => scratch.setVar(name, value),
      maxStringLength: limits.maxExprStringLength,
    });
    for (const message of result.errors)
      s.runtimeError('EXPRESSION_REDUCE', messages.exprReduce(source, message));
    if (result.errors.length === 0 && scratch.vars) {
      for (const [name, value] of scratch.vars) s.frame.setVar(name, value);
    }
    if (debug)
      s.write(
        `EVAL=${dumpProgram(program)}${result.output === undefined ? '' : ` -> ${emit(result.output)}`}`,
      );
    else write(s, result.output);
  };
}
