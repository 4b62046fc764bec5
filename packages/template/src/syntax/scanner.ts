import type { Pos } from './nodes.js';

/** What the scanner reports, in source order. */
export interface ScanSink<T> {
  /** Classifies a candidate's body; null means it is not a valid tag and stays text. */
  classify(body: string, pos: Pos): T | null;
  text(text: string): void;
  tag(tag: T, body: string, pos: Pos): void;
  unclosedComment(pos: Pos): void;
}

/** Tracks line/column of increasing offsets in one pass over the source. */
export class Positions {
  private line = 1;
  private lineStart = 0;
  private scanned = 0;

  constructor(private readonly source: string) {}

  at(offset: number): Pos {
    let nl = this.source.indexOf('\n', this.scanned);
    while (nl !== -1 && nl < offset) {
      this.line++;
      this.lineStart = nl + 1;
      nl = this.source.indexOf('\n', nl + 1);
    }
    this.scanned = offset;
    return { line: this.line, column: offset - this.lineStart + 1 };
  }
}

/** Part of a source to scan, sharing one position tracker with the other parts (platform tags). */
export interface ScanRange {
  readonly from: number;
  readonly to: number;
  readonly positions: Positions;
}

/**
 * Splits a template into text and tag candidates (reference §2.2): a candidate is the text
 * between the last `{` and the first following `}`; `{##` starts a comment that ends at `##}`.
 * Linear in the source length.
 */
export function scan<T>(source: string, sink: ScanSink<T>, range?: ScanRange): void {
  const positions = range?.positions ?? new Positions(source);
  const to = range?.to ?? source.length;
  let textStart = range?.from ?? 0;
  let p = textStart;
  let close = -1;
  for (;;) {
    const open = source.indexOf('{', p);
    if (open === -1 || open >= to) break;
    if (source.charCodeAt(open + 1) === 35 && source.charCodeAt(open + 2) === 35 /* ## */) {
      if (open > textStart) sink.text(source.slice(textStart, open));
      const end = source.indexOf('##}', open + 3);
      if (end === -1 || end + 3 > to) {
        sink.unclosedComment(positions.at(open));
        return;
      }
      textStart = p = end + 3;
      continue;
    }
    if (close <= open) close = source.indexOf('}', open + 1);
    if (close === -1 || close >= to) break;
    const next = source.indexOf('{', open + 1);
    if (next !== -1 && next < close) {
      p = next;
      continue;
    }
    const pos = positions.at(open);
    const body = source.slice(open + 1, close);
    const tag = sink.classify(body, pos);
    if (tag !== null) {
      if (open > textStart) sink.text(source.slice(textStart, open));
      sink.tag(tag, body, pos);
      textStart = close + 1;
    }
    p = close + 1;
  }
  if (textStart < to) sink.text(source.slice(textStart, to));
}
