/**
 * A parsed `.eval` source (reference §6): one postfix token list per `;`-separated expression.
 * Plain JSON so a compiled template stays serialisable (numbers are kept as their literal text,
 * since JSON cannot hold Infinity or NaN).
 */

export type BinaryOpId =
  | '**'
  | '*'
  | '/'
  | '%'
  | '+'
  | '-'
  | '<<'
  | '>>'
  | '<'
  | '>'
  | '<='
  | '>='
  | '=='
  | '!='
  | '==='
  | '!=='
  | '&'
  | '^'
  | '|'
  | '&&'
  | '||'
  | '=';

export type UnaryOpId = 'neg' | 'pos' | '!' | '~';

export type FunctionName = 'max' | 'min' | 'abs' | 'num' | 'str' | 'bool';

export const FUNCTION_NAMES: readonly FunctionName[] = ['max', 'min', 'abs', 'num', 'str', 'bool'];

export type ConstantName = 'true' | 'false' | 'null' | 'PI' | 'E' | 'Infinity' | 'NaN';

export const CONSTANT_NAMES: readonly ConstantName[] = [
  'true',
  'false',
  'null',
  'PI',
  'E',
  'Infinity',
  'NaN',
];

export type ExprToken =
  | { readonly t: 'num'; readonly v: string }
  | { readonly t: 'str'; readonly v: string }
  | { readonly t: 'const'; readonly v: ConstantName }
  | { readonly t: 'ref'; readonly v: readonly string[] }
  | { readonly t: 'op'; readonly v: BinaryOpId }
  | { readonly t: 'unary'; readonly v: UnaryOpId }
  | { readonly t: 'call'; readonly v: FunctionName }
  | { readonly t: 'args' };

export interface ExprProgram {
  readonly exprs: readonly (readonly ExprToken[])[];
  /** Number of tokens in the source, checked against the render's `maxExprTokens`. */
  readonly tokens: number;
}
