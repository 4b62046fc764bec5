import type { Pos } from '../syntax/nodes.js';
import { freezeDeep } from '../syntax/nodes.js';
import { Assembler } from '../syntax/assembler.js';
import { parseTag } from '../syntax/parse-tag.js';
import { scan } from '../syntax/scanner.js';
import type { Tag } from '../syntax/tag.js';
import type { Template } from './template.js';
import { DEFAULT_LIMITS } from '../limits.js';

/** Default cap on block nesting; deeper openers stay text so execution depth stays bounded. */
export const DEFAULT_MAX_NESTING = DEFAULT_LIMITS.maxNesting;

/** Scans, classifies and assembles a source into a frozen template (no plugin lookups). */
export function parseTemplate(source: string, maxNesting = DEFAULT_MAX_NESTING): Template {
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
