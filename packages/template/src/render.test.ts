import { describe, expect, it } from 'vitest';
import type { Formatter, Predicate } from './plugins.js';
import { compile } from './compile.js';
import { render } from './render.js';
import { asString } from './values.js';

const upper: Formatter = {
  apply: (_args, vars) => {
    vars[0]!.value = asString(vars[0]!.value).toUpperCase();
  },
};
const wrap: Formatter = {
  apply: (args, vars) => {
    vars[0]!.value = `${args[0] ?? '['}${asString(vars[0]!.value)}${args[1] ?? ']'}`;
  },
};
const isBig: Predicate = { apply: (args, ctx) => Number(ctx.resolve(args[0] ?? '@')) > 10 };
const plugins = { formatters: { upper, wrap }, predicates: { 'big?': isBig } };

const cases: [string, unknown, string][] = [
  ['<h1>{title}</h1>', { title: 'Hello' }, '<h1>Hello</h1>'],
  ['{a|upper|wrap}', { a: 'x' }, '[X]'],
  ['{a|wrap:<:>}', { a: 'x' }, '<x>'],
  ['{a|wrap ( )}', { a: 'x' }, '(x)'],
  ['{.section s}{n}{.or}none{.end}', { s: { n: 1 } }, '1'],
  ['{.section s}{n}{.or}none{.end}', { s: {} }, 'none'],
  ['{.repeated section xs}{@}{.alternates with},{.end}', { xs: [1, 2, 3] }, '1,2,3'],
  ['{.big? n}big{.or big? m}m-big{.or}small{.end}', { n: 1, m: 20 }, 'm-big'],
  ['{.if a && b}both{.or}not both{.end}', { a: 1, b: 0 }, 'not both'],
  ['{.if !a}not a{.end}', { a: 0 }, 'not a'],
];

describe('render', () => {
  it.each(cases)('%s', (template, data, expected) => {
    const { html, errors } = render(template, data, { plugins });
    expect(errors).toEqual([]);
    expect(html).toBe(expected);
  });

  it('renders a compiled template the same as its source', () => {
    const { template, errors } = compile('{a|upper}', { plugins });
    expect(errors).toEqual([]);
    const serialised = JSON.parse(JSON.stringify(template));
    expect(render(serialised, { a: 'q' }, { plugins }).html).toBe('Q');
  });

  it('keeps a tag with an unknown formatter as text and reports it', () => {
    const { html, errors } = render('[{a|nosuch}]', { a: 'x' });
    expect(html).toBe('[{a|nosuch}]');
    expect(errors).toMatchObject([{ kind: 'syntax', code: 'FORMATTER_UNKNOWN', line: 1, column: 2 }]);
  });
});

describe('render with a bad compiled template', () => {
  it('reports an invalid template object instead of throwing', () => {
    const broken = { kind: 'jsont-template', version: 1, body: [{ kind: 'nonsense' }], errors: [] } as never;
    expect(render(broken, {})).toEqual({
      html: '',
      errors: [
        {
          kind: 'runtime',
          code: 'INVALID_TEMPLATE',
          message: `'template' is not a valid compiled template: unknown node kind "nonsense"`,
          line: 1,
          column: 1,
          severity: 'error',
        },
      ],
    });
    expect(render(null as never, {}).errors[0]?.code).toBe('INVALID_TEMPLATE');
  });

  it('reports an invalid compiled partial and goes on', () => {
    const partial = { kind: 'jsont-template', version: 1, body: [{ kind: 'variable' }], errors: [] } as never;
    const { html, errors } = render('a{x|apply p}b', {}, { partials: { p: partial } });
    expect(html).toBe('ab');
    expect(errors.map((e) => e.code)).toEqual(['INVALID_TEMPLATE']);
  });

  it('reads "now" from the clock it is given when no instant is passed', () => {
    const at = Date.UTC(2026, 0, 15, 12);
    const data = { t: at - 5 * 3_600_000 };
    const clock = { now: () => at };
    expect(render('{t|relative-time}', data, { clock }).html).toBe('5 hours ago');
    expect(render('{t|relative-time}', data, { clock, now: at + 3_600_000 }).html).toBe('6 hours ago');
  });
});
