import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Formatter, FormatterTable } from './plugins.js';
import { builtinFormatters } from './registry.js';
import { render } from './render.js';

/** The table with every formatter stripped of its call-site form, so tags go through `apply`. */
const applyOnly: FormatterTable = Object.fromEntries(
  Object.entries(builtinFormatters).map(([name, f]): [string, Formatter] => [
    name,
    { apply: (args, vars, ctx) => f.apply(args, vars, ctx) },
  ]),
);

const bindable = Object.keys(builtinFormatters).filter((name) => builtinFormatters[name]?.bind);

const argument = fc.oneof(
  fc.constantFrom('2', '0', '-1', 'style:code', 'minfrac:3', '%Y-%m-%d', 'private', 'free-if-zero:Free'),
  fc.stringMatching(/^[a-z0-9:%.-]{1,8}$/),
);
const money = fc.record({
  value: fc.oneof(fc.integer(), fc.integer().map(String)),
  currency: fc.constantFrom('USD', 'JPY', 'eur', 'X'),
});
const value = fc.oneof(
  fc.jsonValue(),
  money,
  fc.integer({ min: 0, max: 4e12 }),
  fc.constantFrom('<a href="x">&amp;</a>', 'Hello world', '2026-01-15', ''),
);

describe('built-in call-site formatters', () => {
  it('exist for the common value formatters', () => {
    expect(bindable).toEqual(
      expect.arrayContaining(['html', 'htmltag', 'htmlattr', 'json', 'url-encode', 'money']),
    );
  });

  it.each(bindable)('%s gives through bind exactly what apply gives', (name) => {
    fc.assert(
      fc.property(
        value,
        fc.array(argument, { maxLength: 3 }),
        fc.constantFrom('en-US', 'de-DE'),
        (v, args, locale) => {
          const source = `[{v|${[name, ...args].join(' ')}}]`;
          const options = { now: Date.UTC(2026, 0, 15), locale };
          const data = { v, website: { timeZone: 'Europe/Paris' } };
          const fast = render(source, data, options);
          const slow = render(source, data, { ...options, plugins: { formatters: applyOnly } });
          expect(fast).toEqual(slow);
        },
      ),
      { numRuns: 25 },
    );
  });
});
