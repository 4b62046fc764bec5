import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import type { TemplateError } from './errors.js';
import { parseExpression } from './expr/parse-expression.js';
import { render } from './render.js';
import type { RenderResult } from './render.js';

/** Fragments that exercise every instruction, every branch tag and the error paths. */
const FRAGMENTS = [
  '{',
  '}',
  'text ',
  '\n',
  '{a}',
  '{@}',
  '{@index}',
  '{a.b.0}',
  '{a,b|html}',
  '{a|nosuch}',
  '{a|truncate 3 …}',
  '{.section a}',
  '{.section xs}',
  '{.repeated section xs}',
  '{.repeated section @}',
  '{.alternates with}',
  '{.or}',
  '{.or equal? a 1}',
  '{.or nosuch?}',
  '{.end}',
  '{.if a || !b && c}',
  '{.if equal? a "x"}',
  '{.equal? @ 1}',
  '{.nosuch?}',
  '{.var @x a|count}',
  '{.ctx @c k=a j=xs}',
  '{.macro m}',
  '{.macro p}',
  '{@|apply m}',
  '{xs|apply m x=1}',
  '{@|apply p private}',
  '{@|apply q}',
  '{.include m}',
  '{.include p output}',
  '{.inject @i data.json}',
  '{.eval @n = @n + 1; @s = @s + @s + "x"}',
  '{.eval max(@n, 2) ** 3}',
  '{.eval 1..2}',
  '{.eval (}',
  '{##',
  '##}',
  '{# note}',
  '{.meta-left}',
  '{^a}',
];

const tagSoup = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 60 }).map((parts) => parts.join(''));
const anyText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  tagSoup,
);

const data = {
  a: 1,
  b: { c: [1, 2] },
  xs: [{ a: 1, xs: [1, 2, 3] }, { a: 0, xs: [] }, null, 'str'],
};

/** Partials that recurse through each other and through macros. */
const PARTIALS = {
  p: '{@|apply p}{@|apply p}{.include p}',
  q: '{.macro m}{@|apply q}{@|apply m}{.end}{@|apply m}',
  'data.json': '{@}',
};

const options = {
  enableExpr: true,
  enableInclude: true,
  partials: PARTIALS,
  injects: { 'data.json': '{"k": [1, 2]}' },
  now: 0,
  limits: { maxInstructions: 20_000, maxOutputBytes: 200_000 },
};

function inside(error: TemplateError, source: string): boolean {
  const line = source.split('\n')[error.line - 1];
  return line !== undefined && error.column >= 1 && error.column <= line.length;
}

function sourceOf(error: TemplateError, main: string): string | undefined {
  if (error.partial === undefined) return main;
  return Object.hasOwn(PARTIALS, error.partial)
    ? PARTIALS[error.partial as keyof typeof PARTIALS]
    : undefined;
}

describe('engine safety properties', () => {
  it('compile never throws and reports positions inside the source', () => {
    fc.assert(
      fc.property(anyText, (source) => {
        const { template, errors } = compile(source);
        expect(template.kind).toBe('jsont-template');
        for (const error of errors) expect(inside(error, source)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('render never throws, terminates, and every error points inside its source', () => {
    fc.assert(
      fc.property(anyText, (source) => {
        const { html, errors } = render(source, data, options);
        expect(typeof html).toBe('string');
        for (const error of errors) {
          const text = sourceOf(error, source);
          expect(text === undefined || inside(error, text)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('rendering is deterministic and the same for source, compiled and JSON-round-tripped templates', () => {
    fc.assert(
      fc.property(tagSoup, (source) => {
        // Only a render from source has the main template's text for excerpts; the rest is the same.
        const plain = (result: RenderResult) => ({
          ...result,
          errors: result.errors.map(({ excerpt: _excerpt, ...error }) => error),
        });
        const first = plain(render(source, data, options));
        const { template } = compile(source);
        expect(plain(render(template, data, options))).toEqual(first);
        expect(plain(render(JSON.parse(JSON.stringify(template)), data, options))).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });

  it('expression parsing never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (source) => {
        const { program, parseError } = parseExpression(source);
        expect(program === null).toBe(parseError !== null);
      }),
      { numRuns: 500 },
    );
  });
});

describe('engine caps', () => {
  it('never throws on deep random nesting of openers, branches and ends', () => {
    const opener = fc.constantFrom(
      '{.section a}',
      '{.repeated section xs}',
      '{.if a}',
      '{.equal? a 1}',
      '{.macro m}',
    );
    const closer = fc.constantFrom('{.end}', '{.or}', '{.alternates with}', '{@|apply m}', 'x');
    const deep = fc
      .tuple(fc.array(opener, { minLength: 50, maxLength: 3000 }), fc.array(closer, { maxLength: 3000 }))
      .map(([open, close]) => open.join('') + close.join(''));
    fc.assert(
      fc.property(deep, (source) => {
        const { errors } = render(source, data, options);
        for (const error of errors) expect(inside(error, sourceOf(error, source) ?? source)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('keeps deeply nested blocks bounded', () => {
    const depth = 20_000;
    const source = `${'{.section a}'.repeat(depth)}x${'{.end}'.repeat(depth)}`;
    const { html, errors } = render(source, { a: { a: { a: 1 } } });
    expect(html).toBe('');
    expect(errors.map((e) => e.code)).toEqual(['NESTING_LIMIT']);
  });

  it('stops a huge loop at the instruction cap with the output so far', () => {
    const row = { ys: Array.from({ length: 1000 }, (_, i) => i) };
    const source = 'start:{.repeated section xs}{.repeated section ys}.{.end}{.end}';
    const xs = Array.from({ length: 1000 }, () => row);
    const { html, errors } = render(source, { xs }, { limits: { maxInstructions: 50_000 } });
    expect(html.startsWith('start:...')).toBe(true);
    expect(html.length).toBeLessThan(50_000);
    expect(errors.map((e) => e.code)).toEqual(['INSTRUCTION_LIMIT']);
  });

  it('stops runaway string growth through partials at the output cap', () => {
    const source = `{.var @s a}${'{.var @s @s|apply twice}'.repeat(40)}{@s}`;
    const { html, errors } = render(
      source,
      { a: 'ab' },
      { partials: { twice: '{@}{@}' }, limits: { maxOutputBytes: 100_000 } },
    );
    expect(html.length).toBeLessThanOrEqual(100_000);
    expect(errors.map((e) => e.code)).toContain('OUTPUT_LIMIT');
  });

  it('stops runaway string growth in expressions at the string cap', () => {
    const source = `{.eval @s = "ab"}${'{.eval @s = @s + @s}'.repeat(40)}`;
    const { errors } = render(source, {}, { enableExpr: true });
    expect(errors[0]?.message).toContain('Concatenation would exceed maximum string length 1000000');
  });
});

describe('compile and render agree', () => {
  it('compile reports exactly the syntax errors that render reports', () => {
    fc.assert(
      fc.property(tagSoup, (source) => {
        const compiled = compile(source).errors;
        const rendered = render(source, {}, { limits: { maxInstructions: 1 } }).errors.filter(
          (e) => e.kind === 'syntax',
        );
        expect(rendered).toEqual(compiled);
      }),
      { numRuns: 200 },
    );
  });
});
