import { describe, expect, it } from 'vitest';
import { dayAndWeekStart } from './day-start.js';

describe('dayAndWeekStart', () => {
  it('finds midnight and Monday in UTC', () => {
    const now = Date.UTC(2026, 10, 26, 15, 30); // Thursday
    expect(dayAndWeekStart('UTC', now)).toEqual({
      today: Date.UTC(2026, 10, 26),
      week: Date.UTC(2026, 10, 23),
    });
  });

  it('finds them in the site’s own zone, across a date line', () => {
    // 01:30 on Monday 23 Nov in Auckland (UTC+13) is still Sunday in UTC.
    const now = Date.UTC(2026, 10, 22, 12, 30);
    const { today, week } = dayAndWeekStart('Pacific/Auckland', now);
    expect(today).toBe(Date.UTC(2026, 10, 22, 11, 0));
    expect(week).toBe(today);
    expect(dayAndWeekStart('America/New_York', Date.UTC(2026, 10, 26, 3, 0)).today).toBe(
      Date.UTC(2026, 10, 25, 5, 0),
    );
  });

  it('falls back to UTC for an unknown zone', () => {
    const now = Date.UTC(2026, 10, 26, 15, 30);
    expect(dayAndWeekStart('Mars/Olympus', now).today).toBe(Date.UTC(2026, 10, 26));
  });
});
