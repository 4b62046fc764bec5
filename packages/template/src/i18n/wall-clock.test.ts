import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOfYear, isoWeek, sundayWeek, wallClock } from './wall-clock.js';

const DAY = 86_400_000;
const instant = fc
  .integer({ min: Date.UTC(1600, 0, 1), max: Date.UTC(2400, 0, 1) })
  .map((ms) => new Date(ms));

describe('calendar arithmetic of the date formatter', () => {
  it('numbers days of the year from 1 consecutively', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const day = dayOfYear(date);
        const next = new Date(date.getTime() + DAY);
        expect(day).toBeGreaterThanOrEqual(1);
        expect(day).toBeLessThanOrEqual(366);
        expect(dayOfYear(next)).toBe(next.getUTCFullYear() === date.getUTCFullYear() ? day + 1 : 1);
      }),
    );
  });

  it('gives ISO weeks 1–53 that change only on Mondays', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const week = isoWeek(date);
        const next = isoWeek(new Date(date.getTime() + DAY));
        expect(week.week).toBeGreaterThanOrEqual(1);
        expect(week.week).toBeLessThanOrEqual(53);
        if (date.getUTCDay() !== 0) expect(next).toEqual(week);
        // ISO week 1 always holds 4 January.
        const january4 = new Date(Date.UTC(date.getUTCFullYear(), 0, 4, 12));
        expect(isoWeek(january4)).toEqual({ year: date.getUTCFullYear(), week: 1 });
      }),
    );
  });

  it('gives Sunday weeks 1–53 where the week holding 1 January is week 1', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const week = sundayWeek(date);
        expect(week).toBeGreaterThanOrEqual(1);
        expect(week).toBeLessThanOrEqual(53);
        const january1 = new Date(Date.UTC(date.getUTCFullYear(), 0, 1, 12));
        expect(sundayWeek(january1)).toBe(1);
        if (date.getUTCDay() !== 6) expect(sundayWeek(new Date(date.getTime() + DAY))).toBe(week);
      }),
    );
  });

  it('refuses instants outside the time value range', () => {
    expect(wallClock('UTC', 8.64e15)).toBeUndefined();
    expect(wallClock('UTC', Number.NaN)).toBeUndefined();
    expect(wallClock('America/New_York', 0)?.offsetMs).toBe(-5 * 3_600_000);
  });
});
