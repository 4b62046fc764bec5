import type { Clock } from '@tessera/core';

/**
 * lru-cache options that judge an entry's TTL on the app's clock. lru-cache would keep one reading
 * for a millisecond (`ttlResolution`); reading the clock on every check lets a moved clock count
 * at once, for the price of one clock read per check.
 */
export function ttlClock(clock: Clock): { perf: Clock; ttlResolution: number } {
  return { perf: clock, ttlResolution: 0 };
}
