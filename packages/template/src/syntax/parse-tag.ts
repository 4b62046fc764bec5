import type { Pos } from './nodes.js';
import { parseInstruction } from './parse-instruction.js';
import type { Tag } from './tag.js';
import { parseVariableTag } from './variable-tag.js';

/**
 * Classifies a tag body (the text strictly between the braces, §2.3). Returns null when the
 * body is not a valid tag, in which case the caller copies the whole candidate as text.
 */
export function parseTag(body: string, pos: Pos): Tag | null {
  const c = body.charCodeAt(0);
  if (c === 35 /* # */) return { type: 'drop' };
  if (c === 94 /* ^ */) {
    // Preprocessor-scoped tags are dropped in normal mode (§2.8, Appendix B #7) when they are valid tags.
    return body.length > 1 && parseTag(body.slice(1), pos) ? { type: 'drop' } : null;
  }
  if (c === 46 /* . */) return parseInstruction(body, pos);
  const parsed = parseVariableTag(body);
  if (!parsed) return null;
  return {
    type: 'leaf',
    node: { kind: 'variable', ...pos, refs: parsed.refs, formatters: parsed.formatters, raw: `{${body}}` },
  };
}
