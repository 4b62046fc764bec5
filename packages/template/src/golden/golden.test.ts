import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TemplateError } from '../errors.js';
import type { Formatter, Predicate } from '../plugins.js';
import { render } from '../render.js';
import type { RenderOptions } from '../render.js';
import { asString, emit } from '../values.js';
import { parseGolden } from './golden-file.js';

const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(join(here, 'cases')).filter((name) => name.endsWith('.golden'));

/** Test-only plugins, so language cases do not depend on the catalogue (see README.md). */
const testArgs: Formatter = {
  apply: (args, vars) => {
    vars[0]!.value = args.map((a) => `[${a}]`).join('');
  },
};
const testVars: Formatter = {
  apply: (_args, vars) => {
    vars[0]!.value = vars.map((v) => emit(v.value)).join('+');
  },
};
const testThrow: Formatter = {
  apply: () => {
    throw new TypeError('boom');
  },
};
const testNode: Formatter = {
  apply: (_args, vars, ctx) => {
    vars[0]!.value = `${asString(vars[0]!.value)}@${emit(ctx.node())}`;
  },
};
const testError: Formatter = {
  apply: (args, _vars, ctx) => ctx.error('TEST_ERROR', args.join(' ')),
};
const testInline: Formatter = {
  apply: (_args, vars, ctx) => {
    vars[0]!.value = ctx.renderInline('<b>{name}</b>@{site}', vars[0]!.value);
  },
};
const testParent: Formatter = {
  apply: (args, vars, ctx) => {
    vars[0]!.value = `${asString(vars[0]!.value)}<${JSON.stringify(ctx.resolveFromParent(args[0] ?? '@'))}>`;
  },
};
const truthy: Predicate = { apply: (args, ctx) => ctx.resolve(args[0] ?? '@') === true };
const throwing: Predicate = {
  apply: () => {
    throw new RangeError('bad predicate');
  },
};
const plugins = {
  formatters: {
    'test-args': testArgs,
    'test-vars': testVars,
    'test-throw': testThrow,
    'test-node': testNode,
    'test-error': testError,
    'test-inline': testInline,
    'test-parent': testParent,
  },
  predicates: { 'test-true?': truthy, 'test-throw?': throwing },
};

function describeError(error: TemplateError): string {
  const where = `${error.partial === undefined ? '' : `${error.partial}@`}${error.line}:${error.column}`;
  return `${error.kind} ${error.code} ${where} ${error.message}`;
}

function json<T>(text: string | undefined, fallback: T): T {
  return text === undefined || text.trim() === '' ? fallback : (JSON.parse(text) as T);
}

for (const file of files) {
  describe(file, () => {
    for (const golden of parseGolden(readFileSync(join(here, 'cases', file), 'utf8'), file)) {
      it(`${golden.title} (line ${golden.line})`, () => {
        const { sections } = golden;
        const template = sections.get('TEMPLATE');
        const output = sections.get('OUTPUT');
        if (template === undefined || output === undefined) throw new Error('a case needs :TEMPLATE and :OUTPUT');
        const options: RenderOptions = {
          ...json<RenderOptions>(sections.get('OPTIONS'), {}),
          partials: json(sections.get('PARTIALS'), {}),
          injects: json(sections.get('INJECTS'), {}),
          plugins,
        };
        const result = render(template, json(sections.get('JSON'), {}), options);
        expect(result.html).toBe(output);
        const expected = (sections.get('ERRORS') ?? '').split('\n').filter((line) => line.length > 0);
        expect(result.errors.map(describeError)).toEqual(expected);
        const excerpts = sections.get('EXCERPTS');
        if (excerpts !== undefined) expect(result.errors.map((error) => error.excerpt ?? '').join('\n')).toBe(excerpts);
      });
    }
  });
}
