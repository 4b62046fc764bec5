/**
 * Finds the platform's `<squarespace:NAME …>` tags in a template source (template-packages.md
 * §9.2), so the parser can turn them into instructions instead of text. Attribute values are
 * kept as source ranges: they are JSON-T, compiled like the rest of the template.
 */

export interface PlatformAttrSpan {
  readonly name: string;
  /** Source range of the value (without quotes); an attribute without `=` has an empty range. */
  readonly from: number;
  readonly to: number;
}

export interface PlatformTagSpan {
  readonly kind: 'open' | 'close';
  readonly name: string;
  /** Source range of the whole tag, `<` to `>` inclusive. */
  readonly from: number;
  readonly to: number;
  readonly attrs: readonly PlatformAttrSpan[];
  /** `/>`, or an unclosed start tag with a `template` attribute (§12: treated as self-closing). */
  selfClosing: boolean;
  /** Set when the start tag had no end tag and was taken as self-closing. */
  assumedClosed: boolean;
}

const PREFIX = 'squarespace:';
const NAME = /[a-z][a-z-]*/y;
const SPACE = /\s/;

/** The end of a quoted value; JSON-T tags inside it (`{.if a == "x"}`) are skipped whole. */
function quotedEnd(source: string, from: number, quote: string): number {
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (c === quote) return i;
    if (c === '{') {
      const close = source.indexOf('}', i);
      if (close !== -1) i = close;
    }
  }
  return -1;
}

/** Parses the attributes of a start tag from `at`; returns them and the offset after `>`. */
function parseAttrs(
  source: string,
  at: number,
): { attrs: PlatformAttrSpan[]; end: number; selfClosing: boolean } | null {
  const attrs: PlatformAttrSpan[] = [];
  let i = at;
  for (;;) {
    while (i < source.length && SPACE.test(source[i] as string)) i++;
    if (i >= source.length) return null;
    if (source.startsWith('/>', i)) return { attrs, end: i + 2, selfClosing: true };
    if (source[i] === '>') return { attrs, end: i + 1, selfClosing: false };
    const nameStart = i;
    while (i < source.length && !/[\s=>]/.test(source[i] as string) && !source.startsWith('/>', i)) i++;
    const name = source.slice(nameStart, i);
    if (source[i] !== '=') {
      attrs.push({ name, from: i, to: i });
      continue;
    }
    i++;
    const quote = source[i];
    if (quote === '"' || quote === "'") {
      const end = quotedEnd(source, i + 1, quote);
      if (end === -1) return null;
      attrs.push({ name, from: i + 1, to: end });
      i = end + 1;
    } else {
      const from = i;
      while (i < source.length && !/[\s>]/.test(source[i] as string) && !source.startsWith('/>', i)) i++;
      attrs.push({ name, from, to: i });
    }
  }
}

function tagAt(source: string, lt: number): PlatformTagSpan | null {
  const closing = source[lt + 1] === '/';
  const nameAt = lt + (closing ? 2 : 1) + PREFIX.length;
  NAME.lastIndex = nameAt;
  const match = NAME.exec(source);
  if (!match) return null;
  const name = match[0];
  const after = nameAt + name.length;
  if (closing) {
    const gt = source.indexOf('>', after);
    if (gt === -1 || source.slice(after, gt).trim() !== '') return null;
    return { kind: 'close', name, from: lt, to: gt + 1, attrs: [], selfClosing: false, assumedClosed: false };
  }
  const parsed = parseAttrs(source, after);
  if (!parsed) return null;
  const { attrs, end, selfClosing } = parsed;
  return { kind: 'open', name, from: lt, to: end, attrs, selfClosing, assumedClosed: false };
}

/** Start tags that never meet their end tag and name a `template` are self-closing (K's templates). */
function closeUnmatched(spans: readonly PlatformTagSpan[]): void {
  const open: PlatformTagSpan[] = [];
  for (const span of spans) {
    if (span.kind === 'open' && !span.selfClosing) open.push(span);
    else if (span.kind === 'close') {
      const k = open.map((s) => s.name).lastIndexOf(span.name);
      if (k !== -1) open.splice(k).slice(1).forEach(markUnclosed);
    }
  }
  open.forEach(markUnclosed);
}

function markUnclosed(span: PlatformTagSpan): void {
  if (span.attrs.some((a) => a.name === 'template')) {
    span.selfClosing = true;
    span.assumedClosed = true;
  }
}

/** Every platform tag of the source, in order. */
export function findPlatformTags(source: string): PlatformTagSpan[] {
  const spans: PlatformTagSpan[] = [];
  let at = source.indexOf(PREFIX);
  while (at !== -1) {
    const lt =
      source[at - 1] === '<' ? at - 1 : source[at - 1] === '/' && source[at - 2] === '<' ? at - 2 : -1;
    const span = lt === -1 ? null : tagAt(source, lt);
    if (span) spans.push(span);
    at = source.indexOf(PREFIX, span ? span.to : at + PREFIX.length);
  }
  closeUnmatched(spans);
  return spans;
}
