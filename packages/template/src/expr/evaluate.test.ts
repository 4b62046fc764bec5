import { describe, expect, it } from 'vitest';
import { MISSING } from '../plugins.js';
import type { Value } from '../plugins.js';
import type { Prim } from './convert.js';
import { evaluate } from './evaluate.js';
import { parseExpression } from './parse-expression.js';

const data: Record<string, Value> = { n: 4, s: '12', o: { k: 1 }, t: true };

function run(source: string): {
  output: Prim | undefined;
  errors: readonly string[];
  vars: Record<string, Prim>;
} {
  const { program, parseError } = parseExpression(source);
  if (!program) return { output: undefined, errors: [`parse: ${parseError}`], vars: {} };
  const vars: Record<string, Prim> = {};
  const result = evaluate(program, {
    resolve: (ref) => {
      const [head] = ref;
      if (head?.startsWith('@'))
        return Object.hasOwn(vars, head.slice(1)) ? (vars[head.slice(1)] as Prim) : MISSING;
      return ref.length === 1 && head !== undefined && Object.hasOwn(data, head)
        ? (data[head] as Value)
        : MISSING;
    },
    assign: (name, value) => {
      vars[name] = value;
    },
    maxStringLength: 20,
  });
  return { ...result, vars };
}

describe('evaluate', () => {
  it.each<[string, Prim | undefined]>([
    ['1 + 2 * 3', 7],
    ['-2 ** 2', 4],
    ['2 ** -1', 0.5],
    ['!0 + 1', 2],
    ['n * s', 48],
    ['s + n', '124'],
    ['t + 1', 2],
    ['zz == null', true],
    ['zz === null', true],
    ['abs(-n)', 4],
    ['min(3, 1, 2)', 1],
    ['str(n) + str(true)', '4true'],
    ['num("0x1F")', 31],
    ['num("-0x10")', -16],
    ['num(" 1")', NaN],
    ['bool("0")', true],
    ['1 << 31', -2147483648],
    ['-9 >> 1', -5],
    ['5 & 3 | 8 ^ 1', 9],
    ['"b" > "a" && 2 >= 2', true],
    ['1 2 3', 3],
    ['1\u00a0+\t2\r\n*\n3', 7],
    ['(1, 2)', 2],
    ['', undefined],
    ['@x = 5', undefined],
  ])('%s', (source, expected) => {
    const { output, errors } = run(source);
    expect(errors).toEqual([]);
    expect(output).toEqual(expected);
  });

  it.each<[string, string]>([
    ['o + 1', 'Invalid arguments to operator add'],
    ['1 -', 'Invalid arguments to operator subtract'],
    ['o', 'Reduce error: unexpected token on stack'],
    ['max(o)', 'Error calling function max'],
    ['"0123456789" + "0123456789a"', 'Concatenation would exceed maximum string length 20'],
  ])('%s fails with %s', (source, message) => {
    expect(run(source).errors).toEqual([message]);
  });

  it('keeps evaluating later expressions after an error, but outputs nothing', () => {
    const result = run('o + 1; @a = 2; @a');
    expect(result.errors).toEqual(['Invalid arguments to operator add']);
    expect(result.output).toBeUndefined();
    expect(result.vars).toEqual({ a: 2 });
  });

  it('assigns only single @word targets and only primitive values', () => {
    expect(run('@a = @b = 3').vars).toEqual({ b: 3 });
    expect(run('@a = o').vars).toEqual({});
    expect(run('x = 1').vars).toEqual({});
  });
});

describe('parseExpression', () => {
  it.each<[string, string]>([
    ['.5', 'Unexpected character at 0: "."'],
    ['1 # 2', 'Unexpected character at 2: "#"'],
    ['1 \b', 'Unexpected backspace at 2: "\\b"'],
    ['1 \f', 'Unexpected form feed at 2: "\\f"'],
    ['\u0007', 'Unexpected control character at 0: "\\u0007"'],
    ['"abc', 'Unterminated string'],
    ["'a\\", 'Unterminated string'],
    ['"a\nb"', 'Illegal bare line feed character in string literal'],
    ['"a\rb"', 'Illegal bare carriage return character in string literal'],
    ['"\\xG1"', 'Invalid 2-char hex escape found'],
    ['"\\u12"', 'Invalid unicode escape found'],
    ['"\\U1234567"', 'Invalid unicode escape found'],
    ['1.2.3', 'Duplicate decimal point in number'],
    ['1e2.5', 'Unexpected decimal point in exponent'],
    ['1e', 'Expected a digit after exponent in decimal number'],
    ['1e+', 'Expected a digit after exponent in decimal number'],
    ['0x', 'Expected digits after start of hex number'],
    ['foo(1)', 'Invalid function foo'],
    ['PI(1)', 'Invalid function PI'],
    ['(1', 'Mismatched operator found: left paren'],
    ['1)', 'Mismatched operator found: right paren'],
  ])('%j → %s', (source, message) => {
    expect(parseExpression(source).parseError).toBe(message);
  });

  it('limits the number of tokens', () => {
    expect(parseExpression('1+3+5+7+9', 10).parseError).toBeNull();
    expect(parseExpression('1+3+5+7+9+11', 10).parseError).toBe(
      'Expression exceeds the maximum number of allowed tokens: 10',
    );
  });
});
