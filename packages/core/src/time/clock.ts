/**
 * Where code reads the time. Production code takes one clock from the app's context instead of
 * calling `Date.now()`, so a test moves time instead of waiting for it to pass.
 * @example const expiresAt = clock.now() + ttlMs;
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** The machine's clock. */
export const systemClock: Clock = Object.freeze({ now: () => Date.now() });

/** A clock a test moves by hand; it otherwise runs with the machine's. */
export interface MovableClock extends Clock {
  /** Moves time forward by `ms` (never back: what the app stored stays in its past). */
  advance(ms: number): void;
  /**
   * Holds time still (until `resume`), for a test whose steps must fall within a TTL however slow
   * the machine is; `advance` still moves it.
   */
  freeze(): void;
  /** Lets time flow again from where it stood, never back. */
  resume(): void;
}

/**
 * The machine's time plus every `advance` so far. Time keeps flowing, so rows keep their order,
 * and a test jumps over a TTL or an expiry at once.
 */
export function movableClock(): MovableClock {
  let offset = 0;
  let frozenAt: number | undefined;
  return {
    now: () => (frozenAt ?? Date.now()) + offset,
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError(`A clock only moves forward (asked to move ${ms} ms)`);
      offset += ms;
    },
    freeze() {
      frozenAt ??= Date.now();
    },
    resume() {
      if (frozenAt === undefined) return;
      offset -= Date.now() - frozenAt;
      frozenAt = undefined;
    },
  };
}
