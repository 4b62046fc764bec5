import type { Predicate, Value } from '../plugins.js';
import { MISSING } from '../plugins.js';
import type {
  IfNode,
  Node,
  OrNode,
  PredicateCall,
  PredicateNode,
  Pos,
  RepeatedNode,
  SectionNode,
} from '../syntax/nodes.js';
import { isTruthy } from '../values.js';
import { Frame } from './frame.js';
import type { Exec, LinkContext } from './link-context.js';
import type { Resolver } from './resolve.js';
import { compileRef, compileSectionRef } from './resolve.js';
import type { RenderState } from './state.js';

type LinkSequence = (nodes: readonly Node[], ctx: LinkContext) => Exec;
type Test = (s: RenderState) => boolean;

/** A predicate call as a test; unknown names are false, exceptions are recorded and false. */
function predicateTest(call: PredicateCall, pos: Pos, ctx: LinkContext, opcode: string): Test {
  const impl: Predicate | null = ctx.predicate(call, pos);
  if (!impl) return () => false;
  const args = call.args;
  return (s) => {
    s.pos = pos;
    try {
      return impl.apply(args, s) === true;
    } catch (error) {
      s.unexpected(error, opcode);
      return false;
    }
  };
}

/** The `.or` chain after a block (§3.2): else-ifs are tested in turn, a bare `.or` always runs. */
function linkAlt(alt: OrNode | null, ctx: LinkContext, seq: LinkSequence): Exec | null {
  if (!alt) return null;
  const body = seq(alt.body, ctx);
  if (!alt.predicate) return body;
  const test = predicateTest(alt.predicate, alt, ctx, 'OR_PREDICATE');
  const next = linkAlt(alt.alt, ctx, seq);
  return (s) => {
    if (test(s)) body(s);
    else if (next) next(s);
  };
}

/** A test with its body and alternative; `prefix` is the text before the block, written first. */
function branch(test: Test, body: Exec, alt: Exec | null, prefix: string): Exec {
  if (!alt) {
    return (s) => {
      s.write(prefix);
      if (test(s)) body(s);
    };
  }
  return (s) => {
    s.write(prefix);
    if (test(s)) body(s);
    else alt(s);
  };
}

/** `.section` (§5.3): the alternative runs in the enclosing scope (Appendix B #1, R-Java). */
export function linkSection(node: SectionNode, ctx: LinkContext, seq: LinkSequence, prefix: string): Exec {
  const target = compileSectionRef(node.ref);
  const body = seq(node.body, ctx);
  const alt = linkAlt(node.alt, ctx, seq);
  return (s) => {
    s.write(prefix);
    const value = target(s.frame);
    if (isTruthy(value)) {
      const parent = s.frame;
      s.frame = new Frame(value, parent);
      body(s);
      s.frame = parent;
    } else if (alt) alt(s);
  };
}

/** `.repeated section` (§5.4); null elements are pushed as missing (Appendix B #12, R-Java). */
export function linkRepeated(node: RepeatedNode, ctx: LinkContext, seq: LinkSequence, prefix: string): Exec {
  const target = compileSectionRef(node.ref);
  const body = seq(node.body, ctx);
  const between = node.between ? seq(node.between, ctx) : null;
  const alt = linkAlt(node.alt, ctx, seq);
  return (s) => {
    s.write(prefix);
    const value = target(s.frame);
    if (!Array.isArray(value) || value.length === 0) {
      if (alt) alt(s);
      return;
    }
    const items = value as readonly Value[];
    const parent = s.frame;
    const array = new Frame(value, parent);
    const last = items.length - 1;
    for (let i = 0; i <= last; i++) {
      s.tick(1);
      array.index = i;
      const item = items[i];
      s.frame = new Frame(item === null || item === undefined ? MISSING : item, array);
      body(s);
      if (between && i < last) between(s);
    }
    s.frame = parent;
  };
}

export function linkPredicate(
  node: PredicateNode,
  ctx: LinkContext,
  seq: LinkSequence,
  prefix: string,
): Exec {
  const test = predicateTest(node.predicate, node, ctx, 'PREDICATE');
  return branch(test, seq(node.body, ctx), linkAlt(node.alt, ctx, seq), prefix);
}

/** `.if` truthiness form (§5.8): strictly left to right with early exit; `!ref` negates a term. */
export function linkIf(node: IfNode, ctx: LinkContext, seq: LinkSequence, prefix: string): Exec {
  const terms = node.terms.map((term) => ({ resolve: compileRef(term.ref) as Resolver, not: term.not }));
  const ops = node.ops;
  const truth = (s: RenderState, k: number): boolean => {
    const term = terms[k] as (typeof terms)[number];
    return isTruthy(term.resolve(s.frame)) !== term.not;
  };
  // The exit is checked before each operator: `a && b || c` with a falsy is false, and
  // `a || b && c` with a falsy, b truthy, c falsy is false (the reference's table in §5.8).
  const only = terms.length === 1 ? (terms[0] as (typeof terms)[number]) : null;
  if (only) {
    const { resolve, not } = only;
    return branch(
      (s) => isTruthy(resolve(s.frame)) !== not,
      seq(node.body, ctx),
      linkAlt(node.alt, ctx, seq),
      prefix,
    );
  }
  const test: Test = (s) => {
    let result = truth(s, 0);
    for (let k = 1; k < terms.length; k++) {
      const and = ops[k - 1] === '&&';
      if (and !== result) return result;
      result = truth(s, k);
    }
    return result;
  };
  return branch(test, seq(node.body, ctx), linkAlt(node.alt, ctx, seq), prefix);
}
