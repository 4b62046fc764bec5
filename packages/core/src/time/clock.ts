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
}

/**
 * The machine's time plus every `advance` so far. Time keeps flowing, so rows keep their order,
 * and a test jumps over a TTL or an expiry at once.
 */
export function movableClock(): MovableClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError(`A clock only moves forward (asked to move ${ms} ms)`);
      offset += ms;
    },
  };
}
