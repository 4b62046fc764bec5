import type { OpName, TemplateError } from '../errors.js';
import { messages } from '../errors.js';
import type { Node, OrNode, PredicateCall, Pos } from './nodes.js';
import type { Tag } from './tag.js';

type OpenerTag = Extract<Tag, { type: 'section' | 'repeated' | 'predicate' | 'if' | 'macro' | 'platform' }>;
type PlatformTag = Extract<Tag, { type: 'platform' }>;

interface Branch extends Pos {
  readonly predicate: PredicateCall | null;
  readonly body: Node[];
}

interface OpenBlock {
  readonly tag: OpenerTag;
  readonly pos: Pos;
  readonly body: Node[];
  between: Node[] | null;
  readonly branches: Branch[];
  /** Which part new instructions go to. */
  part: 'body' | 'between' | 'or';
  elseSeen: boolean;
}

const OPENER_NAMES: Readonly<Record<OpenerTag['type'], OpName>> = {
  section: 'SECTION',
  repeated: 'REPEATED',
  predicate: 'PREDICATE',
  if: 'IF',
  macro: 'MACRO',
  platform: 'PLATFORM_TAG',
};

function blockName(block: OpenBlock): OpName {
  if (block.part === 'or') return 'OR_PREDICATE';
  if (block.part === 'between') return 'ALTERNATES_WITH';
  return block.tag.type === 'predicate' && block.tag.viaIf ? 'IF' : OPENER_NAMES[block.tag.type];
}

function chain(branches: readonly Branch[], k: number): OrNode | null {
  const branch = branches[k];
  if (!branch) return null;
  const { line, column, predicate, body } = branch;
  return { kind: 'or', line, column, predicate, body, alt: chain(branches, k + 1) };
}

function close(block: OpenBlock): Node {
  const { tag, body } = block;
  const { line, column } = block.pos;
  const alt = chain(block.branches, 0);
  switch (tag.type) {
    case 'section':
      return { kind: 'section', line, column, ref: tag.ref, body, alt };
    case 'repeated':
      return { kind: 'repeated', line, column, ref: tag.ref, body, between: block.between, alt };
    case 'predicate':
      return { kind: 'predicate', line, column, predicate: tag.predicate, body, alt };
    case 'if':
      return { kind: 'if', line, column, terms: tag.terms, ops: tag.ops, body, alt };
    case 'macro':
      return { kind: 'macro', line, column, name: tag.name, body };
    case 'platform':
      return { kind: 'platform', line, column, name: tag.name, attrs: tag.attrs, body };
  }
}

/**
 * Builds the block tree from classified tags (reference §3): a state machine that records
 * assembly errors and recovers (misplaced branches are dropped; blocks open at end of input are
 * closed there and still execute). Blocks nested deeper than `maxNesting` stay literal text.
 */
export class Assembler {
  readonly root: Node[] = [];
  readonly errors: TemplateError[] = [];
  private readonly stack: OpenBlock[] = [];
  /** Depth of openers kept as text because of the nesting limit. */
  private suppressed = 0;

  constructor(private readonly maxNesting: number) {}

  private target(): Node[] {
    const top = this.stack[this.stack.length - 1];
    if (!top) return this.root;
    if (top.part === 'or') return (top.branches[top.branches.length - 1] as Branch).body;
    return top.part === 'between' ? (top.between as Node[]) : top.body;
  }

  private error(
    code: TemplateError['code'],
    message: string,
    pos: Pos,
    severity: 'error' | 'warning' = 'error',
  ) {
    this.errors.push({ kind: 'syntax', code, message, line: pos.line, column: pos.column, severity });
  }

  text(text: string): void {
    const target = this.target();
    const last = target[target.length - 1];
    if (last?.kind === 'text') target[target.length - 1] = { kind: 'text', text: last.text + text };
    else target.push({ kind: 'text', text });
  }

  tag(tag: Tag, body: string, pos: Pos): void {
    if (this.suppressed > 0 && this.suppress(tag, body)) return;
    switch (tag.type) {
      case 'drop':
        return;
      case 'leaf':
        if (tag.node.kind === 'text') this.text(tag.node.text);
        else this.target().push(tag.node);
        return;
      case 'or':
        return this.or(tag.predicate, pos);
      case 'alternates':
        return this.alternates(pos);
      case 'end':
        return this.end(pos);
      default:
        return this.open(tag, body, pos);
    }
  }

  /** While over the nesting limit, openers, branches and ends are text; returns true if handled. */
  private suppress(tag: Tag, body: string): boolean {
    if (tag.type === 'leaf' || tag.type === 'drop') return false;
    if (tag.type === 'end') this.suppressed--;
    else if (tag.type !== 'or' && tag.type !== 'alternates') this.suppressed++;
    this.text(`{${body}}`);
    return true;
  }

  private open(tag: OpenerTag, body: string, pos: Pos): void {
    if (this.stack.length >= this.maxNesting) {
      this.error('NESTING_LIMIT', messages.nestingLimit(this.maxNesting), pos);
      this.suppressed = 1;
      this.text(`{${body}}`);
      return;
    }
    this.stack.push({ tag, pos, body: [], between: null, branches: [], part: 'body', elseSeen: false });
  }

  private or(predicate: PredicateCall | null, pos: Pos): void {
    const top = this.stack[this.stack.length - 1];
    if (!top) return this.error('NOT_ALLOWED_AT_ROOT', messages.notAllowedAtRoot('OR_PREDICATE'), pos);
    if (top.tag.type === 'macro' || top.tag.type === 'platform') {
      const message = messages.notAllowedInBlock('OR_PREDICATE', OPENER_NAMES[top.tag.type]);
      return this.error('NOT_ALLOWED_IN_BLOCK', message, pos);
    }
    if (top.elseSeen) return this.error('DEAD_CODE_BLOCK', messages.deadCode(), pos);
    top.branches.push({ ...pos, predicate, body: [] });
    top.part = 'or';
    top.elseSeen = predicate === null;
  }

  private alternates(pos: Pos): void {
    const top = this.stack[this.stack.length - 1];
    if (!top) return this.error('NOT_ALLOWED_AT_ROOT', messages.notAllowedAtRoot('ALTERNATES_WITH'), pos);
    if (top.tag.type !== 'repeated' || top.part !== 'body') {
      const message = messages.notAllowedInBlock('ALTERNATES_WITH', blockName(top));
      return this.error('NOT_ALLOWED_IN_BLOCK', message, pos);
    }
    top.between = [];
    top.part = 'between';
  }

  private end(pos: Pos): void {
    const top = this.stack[this.stack.length - 1];
    if (!top) return this.error('NOT_ALLOWED_AT_ROOT', messages.notAllowedAtRoot('END'), pos);
    // A platform tag's body ends at its own end tag, never at a stray `{.end}`.
    if (top.tag.type === 'platform') {
      return this.error('NOT_ALLOWED_IN_BLOCK', messages.notAllowedInBlock('END', 'PLATFORM_TAG'), pos);
    }
    this.stack.pop();
    this.target().push(close(top));
  }

  /** `<squarespace:NAME …>`: self-closing tags are leaves, others open a block until their end tag. */
  platformOpen(tag: PlatformTag, pos: Pos, selfClosing: boolean): void {
    if (!selfClosing) return this.open(tag, '', pos);
    const { line, column } = pos;
    this.target().push({ kind: 'platform', line, column, name: tag.name, attrs: tag.attrs, body: null });
  }

  /** `</squarespace:NAME>`: closes the innermost block if it is that tag. */
  platformClose(name: string, pos: Pos): void {
    const top = this.stack[this.stack.length - 1];
    if (top?.tag.type !== 'platform' || top.tag.name !== name) {
      return this.error('PLATFORM_TAG_MISMATCH', messages.platformTagMismatch(name), pos);
    }
    this.stack.pop();
    this.target().push(close(top));
  }

  /** Records an error found outside the assembler (platform tag scanning, attribute values). */
  report(error: TemplateError): void {
    this.errors.push(error);
  }

  warnUnclosedPlatformTag(name: string, pos: Pos): void {
    this.error('PLATFORM_TAG_UNCLOSED', messages.platformTagUnclosed(name), pos, 'warning');
  }

  unclosedComment(pos: Pos): void {
    this.error('EOF_IN_COMMENT', messages.eofInComment(), pos, 'warning');
  }

  /** Closes what is still open at end of input and returns the tree. */
  finish(): Node[] {
    const top = this.stack[this.stack.length - 1];
    if (top) {
      const name = blockName(top) === 'ALTERNATES_WITH' ? 'REPEATED' : blockName(top);
      this.error('EOF_IN_BLOCK', messages.eofInBlock(name), top.pos);
    }
    for (let block = this.stack.pop(); block; block = this.stack.pop()) this.target().push(close(block));
    return this.root;
  }
}
