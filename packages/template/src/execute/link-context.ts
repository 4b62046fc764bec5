import type { TemplateError } from '../errors.js';
import { messages } from '../errors.js';
import type { Formatter, PlatformTag, Predicate } from '../plugins.js';
import type { FormatterCall, PredicateCall, Pos } from '../syntax/nodes.js';
import type { RenderState, Tables } from './state.js';

/** A linked instruction: closes over everything it needs; a render only calls it. */
export type Exec = (state: RenderState) => void;

export interface BoundFormatter {
  readonly impl: Formatter;
  readonly args: readonly string[];
}

/** What linking one template needs, and where its name errors go. */
export class LinkContext {
  readonly errors: TemplateError[] = [];

  constructor(
    readonly tables: Tables,
    readonly partial: string | undefined,
  ) {}

  private error(code: string, message: string, pos: Pos): void {
    const error: TemplateError = {
      kind: 'syntax',
      code,
      message,
      line: pos.line,
      column: pos.column,
      severity: 'error',
    };
    this.errors.push(this.partial === undefined ? error : { ...error, partial: this.partial });
  }

  /** Binds a formatter chain; null (after recording the error) if a name is unknown (§7.5). */
  formatters(calls: readonly FormatterCall[], pos: Pos): BoundFormatter[] | null {
    const bound: BoundFormatter[] = [];
    for (const call of calls) {
      const impl = Object.hasOwn(this.tables.formatters, call.name)
        ? this.tables.formatters[call.name]
        : undefined;
      if (!impl) {
        this.error('FORMATTER_UNKNOWN', messages.formatterUnknown(call.name), pos);
        return null;
      }
      bound.push({ impl, args: call.args });
    }
    return bound;
  }

  /** The platform tag plugin for a name, or null (after recording the error): it then outputs nothing. */
  platformTag(name: string, pos: Pos): PlatformTag | null {
    const impl = Object.hasOwn(this.tables.tags, name) ? this.tables.tags[name] : undefined;
    if (!impl) this.error('PLATFORM_TAG_UNKNOWN', messages.platformTagUnknown(name), pos);
    return impl ?? null;
  }

  /** The predicate for a name, or null (after recording the error): it then evaluates false (§5.7). */
  predicate(call: PredicateCall, pos: Pos): Predicate | null {
    const impl = Object.hasOwn(this.tables.predicates, call.name)
      ? this.tables.predicates[call.name]
      : undefined;
    if (!impl) this.error('PREDICATE_UNKNOWN', messages.predicateUnknown(call.name), pos);
    return impl ?? null;
  }
}
