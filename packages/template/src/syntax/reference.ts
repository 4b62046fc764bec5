/** Identifier and reference grammar shared by tags and expressions (reference §2.7). */

export function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** End index of the word starting at `i` (a letter, then letters, digits, `_`, `-`), or -1. */
export function wordEnd(s: string, i: number): number {
  if (!isLetter(s.charCodeAt(i))) return -1;
  let j = i + 1;
  for (; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (!(isLetter(c) || isDigit(c) || c === 95 || c === 45)) break;
  }
  return j;
}

function segmentEnd(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c === 64 /* @ */) {
    const w = wordEnd(s, i + 1);
    return w === -1 ? i + 1 : w;
  }
  if (c === 36 /* $ */) return wordEnd(s, i + 1);
  if (isDigit(c)) {
    let j = i + 1;
    while (j < s.length && isDigit(s.charCodeAt(j))) j++;
    return j;
  }
  return wordEnd(s, i);
}

export interface RefMatch {
  readonly segments: string[];
  readonly end: number;
}

/** Reads `segment ('.' segment)*` at `i`; null when no segment starts there. */
export function readRef(s: string, i: number): RefMatch | null {
  let end = segmentEnd(s, i);
  if (end === -1) return null;
  const segments = [s.slice(i, end)];
  while (s.charCodeAt(end) === 46 /* . */) {
    const next = segmentEnd(s, end + 1);
    if (next === -1) break;
    segments.push(s.slice(end + 1, next));
    end = next;
  }
  return { segments, end };
}

/** Parses a whole string as one reference, or null. */
export function parseRef(s: string): string[] | null {
  const match = readRef(s, 0);
  return match && match.end === s.length ? match.segments : null;
}

/** Reads a path/name: one or more of letters, digits, `_`, `-`, `.`, `/`. Returns its end or -1. */
export function pathEnd(s: string, i: number): number {
  let j = i;
  for (; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (!(isLetter(c) || isDigit(c) || c === 95 || c === 45 || c === 46 || c === 47)) break;
  }
  return j === i ? -1 : j;
}

/** The whitespace class of tag grammars: space, tab, LF, CR, VT, FF (§2.6). */
export function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/** End of a whitespace run starting at `i` (== i when there is none). */
export function spaceEnd(s: string, i: number): number {
  let j = i;
  while (j < s.length && isSpace(s.charCodeAt(j))) j++;
  return j;
}

/** Splits an argument string: its first character is the delimiter; empty pieces are dropped (§7.1, Appendix B #4). */
export function splitArgs(text: string): string[] {
  if (text.length === 0) return [];
  const delimiter = text[0] as string;
  return text
    .slice(1)
    .split(delimiter)
    .filter((piece) => piece.length > 0);
}
