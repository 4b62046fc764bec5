import { describe, expect, it } from 'vitest';
import { compile } from '../compile.js';
import type { Formatter, PluginContext, Value } from '../plugins.js';
import { render } from '../render.js';
import { asString, emit } from '../values.js';

/** What a formatter saw: its arguments, the value, the frame node and the enclosing scope's `x`. */
function describeCall(args: readonly string[], value: Value, ctx: PluginContext): string {
  return `${args.join('+')}:${emit(value)}:${emit(ctx.node())}:${emit(ctx.resolveFromParent('x'))}`;
}

/** The same formatter with and without a call-site form, counting `bind` calls. */
function pair(transform: (args: readonly string[], value: Value, ctx: PluginContext) => Value) {
  const bound: string[][] = [];
  const applyOnly: Formatter = {
    apply: (args, vars, ctx) => {
      vars[0]!.value = transform(args, vars[0]!.value, ctx);
    },
  };
  const withBind: Formatter = {
    apply: applyOnly.apply,
    bind: (args) => {
      bound.push([...args]);
      return (value, ctx) => transform(args, value, ctx);
    },
  };
  return { applyOnly, withBind, bound };
}

const data = { x: 'outer', a: { x: 'inner', n: 3 }, b: 'two', xs: [1, 2] };

function both(
  source: string,
  formatters: (f: Formatter) => Record<string, Formatter>,
  f: ReturnType<typeof pair>,
) {
  const slow = render(source, data, { plugins: { formatters: formatters(f.applyOnly) } });
  const fast = render(source, data, { plugins: { formatters: formatters(f.withBind) } });
  return { slow, fast };
}

describe('call-site formatters (Formatter.bind)', () => {
  it('see the same value, frame and enclosing scope as apply', () => {
    const f = pair(describeCall);
    const source = '{a|see p q}|{.section a}{n|see}{.end}|{.repeated section xs}{@|see}{.end}';
    const { slow, fast } = both(source, (impl) => ({ see: impl }), f);
    expect(fast).toEqual(slow);
    // Objects emit as "": the first call sees `a` as its value and its frame node.
    expect(fast.html).toBe('p+q:::outer|:3:3:inner|:1:1:outer:2:2:outer');
  });

  it('are made once per call site when the template is linked, not per render', () => {
    const f = pair((args, value) => `${args.join('')}${asString(value)}`);
    const { template } = compile('{b|f 1}{b|f 2}');
    const plugins = { formatters: { f: f.withBind } };
    for (let i = 0; i < 3; i++) expect(render(template, data, { plugins }).html).toBe('1two2two');
    expect(f.bound).toEqual([['1'], ['2']]);
  });

  it('run in a chain when every formatter of a single-variable tag has one', () => {
    const f = pair((args, value) => `${asString(value)}${args[0] ?? ''}`);
    const { slow, fast } = both('{b|f 1|f 2|g}', (impl) => ({ f: impl, g: impl }), f);
    expect(fast).toEqual(slow);
    expect(fast.html).toBe('two12');
    expect(f.bound).toEqual([['1'], ['2'], []]);
  });

  it('are not used when a chain mixes in a formatter without one', () => {
    const f = pair((args, value) => `${asString(value)}${args[0] ?? ''}`);
    const plugins = { formatters: { f: f.withBind, g: f.applyOnly } };
    expect(render('{b|f 1|g 2}', data, { plugins }).html).toBe('two12');
    expect(f.bound).toEqual([]);
  });

  it('are not used for tags with several variables or for .var', () => {
    const f = pair((_args, value) => `<${asString(value)}>`);
    const plugins = { formatters: { f: f.withBind } };
    expect(render('{b,a|f}{.var @v b|f}{@v}', data, { plugins }).html).toBe('<two><two>');
    expect(f.bound).toEqual([]);
  });

  it('report a thrown error exactly as apply does, and emit nothing', () => {
    const f = pair(() => {
      throw new RangeError('no good');
    });
    const { slow, fast } = both('a{b|boom}b{b|boom|boom}c', (impl) => ({ boom: impl }), f);
    expect(fast).toEqual(slow);
    expect(fast.html).toBe('abc');
    expect(fast.errors).toMatchObject([
      { code: 'UNEXPECTED_ERROR', line: 1, column: 2 },
      { code: 'UNEXPECTED_ERROR', line: 1, column: 11 },
    ]);
  });

  it('leave the frame as it was after a render, so later tags resolve normally', () => {
    const f = pair((_args, value, ctx) => `${emit(value)}/${emit(ctx.resolve('x'))}`);
    const { slow, fast } = both('{.section a}{n|f}{x}{.end}{x}', (impl) => ({ f: impl }), f);
    expect(fast).toEqual(slow);
    expect(fast.html).toBe('3/innerinnerouter');
  });
});
