import type { SiteFormatter, Value, Variable } from '../plugins.js';
import type { VariableNode, VarNode } from '../syntax/nodes.js';
import { emit } from '../values.js';
import { Frame } from './frame.js';
import type { BoundFormatter, Exec, LinkContext } from './link-context.js';
import type { Resolver } from './resolve.js';
import { compileRef } from './resolve.js';
import type { RenderState } from './state.js';

/**
 * Resolves the variables and runs the formatter chain; returns the first variable's final value,
 * or undefined when a formatter threw (the error is recorded and the instruction emits nothing).
 */
function runChain(
  s: RenderState,
  node: VariableNode | VarNode,
  vars: Variable[],
  chain: readonly BoundFormatter[],
  opcode: string,
  own: Frame | null,
): Value | undefined {
  s.pos = node;
  try {
    for (const f of chain) {
      // Set before every formatter: an `apply` earlier in the chain may have run other tags.
      s.formatterFrame = own;
      f.impl.apply(f.args, vars, s);
    }
    return (vars[0] as Variable).value;
  } catch (error) {
    s.unexpected(error, opcode);
    return undefined;
  }
}

/** Each formatter's call-site form, or null when one of them has none. */
function siteFormatters(chain: readonly BoundFormatter[]): SiteFormatter[] | null {
  if (chain.some(({ impl }) => impl.bind === undefined)) return null;
  const sites: SiteFormatter[] = [];
  for (const { impl, args } of chain) if (impl.bind) sites.push(impl.bind(args));
  return sites;
}

/** `{ref}` and `{ref|formatters…}`; `prefix` is the text before the tag, written first. */
export function linkVariable(node: VariableNode, ctx: LinkContext, prefix: string): Exec {
  const chain = ctx.formatters(node.formatters, node);
  const raw = prefix + node.raw;
  if (!chain) return (s) => s.write(raw);
  const resolvers = node.refs.map(compileRef);
  if (chain.length === 0) {
    const first = resolvers[0] as Resolver;
    return (s) => {
      const v = first(s.frame);
      s.write(prefix + (typeof v === 'string' ? v : emit(v)));
    };
  }
  const single = resolvers.length === 1 ? (resolvers[0] as Resolver) : null;
  const sites = single ? siteFormatters(chain) : null;
  if (single && sites) {
    return sites.length === 1
      ? linkSite(node, prefix, single, sites[0] as SiteFormatter)
      : linkSites(node, prefix, single, sites);
  }
  if (single && chain.length === 1) return linkOneFormatter(node, prefix, single, chain[0] as BoundFormatter);
  return (s) => {
    s.write(prefix);
    // Formatters run with a frame over the first value pushed (§4.1, §7.3).
    const parent = s.frame;
    const vars: Variable[] = resolvers.map((r) => ({ value: r(parent) }));
    const own = new Frame((vars[0] as Variable).value, parent);
    s.frame = own;
    const value = runChain(s, node, vars, chain, 'VARIABLE', own);
    s.frame = parent;
    if (value !== undefined) s.write(typeof value === 'string' ? value : emit(value));
  };
}

/**
 * The common `{ref|formatter args}` shape: the formatter's call-site form is called directly,
 * with no chain loop and no variable slot, in the same frame `apply` would see.
 */
function linkSite(node: VariableNode, prefix: string, resolve: Resolver, site: SiteFormatter): Exec {
  return (s) => {
    s.write(prefix);
    const parent = s.frame;
    const input = resolve(parent);
    s.frame = s.formatterFrame = new Frame(input, parent);
    s.pos = node;
    let value: Value;
    try {
      value = site(input, s);
    } catch (error) {
      s.frame = parent;
      return s.unexpected(error, 'VARIABLE');
    }
    s.frame = parent;
    s.write(typeof value === 'string' ? value : emit(value));
  };
}

/** `{ref|formatter args}` through `apply`, without the general chain loop. */
function linkOneFormatter(node: VariableNode, prefix: string, resolve: Resolver, f: BoundFormatter): Exec {
  const { impl, args } = f;
  return (s) => {
    s.write(prefix);
    const parent = s.frame;
    const slot: Variable = { value: resolve(parent) };
    s.frame = s.formatterFrame = new Frame(slot.value, parent);
    s.pos = node;
    try {
      impl.apply(args, [slot], s);
    } catch (error) {
      s.frame = parent;
      return s.unexpected(error, 'VARIABLE');
    }
    s.frame = parent;
    const value = slot.value;
    s.write(typeof value === 'string' ? value : emit(value));
  };
}

/** A single-variable chain whose formatters all have call-site forms. */
function linkSites(
  node: VariableNode,
  prefix: string,
  resolve: Resolver,
  sites: readonly SiteFormatter[],
): Exec {
  return (s) => {
    s.write(prefix);
    const parent = s.frame;
    let value = resolve(parent);
    const own = new Frame(value, parent);
    s.frame = own;
    s.pos = node;
    try {
      for (const site of sites) {
        s.formatterFrame = own;
        value = site(value, s);
      }
    } catch (error) {
      s.frame = parent;
      return s.unexpected(error, 'VARIABLE');
    }
    s.frame = parent;
    s.write(typeof value === 'string' ? value : emit(value));
  };
}

/** `.var @name ref|formatters…` (§5.9): binds the result in the current frame. */
export function linkVar(node: VarNode, ctx: LinkContext): Exec {
  const chain = ctx.formatters(node.formatters, node);
  const raw = node.raw;
  if (!chain) return (s) => s.write(raw);
  const resolvers = node.refs.map(compileRef);
  const name = node.name;
  return (s) => {
    const frame = s.frame;
    const vars = resolvers.map((r): Variable => ({ value: r(frame) }));
    const value = runChain(s, node, vars, chain, 'BINDVAR', null);
    if (value !== undefined) frame.setVar(name, value);
  };
}
