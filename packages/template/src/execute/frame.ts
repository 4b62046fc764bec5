import type { Value } from '../plugins.js';
import type { Pos } from '../syntax/nodes.js';
import type { RenderState } from './state.js';

/** Something `apply` or `.include` can run: a macro body or a linked partial. */
export interface Callable {
  readonly name: string;
  readonly run: (state: RenderState) => void;
  /** The partial whose source the body's positions refer to (undefined: the main template). */
  readonly partial: string | undefined;
  /** Where runtime errors of the body point before any of its instructions sets a position. */
  readonly pos: Pos;
}

/**
 * One scope of the frame stack (reference §4.1). A linked list so that pushing is one allocation
 * and inner frames can be captured by nothing but their parent pointer.
 */
export class Frame {
  /** Local `@name` variables, created on first definition. */
  vars: Map<string, Value> | null = null;
  macros: Map<string, Callable> | null = null;
  /** 0-based iteration index for array frames of repeated sections; -1 when unset. */
  index = -1;

  constructor(
    readonly node: Value,
    readonly parent: Frame | null,
    /** Stop-resolution flag of private partials (§7.6): the stack walk ends at this frame. */
    readonly stop: boolean = false,
  ) {}

  setVar(name: string, value: Value): void {
    (this.vars ??= new Map()).set(name, value);
  }
}
