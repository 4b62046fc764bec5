import type { ExprProgram } from '../expr/program.js';

/**
 * The instruction tree: frozen, JSON-serialisable `{kind, …}` nodes. A compiled template is
 * nothing but these, so it can be cached or shipped; execution links it into closures.
 */

export interface Pos {
  /** 1-based line of the tag's opening brace. */
  readonly line: number;
  /** 1-based column of the tag's opening brace. */
  readonly column: number;
}

/** A variable reference as its segments: `a.b.0` → ['a', 'b', '0']; `@.x` → ['@', 'x']. */
export type Ref = readonly string[];

export interface FormatterCall {
  readonly name: string;
  readonly args: readonly string[];
}

export interface PredicateCall {
  /** Includes the trailing `?`. */
  readonly name: string;
  readonly args: readonly string[];
}

export interface TextNode {
  readonly kind: 'text';
  readonly text: string;
}

export interface VariableNode extends Pos {
  readonly kind: 'variable';
  readonly refs: readonly Ref[];
  readonly formatters: readonly FormatterCall[];
  /** The whole tag as written, emitted instead when a formatter is unknown (§7.5). */
  readonly raw: string;
}

export interface OrNode extends Pos {
  readonly kind: 'or';
  /** null for a bare `{.or}` (an else branch). */
  readonly predicate: PredicateCall | null;
  readonly body: readonly Node[];
  readonly alt: OrNode | null;
}

export interface SectionNode extends Pos {
  readonly kind: 'section';
  readonly ref: Ref;
  readonly body: readonly Node[];
  readonly alt: OrNode | null;
}

export interface RepeatedNode extends Pos {
  readonly kind: 'repeated';
  readonly ref: Ref;
  readonly body: readonly Node[];
  /** The `{.alternates with}` part, or null. */
  readonly between: readonly Node[] | null;
  readonly alt: OrNode | null;
}

export interface PredicateNode extends Pos {
  readonly kind: 'predicate';
  readonly predicate: PredicateCall;
  readonly body: readonly Node[];
  readonly alt: OrNode | null;
}

export interface IfTerm {
  readonly ref: Ref;
  /** `!ref`: the term's truthiness is negated. */
  readonly not: boolean;
}

export interface IfNode extends Pos {
  readonly kind: 'if';
  readonly terms: readonly IfTerm[];
  readonly ops: readonly ('&&' | '||')[];
  readonly body: readonly Node[];
  readonly alt: OrNode | null;
}

export interface VarNode extends Pos {
  readonly kind: 'var';
  readonly name: string;
  readonly refs: readonly Ref[];
  readonly formatters: readonly FormatterCall[];
  readonly raw: string;
}

export interface CtxNode extends Pos {
  readonly kind: 'ctx';
  readonly name: string;
  readonly bindings: readonly (readonly [string, Ref])[];
}

export interface MacroNode extends Pos {
  readonly kind: 'macro';
  readonly name: string;
  readonly body: readonly Node[];
}

export interface IncludeNode extends Pos {
  readonly kind: 'include';
  readonly name: string;
  readonly output: boolean;
}

export interface InjectNode extends Pos {
  readonly kind: 'inject';
  readonly name: string;
  readonly path: string;
}

export interface EvalNode extends Pos {
  readonly kind: 'eval';
  /** Expression source after the optional debug `#`. */
  readonly source: string;
  readonly debug: boolean;
  /** Parsed at compile time; null when parsing failed. */
  readonly program: ExprProgram | null;
  readonly parseError: string | null;
}

/**
 * A platform tag (`<squarespace:navigation navigationId="main" template="nav" />`,
 * template-packages.md §9): its attributes are JSON-T, rendered in the scope where it stands; the
 * host's tag plugin of the same name renders it, with `body` (null when self-closing) as the
 * template of its data.
 */
export interface PlatformTagNode extends Pos {
  readonly kind: 'platform';
  readonly name: string;
  readonly attrs: readonly (readonly [string, readonly Node[]])[];
  readonly body: readonly Node[] | null;
}

export type BlockNode = SectionNode | RepeatedNode | PredicateNode | IfNode | MacroNode;

export type Node =
  | TextNode
  | VariableNode
  | SectionNode
  | RepeatedNode
  | PredicateNode
  | IfNode
  | VarNode
  | CtxNode
  | MacroNode
  | IncludeNode
  | InjectNode
  | EvalNode
  | PlatformTagNode;

/** Deep-freezes a freshly built node tree (they are plain data, so this is cheap and total). */
export function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    // for…in avoids allocating a key array per node; nodes are plain objects and arrays.
    for (const key in value) {
      const child = (value as Record<string, unknown>)[key];
      if (typeof child === 'object') freezeDeep(child);
    }
  }
  return value;
}
