import type { Pos } from '../syntax/nodes.js';
import { freezeDeep } from '../syntax/nodes.js';
import { Assembler } from '../syntax/assembler.js';
import { parseTag } from '../syntax/parse-tag.js';
import { scan } from '../syntax/scanner.js';
import type { Tag } from '../syntax/tag.js';
import type { Template } from './template.js';
import { DEFAULT_LIMITS } from '../limits.js';
import { messages } from '../errors.js';

/** Default cap on block nesting; deeper openers stay text so execution depth stays bounded. */
export const DEFAULT_MAX_NESTING = DEFAULT_LIMITS.maxNesting;

/** Default cap on source length; a longer source becomes an empty template with one error. */
export const DEFAULT_MAX_SOURCE_LENGTH = DEFAULT_LIMITS.maxSourceLength;

/** An over-long source is refused before scanning, so its size costs no parse time or memory. */
function refusedSource(length: number, max: number): Template {
  const error = {
    kind: 'syntax',
    code: 'SOURCE_LIMIT',
    message: messages.sourceLimit(length, max),
    line: 1,
    column: 1,
    severity: 'error',
  } as const;
  return freezeDeep({ kind: 'jsont-template', version: 1, body: [], errors: [error] });
}

/**
 * Scans, classifies and assembles a source into a frozen template (no plugin lookups).
 * `maxSourceLength` 0 means unlimited.
 */
export function parseTemplate(
  source: string,
  maxNesting = DEFAULT_MAX_NESTING,
  maxSourceLength = DEFAULT_MAX_SOURCE_LENGTH,
): Template {
  if (maxSourceLength > 0 && source.length > maxSourceLength) {
    return refusedSource(source.length, maxSourceLength);
  }
  const assembler = new Assembler(maxNesting);
  scan<Tag>(source, {
    classify: (body: string, pos: Pos) => parseTag(body, pos),
    text: (text) => assembler.text(text),
    tag: (tag, body, pos) => assembler.tag(tag, body, pos),
    unclosedComment: (pos) => assembler.unclosedComment(pos),
  });
  const body = assembler.finish();
  return freezeDeep({ kind: 'jsont-template', version: 1, body, errors: assembler.errors });
}
