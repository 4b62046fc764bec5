import type { Value } from '../plugins.js';
import { MISSING } from '../plugins.js';
import type { Prim } from './convert.js';
import { literalNumber, toBool, toNumber, toText } from './convert.js';
import { BINARY, DESCRIPTIONS, plus, UNARY } from './operators.js';
import type { BinaryOpId, ConstantName, ExprProgram, ExprToken, FunctionName } from './program.js';

/** What evaluation needs from the render: name resolution, assignment and the string limit. */
export interface ExprHost {
  resolve(ref: readonly string[]): Value;
  assign(name: string, value: Prim): void;
  readonly maxStringLength: number;
}

/** An object or array reference: not a usable operand (§6.4). */
const OBJECT = Symbol('object');
const ARGS = Symbol('args');
type Operand = Prim | typeof OBJECT;

class Name {
  constructor(
    readonly segments: readonly string[],
    readonly value: Operand,
  ) {}
}

type Entry = Operand | Name | typeof ARGS;

class ReduceError extends Error {}

const CONSTANTS: Readonly<Record<ConstantName, Prim>> = {
  true: true,
  false: false,
  null: null,
  PI: Math.PI,
  E: Math.E,
  Infinity: Infinity,
  NaN: NaN,
};

function operand(value: Value): Operand {
  if (value === MISSING || value === null) return null;
  return typeof value === 'object' ? OBJECT : value;
}

const FUNCTIONS: Readonly<Record<FunctionName, (args: Prim[]) => Prim>> = {
  max: (args) => args.map(toNumber).reduce((best, next) => (best > next ? best : next)),
  min: (args) => args.map(toNumber).reduce((best, next) => (best < next ? best : next)),
  abs: (args) => Math.abs(toNumber(args[0] as Prim)),
  num: (args) => toNumber(args[0] as Prim),
  str: (args) => toText(args[0] as Prim),
  bool: (args) => toBool(args[0] as Prim),
};

function value(entry: Entry | undefined): Operand | undefined {
  if (entry === ARGS) return undefined;
  return entry instanceof Name ? entry.value : entry;
}

/** Evaluates one postfix expression; returns its result, or undefined for no value. */
function reduce(tokens: readonly ExprToken[], host: ExprHost): Prim | undefined {
  const stack: Entry[] = [];
  for (const token of tokens) {
    switch (token.t) {
      case 'num':
        stack.push(literalNumber(token.v));
        break;
      case 'str':
        stack.push(token.v);
        break;
      case 'const':
        stack.push(CONSTANTS[token.v]);
        break;
      case 'ref':
        stack.push(new Name(token.v, operand(host.resolve(token.v))));
        break;
      case 'args':
        stack.push(ARGS);
        break;
      case 'unary': {
        const a = value(stack.pop());
        if (a === undefined) throw new ReduceError(`Invalid arguments to operator ${DESCRIPTIONS[token.v]}`);
        if (a !== OBJECT) stack.push(UNARY[token.v](a));
        break;
      }
      case 'call':
        stack.push(call(token.v, stack));
        break;
      case 'op':
        if (token.v === '=') {
          assign(stack, host);
          return undefined;
        }
        stack.push(binary(token.v, stack, host));
        break;
    }
  }
  const last = stack[stack.length - 1];
  if (last === undefined) return undefined;
  const result = value(last);
  if (result === undefined || result === OBJECT)
    throw new ReduceError('Reduce error: unexpected token on stack');
  return result;
}

function binary(op: BinaryOpId, stack: Entry[], host: ExprHost): Prim {
  const b = value(stack.pop());
  const a = value(stack.pop());
  if (a === undefined || b === undefined || a === OBJECT || b === OBJECT) {
    throw new ReduceError(`Invalid arguments to operator ${DESCRIPTIONS[op]}`);
  }
  if (op !== '+') return BINARY[op as keyof typeof BINARY](a, b);
  const result = plus(a, b);
  if (typeof result === 'string' && host.maxStringLength > 0 && result.length > host.maxStringLength) {
    throw new ReduceError(`Concatenation would exceed maximum string length ${host.maxStringLength}`);
  }
  return result;
}

function call(name: FunctionName, stack: Entry[]): Prim {
  const args: Prim[] = [];
  for (let entry = stack.pop(); entry !== ARGS && entry !== undefined; entry = stack.pop()) {
    const v = value(entry);
    if (v !== undefined && v !== OBJECT) args.unshift(v);
  }
  if (args.length === 0) throw new ReduceError(`Error calling function ${name}`);
  return FUNCTIONS[name](args);
}

/** `@name = value`: only a single `@word` target with a primitive value assigns; else silently nothing. */
function assign(stack: Entry[], host: ExprHost): void {
  const rhs = value(stack.pop());
  const lhs = stack.pop();
  if (rhs === undefined || lhs === undefined) throw new ReduceError(`Invalid arguments to operator assign`);
  if (!(lhs instanceof Name) || lhs.segments.length !== 1 || rhs === OBJECT) return;
  const target = lhs.segments[0] as string;
  if (target.length > 1 && target.startsWith('@')) host.assign(target.slice(1), rhs);
}

export interface ExprResult {
  /** The value to write, or undefined when the tag writes nothing. */
  readonly output: Prim | undefined;
  readonly errors: readonly string[];
}

/**
 * Runs every expression of a program in order (§6.1, §6.8): an error stops only its own
 * expression; the result is the value of the last non-empty expression unless any failed.
 */
export function evaluate(program: ExprProgram, host: ExprHost): ExprResult {
  const errors: string[] = [];
  let output: Prim | undefined;
  for (const tokens of program.exprs) {
    try {
      output = reduce(tokens, host);
    } catch (error) {
      if (!(error instanceof ReduceError)) throw error;
      errors.push(error.message);
      output = undefined;
    }
  }
  return { output: errors.length > 0 ? undefined : output, errors };
}

function describe(token: ExprToken): string {
  switch (token.t) {
    case 'num':
      return String(literalNumber(token.v));
    case 'str':
      return JSON.stringify(token.v);
    case 'const':
      return token.v;
    case 'ref':
      return token.v.join('.');
    case 'args':
      return '<args>';
    case 'call':
      return `${token.v}()`;
    default:
      return `<${DESCRIPTIONS[token.v]}>`;
  }
}

/** The debug dump of `{.eval #…}` (§6.9). */
export function dumpProgram(program: ExprProgram): string {
  return program.exprs.map((tokens) => `[${tokens.map(describe).join(' ')}]`).join(' ');
}
