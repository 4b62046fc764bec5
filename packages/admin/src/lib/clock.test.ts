import { movableClock } from '@tessera/core';
import { afterEach, describe, expect, it } from 'vitest';
import { now, setClock } from './clock.js';

describe('studio clock', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('reads the clock a test puts in, and the previous one once restored', () => {
    restore = setClock({ now: () => 1_000 });
    expect(now()).toBe(1_000);
    const movable = movableClock();
    const inner = setClock(movable);
    const before = now();
    movable.advance(60_000);
    expect(now() - before).toBeGreaterThanOrEqual(60_000);
    inner();
    expect(now()).toBe(1_000);
  });
});
