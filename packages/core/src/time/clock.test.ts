import { describe, expect, it } from 'vitest';
import { movableClock, systemClock } from './clock.js';

describe('clocks', () => {
  it('the system clock reads the machine time', () => {
    const before = Date.now();
    const read = systemClock.now();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });

  it('a movable clock runs with the machine and jumps forward when moved', () => {
    const clock = movableClock();
    const start = clock.now();
    expect(Math.abs(start - Date.now())).toBeLessThan(50);
    clock.advance(60_000);
    expect(clock.now() - Date.now()).toBeGreaterThanOrEqual(59_990);
    clock.advance(1);
    expect(clock.now() - start).toBeGreaterThanOrEqual(60_001);
  });

  it('never moves back', () => {
    const clock = movableClock();
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
  });

  it('holds still while frozen, still jumps when moved, and flows on from where it stood', async () => {
    const clock = movableClock();
    clock.freeze();
    const held = clock.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.now()).toBe(held);
    clock.advance(1_000);
    expect(clock.now()).toBe(held + 1_000);
    clock.resume();
    const after = clock.now();
    expect(after).toBeGreaterThanOrEqual(held + 1_000);
    expect(after - (held + 1_000)).toBeLessThan(50);
  });
});
