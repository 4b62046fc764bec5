import type { ErrorCode, TemplateError } from '../errors.js';
import { messages } from '../errors.js';
import type { Limits } from '../limits.js';
import type { FormatterTable, PlatformTagTable, PluginContext, PredicateTable, Value } from '../plugins.js';
import { MISSING } from '../plugins.js';
import { parseRef } from '../syntax/reference.js';
import type { Pos } from '../syntax/nodes.js';
import type { Callable } from './frame.js';
import { Frame } from './frame.js';
import { resolverFor } from './resolve.js';
import { utf8Length } from './utf8-length.js';
import { validTimeZone } from './time-zone.js';

/** Thrown to unwind a render that hit a hard limit; caught only by `render()`. */
export class RenderHalt {}
export const HALT = new RenderHalt();

export interface Tables {
  readonly formatters: FormatterTable;
  readonly predicates: PredicateTable;
  readonly tags: PlatformTagTable;
}

/** How a render finds partials and inline templates (supplied by render(), which can link them). */
export interface Loader {
  partial(name: string, state: RenderState): Callable | null;
  inline(source: string, state: RenderState): Callable | null;
}

export interface Settings {
  readonly limits: Limits;
  readonly locale: string | undefined;
  readonly now: number;
  readonly enableExpr: boolean;
  readonly enableInclude: boolean;
  readonly maxPartialDepth: number;
  readonly injects: Readonly<Record<string, unknown>>;
  readonly loader: Loader;
}

/**
 * All per-render state: frame stack, output buffer, counters and errors. It is also the
 * `PluginContext` handed to formatters and predicates.
 */
export class RenderState implements PluginContext {
  frame: Frame;
  out = '';
  /** Output length at which the UTF-8 size is next measured. */
  private outCheck: number;
  private count = 0;
  private maxCount: number;
  depth = 0;
  pos: Pos = { line: 1, column: 1 };
  partial: string | undefined = undefined;
  /** The frame a variable tag pushed for its formatters (`.var` pushes none), see resolveFromParent. */
  formatterFrame: Frame | null = null;
  readonly errors: TemplateError[] = [];
  private readonly injected = new Map<string, Value>();

  constructor(
    data: Value,
    readonly settings: Settings,
  ) {
    this.frame = new Frame(data, null);
    this.maxCount = settings.limits.maxInstructions > 0 ? settings.limits.maxInstructions : Infinity;
    this.outCheck = this.freshOutCheck();
  }

  get locale(): string | undefined {
    return this.settings.locale;
  }

  get now(): number {
    return this.settings.now;
  }

  private freshOutCheck(): number {
    const max = this.settings.limits.maxOutputBytes;
    return max > 0 ? Math.floor(max / 3) : Infinity;
  }

  /** Counts `n` executed instructions; ends the render past the limit. */
  tick(n: number): void {
    this.count += n;
    if (this.count > this.maxCount) this.halt('INSTRUCTION_LIMIT', messages.instructionLimit(this.maxCount));
  }

  write(text: string): void {
    const before = this.out;
    this.out += text;
    if (this.out.length > this.outCheck) this.checkOutput(before);
  }

  private checkOutput(before: string): void {
    const max = this.settings.limits.maxOutputBytes;
    const bytes = utf8Length(this.out);
    if (bytes > max) {
      this.out = before;
      this.halt('OUTPUT_LIMIT', messages.outputLimit(max));
    }
    // A string of k code units has at most 3k bytes, so nothing can pass the limit unseen.
    this.outCheck = this.out.length + Math.floor((max - bytes) / 3);
  }

  /** Records a limit error once and unwinds; any later instruction unwinds again. */
  private halt(code: ErrorCode, message: string): never {
    if (this.maxCount >= 0) this.runtimeError(code, message);
    this.maxCount = -1;
    this.outCheck = -1;
    throw HALT;
  }

  /** Runs `body` with output captured into a fresh buffer; returns the captured text. */
  capture(body: () => void): string {
    const saved = this.out;
    const savedCheck = this.outCheck;
    this.out = '';
    this.outCheck = this.maxCount < 0 ? -1 : this.freshOutCheck();
    try {
      body();
      return this.out;
    } finally {
      this.out = saved;
      this.outCheck = this.maxCount < 0 ? -1 : savedCheck;
    }
  }

  runtimeError(code: ErrorCode | string, message: string, severity: 'error' | 'warning' = 'error'): void {
    const max = this.settings.limits.maxErrors;
    if (max > 0 && this.errors.length >= max) {
      if (this.errors.length === max) this.record('ERROR_LIMIT', messages.errorLimit(max), 'error');
      return;
    }
    this.record(code, message, severity);
  }

  private record(code: ErrorCode | string, message: string, severity: 'error' | 'warning'): void {
    const { line, column } = this.pos;
    const error: TemplateError = { kind: 'runtime', code, message, line, column, severity };
    this.errors.push(this.partial === undefined ? error : { ...error, partial: this.partial });
  }

  /** Records an exception thrown by a plugin or instruction (§12.1); rethrows the halt signal. */
  unexpected(error: unknown, opcode: string): void {
    if (error === HALT) throw HALT;
    const name = error instanceof Error ? error.name : typeof error;
    const text = error instanceof Error ? error.message : String(error);
    this.runtimeError('UNEXPECTED_ERROR', messages.unexpected(name, opcode, text));
  }

  injectable(path: string): Value {
    let value = this.injected.get(path);
    if (value === undefined) {
      value = decodeInjectable(
        Object.hasOwn(this.settings.injects, path) ? this.settings.injects[path] : undefined,
      );
      this.injected.set(path, value);
    }
    return value;
  }

  // PluginContext

  timeZone(): string {
    const zone = this.resolve('website.timeZone');
    return typeof zone === 'string' && zone.length > 0 ? validTimeZone(zone) : 'America/New_York';
  }

  node(): Value {
    return this.frame.node;
  }

  resolve(ref: string): Value {
    return resolverFor(ref, parseRef)(this.frame);
  }

  /** From the scope enclosing the formatted value (§7.3): above a variable tag's own frame. */
  resolveFromParent(ref: string): Value {
    const frame = this.frame === this.formatterFrame ? (this.frame.parent ?? this.frame) : this.frame;
    return resolverFor(ref, parseRef)(frame);
  }

  index(): number | undefined {
    for (let f: Frame | null = this.frame; f !== null; f = f.parent) if (f.index >= 0) return f.index + 1;
    return undefined;
  }

  error(code: string, message: string): void {
    this.runtimeError(code, message);
  }

  renderInline(source: string, node: Value): string {
    const callable = this.settings.loader.inline(source, this);
    return callable ? this.call(callable, node, false, null) : '';
  }

  renderPartial(name: string, node: Value): string {
    const callable = this.findCallable(name);
    if (callable) return this.call(callable, node, false, null);
    this.runtimeError('APPLY_PARTIAL_MISSING', messages.partialMissing(name));
    return '';
  }

  /** Runs linked instructions over `node` pushed as a new frame; returns their output. */
  within(node: Value, run: (state: RenderState) => void): string {
    const parent = this.frame;
    this.frame = new Frame(node, parent);
    try {
      return this.capture(() => run(this));
    } finally {
      this.frame = parent;
    }
  }

  /**
   * Runs a macro or partial in a new frame over `node` with output captured, under the depth
   * guard (§7.6); `args` is bound as `@args` when given.
   */
  call(callable: Callable, node: Value, stop: boolean, args: Value | null): string {
    if (!this.enter(callable.name)) return '';
    const saved = { frame: this.frame, partial: this.partial, pos: this.pos };
    const frame = new Frame(node, this.frame, stop);
    if (args !== null) frame.setVar('args', args);
    try {
      return this.capture(() => {
        this.frame = frame;
        this.partial = callable.partial;
        this.pos = callable.pos;
        callable.run(this);
      });
    } finally {
      ({ frame: this.frame, partial: this.partial, pos: this.pos } = saved);
      this.depth--;
    }
  }

  /** Depth guard: false (with an error) when one more partial would exceed the maximum. */
  enter(name: string): boolean {
    const max = this.settings.maxPartialDepth;
    if (this.depth >= max) {
      this.runtimeError('APPLY_PARTIAL_RECURSION_DEPTH', messages.partialDepth(name, max));
      return false;
    }
    this.depth++;
    return true;
  }

  /** A macro visible from the current frame (the walk ignores stop flags), else a partial. */
  findCallable(name: string): Callable | null {
    for (let f: Frame | null = this.frame; f !== null; f = f.parent) {
      const macro = f.macros?.get(name);
      if (macro) return macro;
    }
    return this.settings.loader.partial(name, this);
  }
}

/** Injectables: a string is JSON text decoded on first use (invalid → missing); anything else is the value. */
function decodeInjectable(raw: unknown): Value {
  if (raw === undefined) return MISSING;
  if (typeof raw !== 'string') return raw as Value;
  try {
    return JSON.parse(raw) as Value;
  } catch {
    return MISSING;
  }
}
