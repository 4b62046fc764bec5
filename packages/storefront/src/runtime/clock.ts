import { systemClock } from '@tessera/core';
import type { Clock } from '@tessera/core';

/**
 * Where browser code reads the wall-clock time (core's `Clock`): the cart store's timecodes, the
 * popover's scroll throttle, the visitor script's timestamps. Code that a test times takes a
 * clock argument defaulting to this one, so the test passes a fixed or movable clock instead of
 * waiting; vitest's fake timers move it too, since it reads `Date.now()`.
 */
export const pageClock: Clock = systemClock;
