import type { Node, PlatformTagNode } from '../syntax/nodes.js';
import type { Exec, LinkContext } from './link-context.js';

type LinkSequence = (nodes: readonly Node[], ctx: LinkContext) => Exec;

/**
 * `<squarespace:NAME …>` (template-packages.md §10.2): attributes rendered in the tag's scope,
 * then the host's tag plugin, whose body renders over the data it pushes. An unknown tag outputs
 * nothing (its name error was recorded when linking); a throwing plugin is recorded, the render goes on.
 */
export function linkPlatformTag(node: PlatformTagNode, ctx: LinkContext, seq: LinkSequence): Exec {
  const impl = ctx.platformTag(node.name, node);
  if (!impl) return () => {};
  const attrs = node.attrs.map(([name, value]) => [name, seq(value, ctx)] as const);
  const body = node.body ? seq(node.body, ctx) : null;
  const pos = { line: node.line, column: node.column };
  return (s) => {
    const values: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [name, run] of attrs) values[name] = s.capture(() => run(s));
    s.pos = pos;
    try {
      s.write(impl.render(values, body ? (data) => s.within(data, body) : null, s));
    } catch (error) {
      s.unexpected(error, `PLATFORM_TAG ${node.name}`);
    }
  };
}
