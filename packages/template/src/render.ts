import type { Clock } from '@tessera/core';
import { systemClock } from '@tessera/core';
import { compileCached } from './compile.js';
import { parseTemplate } from './compile/parse-template.js';
import type { Template } from './compile/template.js';
import { isTemplate } from './compile/template.js';
import { inSourceOrder } from './compile/syntax-errors.js';
import type { TemplateError } from './errors.js';
import { messages } from './errors.js';
import type { Callable } from './execute/frame.js';
import type { Linked } from './execute/link-template.js';
import { linkTemplate } from './execute/link-template.js';
import type { Loader, RenderState, Tables } from './execute/state.js';
import { HALT, RenderState as State } from './execute/state.js';
import { tablesFor } from './execute/tables.js';
import type { Limits } from './limits.js';
import { resolveLimits } from './limits.js';
import type { Plugins, Value } from './plugins.js';
import { MISSING } from './plugins.js';
import { withExcerpts } from './source-excerpt.js';

export interface RenderOptions {
  /** Partials by name: template source, or a compiled template. */
  readonly partials?: Readonly<Record<string, string | Template>>;
  /** Injectables by path: a decoded value, or JSON text decoded on first use (invalid → missing). */
  readonly injects?: Readonly<Record<string, unknown>>;
  /** BCP 47 locale (default 'en-US'). */
  readonly locale?: string;
  /** Epoch milliseconds used as "now" (default: `clock` read at the start of the render). */
  readonly now?: number;
  /** Where "now" comes from when `now` is not given (default: the machine's clock). */
  readonly clock?: Clock;
  /** Allow `.eval` (default false: it executes to nothing). */
  readonly enableExpr?: boolean;
  /** Allow `.include` (default false: it executes to nothing). */
  readonly enableInclude?: boolean;
  /** Maximum nesting of partial/macro executions (default 16). */
  readonly maxPartialDepth?: number;
  readonly limits?: Partial<Limits>;
  /** Formatters and predicates added to, or replacing, the built-ins. */
  readonly plugins?: Plugins;
}

export interface RenderResult {
  readonly html: string;
  /** Syntax errors of the template, then runtime errors in execution order. */
  readonly errors: TemplateError[];
}

const noop = () => {};
const START = Object.freeze({ line: 1, column: 1 });

/** Links a template, or returns why it cannot be (a hand-made or corrupted "compiled" template). */
function tryLink(template: Template, tables: Tables, name?: string): Linked | string {
  try {
    return linkTemplate(template, tables, name);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function loadPartial(name: string, raw: unknown, tables: Tables, state: RenderState): Callable | null {
  const maxSource = state.settings.limits.maxSourceLength;
  const template = typeof raw === 'string' ? compileCached(raw, maxSource) : isTemplate(raw) ? raw : null;
  if (!template) return null;
  const linked = tryLink(template, tables, name);
  if (typeof linked === 'string') {
    state.runtimeError('INVALID_TEMPLATE', messages.invalidTemplate(name, linked));
    return { name, run: noop, partial: name, pos: START };
  }
  const failures = inSourceOrder(template.errors, linked.errors).filter((e) => e.severity === 'error');
  // A partial with syntax errors is reported once per error and used as an empty template (§7.6, B #31).
  for (const failure of failures) {
    state.runtimeError('APPLY_PARTIAL_SYNTAX', messages.partialSyntax(name, failure.message));
  }
  return { name, run: failures.length > 0 ? noop : linked.run, partial: name, pos: START };
}

/** Partials are parsed on first use and cached for the rest of the render (§7.6). */
function makeLoader(partials: RenderOptions['partials'], tables: Tables): Loader {
  const cache = new Map<string, Callable | null>();
  return {
    partial(name, state) {
      let callable = cache.get(name);
      if (callable === undefined) {
        const raw = partials && Object.hasOwn(partials, name) ? partials[name] : undefined;
        callable = raw === undefined ? null : loadPartial(name, raw, tables, state);
        cache.set(name, callable);
      }
      return callable;
    },
    inline(source, state) {
      const key = `\u0000inline:${source}`;
      let callable = cache.get(key);
      if (callable === undefined) {
        callable = loadPartial('<inline>', source, tables, state);
        cache.set(key, callable);
      }
      return callable;
    },
  };
}

/**
 * Renders a template (source or compiled) against JSON data. Never throws for a bad template or
 * bad data: problems are returned in `errors` and rendering goes on; a hard limit ends the render
 * cleanly with the output produced so far.
 * @example
 * const { html, errors } = render('{title}', { title: 'Hi' });
 */
export function render(
  templateOrSource: string | Template,
  data: unknown,
  options: RenderOptions = {},
): RenderResult {
  const limits = resolveLimits(options.limits);
  const template =
    typeof templateOrSource === 'string'
      ? options.limits?.maxNesting === undefined
        ? compileCached(templateOrSource, limits.maxSourceLength)
        : parseTemplate(templateOrSource, limits.maxNesting, limits.maxSourceLength)
      : templateOrSource;
  const tables = tablesFor(options.plugins);
  const linked = isTemplate(template) ? tryLink(template, tables) : 'not a template object';
  if (typeof linked === 'string') {
    const message = messages.invalidTemplate('template', linked);
    return {
      html: '',
      errors: [{ kind: 'runtime', code: 'INVALID_TEMPLATE', message, line: 1, column: 1, severity: 'error' }],
    };
  }
  const state = new State(data === undefined ? MISSING : (data as Value), {
    limits,
    locale: options.locale ?? 'en-US',
    now: options.now ?? (options.clock ?? systemClock).now(),
    enableExpr: options.enableExpr === true,
    enableInclude: options.enableInclude === true,
    maxPartialDepth: options.maxPartialDepth ?? 16,
    injects: options.injects ?? {},
    loader: makeLoader(options.partials, tables),
  });
  try {
    linked.run(state);
  } catch (error) {
    if (error !== HALT) {
      try {
        state.unexpected(error, 'TEMPLATE');
      } catch {
        // unexpected() rethrows only the halt signal, which ends the render here anyway.
      }
    }
  }
  const errors = [...inSourceOrder(template.errors, linked.errors), ...state.errors];
  return {
    html: state.out,
    errors: errors.length === 0 ? errors : withExcerpts(errors, sourcesOf(templateOrSource, options)),
  };
}

/** Where each error's excerpt comes from: the main source, or the partial's source by name. */
function sourcesOf(main: string | Template, options: RenderOptions) {
  return (partial: string | undefined): string | undefined => {
    if (partial === undefined) return typeof main === 'string' ? main : undefined;
    const raw =
      options.partials && Object.hasOwn(options.partials, partial) ? options.partials[partial] : undefined;
    return typeof raw === 'string' ? raw : undefined;
  };
}
