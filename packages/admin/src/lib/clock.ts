import { systemClock } from '@tessera/core';
import type { Clock } from '@tessera/core';

let current: Clock = systemClock;

/**
 * The studio's one reading of the time (core's `Clock`): edit timestamps that merge typing into one
 * Undo step, block keys, "expired" badges, report periods. A test swaps the clock with `setClock`
 * instead of waiting for time to pass.
 * @example const range = lastDays(30, now());
 */
export function now(): number {
  return current.now();
}

/** Replaces the clock (tests only); returns a function that puts the previous one back. */
export function setClock(clock: Clock): () => void {
  const previous = current;
  current = clock;
  return () => {
    current = previous;
  };
}
