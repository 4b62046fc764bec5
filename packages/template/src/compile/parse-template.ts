import type { Node, Pos } from '../syntax/nodes.js';
import { freezeDeep } from '../syntax/nodes.js';
import { Assembler } from '../syntax/assembler.js';
import { parseTag } from '../syntax/parse-tag.js';
import { findPlatformTags, type PlatformTagSpan } from '../syntax/platform-tags.js';
import { Positions, scan, type ScanRange } from '../syntax/scanner.js';
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

function scanInto(source: string, assembler: Assembler, range?: ScanRange): void {
  scan<Tag>(
    source,
    {
      classify: (body: string, pos: Pos) => parseTag(body, pos),
      text: (text) => assembler.text(text),
      tag: (tag, body, pos) => assembler.tag(tag, body, pos),
      unclosedComment: (pos) => assembler.unclosedComment(pos),
    },
    range,
  );
}

/** Each attribute value compiled as its own small JSON-T body; its errors join the template's. */
function attributes(
  source: string,
  span: PlatformTagSpan,
  positions: Positions,
  into: Assembler,
  maxNesting: number,
): (readonly [string, readonly Node[]])[] {
  return span.attrs.map((attr) => {
    const value = new Assembler(maxNesting);
    scanInto(source, value, { from: attr.from, to: attr.to, positions });
    const nodes = value.finish();
    value.errors.forEach((e) => into.report(e));
    return [attr.name, nodes] as const;
  });
}

/** Scans a source with `<squarespace:…>` tags: text and JSON-T between them, the tags as instructions. */
function scanWithPlatformTags(source: string, assembler: Assembler, maxNesting: number): void {
  const positions = new Positions(source);
  let at = 0;
  for (const span of findPlatformTags(source)) {
    if (span.from > at) scanInto(source, assembler, { from: at, to: span.from, positions });
    const pos = positions.at(span.from);
    if (span.kind === 'close') assembler.platformClose(span.name, pos);
    else {
      const attrs = attributes(source, span, positions, assembler, maxNesting);
      if (span.assumedClosed) assembler.warnUnclosedPlatformTag(span.name, pos);
      assembler.platformOpen({ type: 'platform', name: span.name, attrs }, pos, span.selfClosing);
    }
    at = span.to;
  }
  if (at < source.length) scanInto(source, assembler, { from: at, to: source.length, positions });
}

/**
 * Scans, classifies and assembles a source into a frozen template (no plugin lookups). With
 * `platformTags`, `<squarespace:NAME …>` tags become instructions (template packages);
 * `maxSourceLength` 0 means unlimited.
 */
export function parseTemplate(
  source: string,
  maxNesting = DEFAULT_MAX_NESTING,
  maxSourceLength = DEFAULT_MAX_SOURCE_LENGTH,
  platformTags = false,
): Template {
  if (maxSourceLength > 0 && source.length > maxSourceLength) {
    return refusedSource(source.length, maxSourceLength);
  }
  const assembler = new Assembler(maxNesting);
  if (platformTags) scanWithPlatformTags(source, assembler, maxNesting);
  else scanInto(source, assembler);
  const body = assembler.finish();
  return freezeDeep({ kind: 'jsont-template', version: 1, body, errors: assembler.errors });
}
