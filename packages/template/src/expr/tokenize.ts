import { isDigit, isLetter, readRef } from '../syntax/reference.js';
import type { BinaryOpId, UnaryOpId } from './program.js';

/** Lexical tokens of an expression before ordering (reference §6.2). */
export type LexToken =
  | { readonly t: 'num'; readonly v: string }
  | { readonly t: 'str'; readonly v: string }
  | { readonly t: 'name'; readonly v: string[] }
  | { readonly t: 'fn'; readonly v: string }
  | { readonly t: 'op'; readonly v: BinaryOpId }
  | { readonly t: 'unary'; readonly v: UnaryOpId }
  | { readonly t: '(' | ')' | ',' | ';' };

export class ExprSyntaxError extends Error {}

const OPERATORS = ['===', '!==', '**', '==', '!=', '<=', '>=', '<<', '>>', '&&', '||'];
const SINGLE = '*/%+-<>&^|=';
const CONTROL_NAMES: Readonly<Record<number, string>> = {
  8: 'backspace',
  12: 'form feed',
  10: 'line feed',
  13: 'carriage return',
  9: 'tab',
};

function isExprSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0;
}

function isHex(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

function unexpected(source: string, i: number): never {
  const code = source.codePointAt(i) as number;
  const text = String.fromCodePoint(code);
  const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
  const word = control ? (CONTROL_NAMES[code] ?? 'control character') : 'character';
  throw new ExprSyntaxError(`Unexpected ${word} at ${i}: ${JSON.stringify(text)}`);
}

function numberEnd(s: string, i: number): number {
  if (s.charCodeAt(i) === 48 && (s[i + 1] === 'x' || s[i + 1] === 'X')) {
    let j = i + 2;
    while (j < s.length && isHex(s.charCodeAt(j))) j++;
    if (j === i + 2) throw new ExprSyntaxError('Expected digits after start of hex number');
    return j;
  }
  let j = i;
  let dot = false;
  for (; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (isDigit(c)) continue;
    if (c === 46) {
      if (dot) throw new ExprSyntaxError('Duplicate decimal point in number');
      dot = true;
      continue;
    }
    if (c === 101 || c === 69) return exponentEnd(s, j + 1);
    break;
  }
  return j;
}

function exponentEnd(s: string, i: number): number {
  let j = i;
  if (s[j] === '+' || s[j] === '-') j++;
  if (!isDigit(s.charCodeAt(j)))
    throw new ExprSyntaxError('Expected a digit after exponent in decimal number');
  while (isDigit(s.charCodeAt(j))) j++;
  if (s[j] === '.') throw new ExprSyntaxError('Unexpected decimal point in exponent');
  return j;
}

function hexValue(s: string, i: number, n: number, message: string): number {
  const digits = s.slice(i, i + n);
  if (digits.length !== n || ![...digits].every((d) => isHex(d.charCodeAt(0))))
    throw new ExprSyntaxError(message);
  return parseInt(digits, 16);
}

function decoded(code: number): string {
  if ((code >= 0 && code <= 8) || (code >= 0x0e && code <= 0x1f) || code > 0x10ffff) return ' ';
  return String.fromCodePoint(code);
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', f: '\f' };

/** Reads a quoted string starting at the quote `i`; returns its value and end. */
function readString(s: string, i: number): { v: string; end: number } {
  const quote = s[i];
  let v = '';
  let j = i + 1;
  for (;;) {
    if (j >= s.length) throw new ExprSyntaxError('Unterminated string');
    const ch = s[j] as string;
    if (ch === quote) return { v, end: j + 1 };
    if (ch === '\n' || ch === '\r') {
      const which = ch === '\n' ? 'line feed' : 'carriage return';
      throw new ExprSyntaxError(`Illegal bare ${which} character in string literal`);
    }
    if (ch !== '\\') {
      v += ch;
      j++;
      continue;
    }
    const e = s[j + 1];
    if (e === undefined) throw new ExprSyntaxError('Unterminated string');
    if (e === 'x') {
      v += decoded(hexValue(s, j + 2, 2, 'Invalid 2-char hex escape found'));
      j += 4;
    } else if (e === 'u' || e === 'U') {
      const n = e === 'u' ? 4 : 8;
      v += decoded(hexValue(s, j + 2, n, 'Invalid unicode escape found'));
      j += 2 + n;
    } else {
      v += SIMPLE_ESCAPES[e] ?? e;
      j += 2;
    }
  }
}

function afterValue(prev: LexToken | undefined): boolean {
  if (!prev) return false;
  return prev.t === 'num' || prev.t === 'str' || prev.t === 'name' || prev.t === ')';
}

/** Splits an expression source into tokens; throws ExprSyntaxError with the reference's messages. */
export function tokenize(source: string, maxTokens: number): LexToken[] {
  const out: LexToken[] = [];
  const push = (token: LexToken) => {
    out.push(token);
    if (maxTokens > 0 && out.length > maxTokens) {
      throw new ExprSyntaxError(`Expression exceeds the maximum number of allowed tokens: ${maxTokens}`);
    }
  };
  let i = 0;
  while (i < source.length) {
    const c = source.charCodeAt(i);
    if (isExprSpace(c)) {
      i++;
    } else if (isDigit(c)) {
      const end = numberEnd(source, i);
      push({ t: 'num', v: source.slice(i, end) });
      i = end;
    } else if (c === 34 || c === 39) {
      const str = readString(source, i);
      push({ t: 'str', v: str.v });
      i = str.end;
    } else if (isLetter(c) || c === 64 || c === 36) {
      i = readName(source, i, push);
    } else if (c === 40 || c === 41 || c === 44 || c === 59) {
      push({ t: source[i] as '(' | ')' | ',' | ';' });
      i++;
    } else {
      i = readOperator(source, i, out, push);
    }
  }
  return out;
}

function readName(source: string, i: number, push: (token: LexToken) => void): number {
  const ref = readRef(source, i);
  if (!ref) unexpected(source, i);
  let j = ref.end;
  while (isExprSpace(source.charCodeAt(j))) j++;
  if (source[j] === '(' && ref.segments.length === 1) {
    push({ t: 'fn', v: ref.segments[0] as string });
  } else {
    push({ t: 'name', v: ref.segments });
  }
  return ref.end;
}

function readOperator(source: string, i: number, out: LexToken[], push: (token: LexToken) => void): number {
  const c = source[i] as string;
  const prev = out[out.length - 1];
  if (c === '!' && source[i + 1] !== '=') {
    push({ t: 'unary', v: '!' });
    return i + 1;
  }
  if (c === '~') {
    push({ t: 'unary', v: '~' });
    return i + 1;
  }
  if ((c === '-' || c === '+') && !afterValue(prev)) {
    push({ t: 'unary', v: c === '-' ? 'neg' : 'pos' });
    return i + 1;
  }
  const long = OPERATORS.find((op) => source.startsWith(op, i));
  if (long) {
    push({ t: 'op', v: long as BinaryOpId });
    return i + long.length;
  }
  if (SINGLE.includes(c)) {
    push({ t: 'op', v: c as BinaryOpId });
    return i + 1;
  }
  return unexpected(source, i);
}
