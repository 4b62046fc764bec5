import type { BinaryOpId, ExprProgram, ExprToken, FunctionName, UnaryOpId } from './program.js';
import { CONSTANT_NAMES, FUNCTION_NAMES } from './program.js';
import { PRECEDENCE, rightAssociative, UNARY_PRECEDENCE } from './operators.js';
import type { LexToken } from './tokenize.js';
import { ExprSyntaxError, tokenize } from './tokenize.js';

type Pending =
  | { readonly t: 'op'; readonly v: BinaryOpId }
  | { readonly t: 'unary'; readonly v: UnaryOpId }
  | { readonly t: '('; readonly fn: FunctionName | null };

const precedence = (p: Pending): number =>
  p.t === 'op' ? PRECEDENCE[p.v] : p.t === 'unary' ? UNARY_PRECEDENCE : -1;

/** Orders one `;`-free run of tokens into postfix with the shunting-yard algorithm. */
class Orderer {
  readonly exprs: ExprToken[][] = [];
  private out: ExprToken[] = [];
  private readonly ops: Pending[] = [];

  private popOperator(): void {
    const top = this.ops.pop() as Pending;
    if (top.t !== '(') this.out.push(top);
  }

  private popUntilParen(): boolean {
    while (this.ops.length > 0) {
      if ((this.ops[this.ops.length - 1] as Pending).t === '(') return true;
      this.popOperator();
    }
    return false;
  }

  token(token: LexToken): void {
    switch (token.t) {
      case 'num':
      case 'str':
        return void this.out.push(token);
      case 'name':
        return this.name(token.v);
      case 'fn':
        if (!(FUNCTION_NAMES as readonly string[]).includes(token.v)) {
          throw new ExprSyntaxError(`Invalid function ${token.v}`);
        }
        this.out.push({ t: 'args' });
        return void this.ops.push({ t: '(', fn: token.v as FunctionName });
      case '(':
        return void this.ops.push({ t: '(', fn: null });
      case ')':
        return this.closeParen();
      case ',':
        return void this.popUntilParen();
      case ';':
        return this.finishExpression();
      case 'unary':
        return void this.ops.push(token);
      case 'op':
        return this.operator(token.v);
    }
  }

  private name(segments: string[]): void {
    const only = segments.length === 1 ? (segments[0] as string) : '';
    if ((CONSTANT_NAMES as readonly string[]).includes(only)) {
      this.out.push({ t: 'const', v: only as (typeof CONSTANT_NAMES)[number] });
    } else {
      this.out.push({ t: 'ref', v: segments });
    }
  }

  private operator(op: BinaryOpId): void {
    const prec = PRECEDENCE[op];
    const right = rightAssociative(op);
    for (let top = this.ops[this.ops.length - 1]; top && top.t !== '('; top = this.ops[this.ops.length - 1]) {
      const p = precedence(top);
      if (p > prec || (p === prec && !right)) this.popOperator();
      else break;
    }
    this.ops.push({ t: 'op', v: op });
  }

  private closeParen(): void {
    if (!this.popUntilParen()) throw new ExprSyntaxError('Mismatched operator found: right paren');
    const open = this.ops.pop() as Extract<Pending, { t: '(' }>;
    if (open.fn) this.out.push({ t: 'call', v: open.fn });
  }

  finishExpression(): void {
    while (this.ops.length > 0) {
      if ((this.ops[this.ops.length - 1] as Pending).t === '(') {
        throw new ExprSyntaxError('Mismatched operator found: left paren');
      }
      this.popOperator();
    }
    if (this.out.length > 0) this.exprs.push(this.out);
    this.out = [];
  }
}

/**
 * Parses an `.eval` source into postfix programs (reference §6). Never throws: a syntax error is
 * returned as `parseError` with the reference's message.
 */
export function parseExpression(
  source: string,
  maxTokens = 0,
): { program: ExprProgram | null; parseError: string | null } {
  try {
    const tokens = tokenize(source, maxTokens);
    const orderer = new Orderer();
    for (let k = 0; k < tokens.length; k++) {
      const token = tokens[k] as LexToken;
      // The '(' right after a function name belongs to that call.
      if (token.t === '(' && tokens[k - 1]?.t === 'fn') continue;
      orderer.token(token);
    }
    orderer.finishExpression();
    return { program: { exprs: orderer.exprs, tokens: tokens.length }, parseError: null };
  } catch (error) {
    if (error instanceof ExprSyntaxError) return { program: null, parseError: error.message };
    throw error;
  }
}
