/**
 * The plugin contract between the engine and its formatters and predicates.
 * Built-in plugins and the server's island plugins use exactly this surface,
 * so hosts can add or replace any formatter or predicate by name.
 */

/** "No value": the result of a lookup that found nothing. Never appears in JSON data. */
export const MISSING: unique symbol = Symbol.for('tessera.template.missing');
export type Missing = typeof MISSING;

export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** Every value the engine handles: a JSON value or missing (reference §1.1). */
export type Value = Json | Missing;

/** A mutable slot holding one variable of a variable tag; formatters replace `value` of the first. */
export interface Variable {
  value: Value;
}

/** What a formatter or predicate may ask of the render in progress. */
export interface PluginContext {
  /** BCP 47 locale of the render (default 'en-US'); undefined means no locale data. */
  readonly locale: string | undefined;
  /** Epoch milliseconds used as "now" for the whole render. */
  readonly now: number;
  /** `website.timeZone` resolved with the stack walk, else America/New_York. */
  timeZone(): string;
  /** The current frame's node (`@`). */
  node(): Value;
  /** Resolve a dotted reference with the stack walk from the current frame (§4.2). */
  resolve(ref: string): Value;
  /** Resolve from the parent of the current frame (§7.3: `format`, `message`, `plural`). */
  resolveFromParent(ref: string): Value;
  /** 1-based index of the innermost repeated-section iteration, or undefined outside a loop. */
  index(): number | undefined;
  /** Record a runtime error at the position of the instruction being executed; rendering goes on. */
  error(code: string, message: string): void;
  /**
   * Render a template source (compiled once and cached) against `node` as a nested template
   * with the current frame stack beneath it, returning its text. Used by formatters that are
   * themselves written in JSON-T, such as `add-to-cart-btn`.
   */
  renderInline(source: string, node: Value): string;
  /**
   * Render a partial by name (a macro or a template of the render's partials) against `node`,
   * pushed over the current frame stack; '' with APPLY_PARTIAL_MISSING when there is none.
   * Optional so hand-made contexts (tests) need not provide it; the engine's render always does.
   */
  renderPartial?(name: string, node: Value): string;
}

/**
 * A formatter: reads its argument strings and the variables, and replaces `vars[0].value`.
 * @example
 * const shout: Formatter = { apply: (_args, vars) => { vars[0]!.value = asString(vars[0]!.value).toUpperCase(); } };
 */
export interface Formatter {
  apply(args: readonly string[], vars: Variable[], ctx: PluginContext): void;
  /**
   * Optional fast form for one call site, made once when a template is linked, so that the
   * arguments are read there rather than on every render. The engine uses it for a tag with a
   * single variable: it runs where `apply` would run (same frame, position and error handling)
   * and must return the value `apply` would leave in `vars[0]`.
   */
  bind?(args: readonly string[]): SiteFormatter;
}

/** A formatter bound to one call site's arguments: the variable's value in, the new value out. */
export type SiteFormatter = (value: Value, ctx: PluginContext) => Value;

/**
 * A predicate: decides a `{.name? …}` block from its argument strings and the context.
 * @example
 * const weekend: Predicate = { apply: (_args, ctx) => [0, 6].includes(new Date(ctx.now).getUTCDay()) };
 */
export interface Predicate {
  apply(args: readonly string[], ctx: PluginContext): boolean;
}

/**
 * A platform tag (`<squarespace:NAME …>`): gets its attributes already rendered in the tag's
 * scope, and `body` — the tag's inline template rendered over a pushed node — when it has one.
 * Returns the tag's output.
 * @example
 * const hello: PlatformTag = { render: (attrs, body) => body ? body({ who: attrs['who'] ?? '' }) : '' };
 */
export interface PlatformTag {
  render(
    attrs: Readonly<Record<string, string>>,
    body: ((node: Value) => string) | null,
    ctx: PluginContext,
  ): string;
}

export type PlatformTagTable = Readonly<Record<string, PlatformTag>>;

export type FormatterTable = Readonly<Record<string, Formatter>>;
export type PredicateTable = Readonly<Record<string, Predicate>>;

/** Extra or replacing plugins passed to `render(…, { plugins })`. */
export interface Plugins {
  formatters?: FormatterTable;
  predicates?: PredicateTable;
  /** Platform tags by name (`navigation` for `<squarespace:navigation>`). */
  tags?: PlatformTagTable;
}
