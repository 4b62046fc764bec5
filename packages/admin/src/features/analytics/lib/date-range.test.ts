import { describe, expect, it } from 'vitest';
import { describeRange, lastDays, previousRange, rangeDays, rangeError, RANGE_ERROR } from './date-range.js';

const NOW = Date.UTC(2026, 10, 26, 13, 45);

describe('report ranges', () => {
  it('counts the last n days up to and including today (UTC)', () => {
    expect(lastDays(7, NOW)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(lastDays(30, NOW)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(rangeDays(lastDays(90, NOW))).toBe(90);
  });

  it('compares with the same number of days just before', () => {
    expect(previousRange({ from: '2026-11-20', to: '2026-11-26' })).toEqual({
      from: '2026-11-13',
      to: '2026-11-19',
    });
  });

  it('refuses what the server refuses: backwards, unreadable, longer than 400 days', () => {
    expect(rangeError({ from: '2026-11-26', to: '2026-11-26' })).toBeNull();
    expect(rangeError({ from: '2026-11-27', to: '2026-11-26' })).toBe(RANGE_ERROR);
    expect(rangeError({ from: '', to: '2026-11-26' })).toBe(RANGE_ERROR);
    expect(rangeError({ from: '2025-10-23', to: '2026-11-26' })).toBeNull();
    expect(rangeError({ from: '2025-10-22', to: '2026-11-26' })).toBe(RANGE_ERROR);
  });

  it('describes a range in words', () => {
    expect(describeRange({ from: '2026-11-20', to: '2026-11-26' }, 'en-GB')).toBe(
      '20 Nov 2026 – 26 Nov 2026',
    );
  });
});
