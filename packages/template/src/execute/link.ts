import type { Node } from '../syntax/nodes.js';
import { linkIf, linkPredicate, linkRepeated, linkSection } from './link-blocks.js';
import type { Exec, LinkContext } from './link-context.js';
import { linkCtx, linkEval, linkInclude, linkInject, linkMacro } from './link-leaves.js';
import { linkPlatformTag } from './link-platform-tag.js';
import { linkVar, linkVariable } from './link-variable.js';

const noop: Exec = () => {};

/** Links a node list into one closure; it counts its instructions against the render's cap. */
export function linkSequence(nodes: readonly Node[], ctx: LinkContext): Exec {
  const execs = fuseText(nodes, ctx);
  const n = execs.length;
  if (n === 0) return noop;
  if (n === 1) {
    const only = execs[0] as Exec;
    return (s) => {
      s.tick(1);
      only(s);
    };
  }
  return (s) => {
    s.tick(n);
    for (let i = 0; i < n; i++) (execs[i] as Exec)(s);
  };
}

/** Joins each text run with the instruction after it, halving the calls a sequence makes. */
function fuseText(nodes: readonly Node[], ctx: LinkContext): Exec[] {
  const execs: Exec[] = [];
  for (let k = 0; k < nodes.length; k++) {
    const node = nodes[k] as Node;
    const next = nodes[k + 1];
    if (node.kind !== 'text' || !next || next.kind === 'text') {
      execs.push(linkNode(node, ctx));
      continue;
    }
    k++;
    execs.push(linkAfterText(node.text, next, ctx));
  }
  return execs;
}

/** An instruction with the text before it: tags and blocks write it first in their own closure. */
function linkAfterText(text: string, node: Node, ctx: LinkContext): Exec {
  switch (node.kind) {
    case 'variable':
      return linkVariable(node, ctx, text);
    case 'section':
      return linkSection(node, ctx, linkSequence, text);
    case 'repeated':
      return linkRepeated(node, ctx, linkSequence, text);
    case 'predicate':
      return linkPredicate(node, ctx, linkSequence, text);
    case 'if':
      return linkIf(node, ctx, linkSequence, text);
    default: {
      const after = linkNode(node, ctx);
      return (s) => {
        s.write(text);
        after(s);
      };
    }
  }
}

function linkNode(node: Node, ctx: LinkContext): Exec {
  switch (node.kind) {
    case 'text': {
      const text = node.text;
      return (s) => s.write(text);
    }
    case 'variable':
      return linkVariable(node, ctx, '');
    case 'var':
      return linkVar(node, ctx);
    case 'section':
      return linkSection(node, ctx, linkSequence, '');
    case 'repeated':
      return linkRepeated(node, ctx, linkSequence, '');
    case 'predicate':
      return linkPredicate(node, ctx, linkSequence, '');
    case 'if':
      return linkIf(node, ctx, linkSequence, '');
    case 'macro':
      return linkMacro(node, ctx, linkSequence);
    case 'ctx':
      return linkCtx(node);
    case 'include':
      return linkInclude(node);
    case 'inject':
      return linkInject(node);
    case 'eval':
      return linkEval(node);
    case 'platform':
      return linkPlatformTag(node, ctx, linkSequence);
    default:
      throw new TypeError(`unknown node kind ${JSON.stringify((node as { kind?: unknown }).kind)}`);
  }
}
