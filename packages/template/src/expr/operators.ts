import type { Prim } from './convert.js';
import { toBool, toNumber, toText } from './convert.js';
import type { BinaryOpId, UnaryOpId } from './program.js';

/** Precedence and associativity of the binary operators (reference §6.3). */
export const PRECEDENCE: Readonly<Record<BinaryOpId, number>> = {
  '**': 16,
  '*': 15,
  '/': 15,
  '%': 15,
  '+': 14,
  '-': 14,
  '<<': 13,
  '>>': 13,
  '<': 12,
  '>': 12,
  '<=': 12,
  '>=': 12,
  '==': 11,
  '!=': 11,
  '===': 11,
  '!==': 11,
  '&': 10,
  '^': 9,
  '|': 8,
  '&&': 7,
  '||': 6,
  '=': 3,
};

export const UNARY_PRECEDENCE = 17;

export function rightAssociative(op: BinaryOpId): boolean {
  return op === '**' || op === '=';
}

/** Operator descriptions used in error messages and debug dumps. */
export const DESCRIPTIONS: Readonly<Record<BinaryOpId | UnaryOpId, string>> = {
  '**': 'exponent',
  '*': 'multiply',
  '/': 'divide',
  '%': 'modulus',
  '+': 'add',
  '-': 'subtract',
  '<<': 'left shift',
  '>>': 'right shift',
  '<': 'less than',
  '>': 'greater than',
  '<=': 'less than or equal',
  '>=': 'greater than or equal',
  '==': 'equality',
  '!=': 'inequality',
  '===': 'strict equality',
  '!==': 'strict inequality',
  '&': 'bitwise and',
  '^': 'bitwise xor',
  '|': 'bitwise or',
  '&&': 'logical and',
  '||': 'logical or',
  '=': 'assign',
  neg: 'minus',
  pos: 'plus',
  '!': 'logical not',
  '~': 'bitwise not',
};

const n = toNumber;

/** Binary operators other than `+` and `=`, on primitive operands (JavaScript semantics, §6.4). */
export const BINARY: Readonly<Record<Exclude<BinaryOpId, '+' | '='>, (a: Prim, b: Prim) => Prim>> = {
  '**': (a, b) => n(a) ** n(b),
  '*': (a, b) => n(a) * n(b),
  '/': (a, b) => n(a) / n(b),
  '%': (a, b) => n(a) % n(b),
  '-': (a, b) => n(a) - n(b),
  '<<': (a, b) => n(a) << n(b),
  '>>': (a, b) => n(a) >> n(b),
  // Abstract relational comparison and loose equality are exactly JavaScript's on primitives.
  '<': (a, b) => (a as number) < (b as number),
  '>': (a, b) => (a as number) > (b as number),
  '<=': (a, b) => (a as number) <= (b as number),
  '>=': (a, b) => (a as number) >= (b as number),
  '==': (a, b) => a == b,
  '!=': (a, b) => a != b,
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  '&': (a, b) => n(a) & n(b),
  '^': (a, b) => n(a) ^ n(b),
  '|': (a, b) => n(a) | n(b),
  '&&': (a, b) => toBool(a) && toBool(b),
  '||': (a, b) => toBool(a) || toBool(b),
};

export const UNARY: Readonly<Record<UnaryOpId, (a: Prim) => Prim>> = {
  neg: (a) => -1 * n(a),
  pos: (a) => n(a),
  '!': (a) => !toBool(a),
  '~': (a) => ~n(a),
};

/** `+`: concatenation when either side is a string, else numeric addition. */
export function plus(a: Prim, b: Prim): Prim {
  return typeof a === 'string' || typeof b === 'string' ? toText(a) + toText(b) : n(a) + n(b);
}
