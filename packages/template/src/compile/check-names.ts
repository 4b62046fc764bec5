import type { LinkContext } from '../execute/link-context.js';
import type { Node, OrNode } from '../syntax/nodes.js';

function checkAlt(alt: OrNode | null, ctx: LinkContext): void {
  for (let branch = alt; branch; branch = branch.alt) {
    if (branch.predicate) ctx.predicate(branch.predicate, branch);
    checkNames(branch.body, ctx);
  }
}

/**
 * Reports unknown formatter and predicate names exactly as linking would, without building
 * closures, so `compile()` stays cheap and renders link on first use.
 */
export function checkNames(nodes: readonly Node[], ctx: LinkContext): void {
  for (const node of nodes) {
    switch (node.kind) {
      case 'variable':
      case 'var':
        ctx.formatters(node.formatters, node);
        break;
      case 'predicate':
        ctx.predicate(node.predicate, node);
        checkNames(node.body, ctx);
        checkAlt(node.alt, ctx);
        break;
      case 'section':
      case 'if':
        checkNames(node.body, ctx);
        checkAlt(node.alt, ctx);
        break;
      case 'repeated':
        checkNames(node.body, ctx);
        if (node.between) checkNames(node.between, ctx);
        checkAlt(node.alt, ctx);
        break;
      case 'macro':
        checkNames(node.body, ctx);
        break;
      case 'platform':
        ctx.platformTag(node.name, node);
        for (const [, value] of node.attrs) checkNames(value, ctx);
        if (node.body) checkNames(node.body, ctx);
        break;
      default:
        break;
    }
  }
}
