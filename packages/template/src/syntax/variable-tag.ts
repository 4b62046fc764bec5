import type { FormatterCall, Ref } from './nodes.js';
import { readRef, splitArgs, wordEnd } from './reference.js';

/** `ref ( ' '* ',' ' '* ref )*` at `i` (§2.7): only spaces may surround the comma. */
export function readVarList(s: string, i: number): { refs: Ref[]; end: number } | null {
  const first = readRef(s, i);
  if (!first) return null;
  const refs: Ref[] = [first.segments];
  let end = first.end;
  for (;;) {
    let j = end;
    while (s.charCodeAt(j) === 32) j++;
    if (s.charCodeAt(j) !== 44 /* , */) break;
    j++;
    while (s.charCodeAt(j) === 32) j++;
    const next = readRef(s, j);
    if (!next) return null; // a trailing comma makes the tag invalid
    refs.push(next.segments);
    end = next.end;
  }
  return { refs, end };
}

/**
 * A formatter chain from `i` to the end of `s`: `( '|' WORD args? )*` where an argument string
 * starts right after the name, runs to the next `|`, and is split on its first character (§7.1).
 * Returns null when the chain does not consume `s` completely.
 */
export function readFormatters(s: string, i: number): FormatterCall[] | null {
  const calls: FormatterCall[] = [];
  let j = i;
  while (j < s.length) {
    if (s.charCodeAt(j) !== 124 /* | */) return null;
    const nameEnd = wordEnd(s, j + 1);
    if (nameEnd === -1) return null;
    const name = s.slice(j + 1, nameEnd);
    let next = s.indexOf('|', nameEnd);
    if (next === -1) next = s.length;
    calls.push({ name, args: splitArgs(s.slice(nameEnd, next)) });
    j = next;
  }
  return calls;
}

/** A variable tag body: variable list plus optional formatter chain (§5.2). */
export function parseVariableTag(body: string): { refs: Ref[]; formatters: FormatterCall[] } | null {
  const list = readVarList(body, 0);
  if (!list) return null;
  const formatters = readFormatters(body, list.end);
  return formatters ? { refs: list.refs, formatters } : null;
}
