import { describe, expect, it } from 'vitest';
import { instantOfWallTime, knownTimeZone, wallTimeOf, zoneOffsetAt } from './zone.js';

describe('time zones', () => {
  it('reads the offset in force, summer time included', () => {
    expect(zoneOffsetAt('America/Los_Angeles', Date.UTC(2026, 0, 15))).toBe(-8 * 3_600_000);
    expect(zoneOffsetAt('America/Los_Angeles', Date.UTC(2026, 6, 15))).toBe(-7 * 3_600_000);
    expect(zoneOffsetAt('UTC', Date.UTC(2026, 6, 15))).toBe(0);
  });

  it('finds the instant of a local midnight on either side of a clock change', () => {
    // Los Angeles moves to summer time on 8 March 2026.
    expect(instantOfWallTime('America/Los_Angeles', Date.UTC(2026, 2, 1))).toBe(Date.UTC(2026, 2, 1, 8));
    expect(instantOfWallTime('America/Los_Angeles', Date.UTC(2026, 3, 1))).toBe(Date.UTC(2026, 3, 1, 7));
    expect(instantOfWallTime('Pacific/Auckland', Date.UTC(2026, 10, 1))).toBe(Date.UTC(2026, 9, 31, 11));
  });

  it('gives the local wall clock of an instant', () => {
    const local = wallTimeOf('America/Los_Angeles', Date.UTC(2026, 3, 1, 3));
    expect([local.getUTCMonth(), local.getUTCDate(), local.getUTCHours()]).toEqual([2, 31, 20]);
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(knownTimeZone('Mars/Olympus')).toBe('UTC');
    expect(knownTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});
