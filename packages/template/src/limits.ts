/** Caps that keep any template from hanging or exhausting the server (0 = unlimited). */
export interface Limits {
  /** Instructions executed per render (each tag, text run and loop iteration counts). */
  readonly maxInstructions: number;
  /** UTF-8 size of the output (and of any captured partial output). */
  readonly maxOutputBytes: number;
  /** Tokens in one `.eval` source. */
  readonly maxExprTokens: number;
  /** Length of a string built by `+` in an expression. */
  readonly maxExprStringLength: number;
  /** Block nesting depth at compile time; deeper blocks stay literal text. */
  readonly maxNesting: number;
  /** Runtime errors recorded per render; later ones are counted in one final notice. */
  readonly maxErrors: number;
  /**
   * Length of a template or partial source in UTF-16 code units, checked before parsing (as
   * LiquidJS's parse limit): a longer source is not parsed and renders nothing.
   */
  readonly maxSourceLength: number;
}

export const DEFAULT_LIMITS: Limits = Object.freeze({
  maxInstructions: 1_000_000,
  maxOutputBytes: 10 * 1024 * 1024,
  maxExprTokens: 10_000,
  maxExprStringLength: 1_000_000,
  maxNesting: 64,
  maxErrors: 1000,
  maxSourceLength: 4 * 1024 * 1024,
});

export function resolveLimits(limits: Partial<Limits> | undefined): Limits {
  return limits ? { ...DEFAULT_LIMITS, ...limits } : DEFAULT_LIMITS;
}
