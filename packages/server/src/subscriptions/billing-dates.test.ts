import { describe, expect, it } from 'vitest';
import { addBillingPeriod } from './billing-dates.js';

const at = (iso: string) => Date.parse(iso);

describe('billing periods', () => {
  it('adds weeks, months and years in UTC, keeping the time of day', () => {
    expect(addBillingPeriod(at('2030-01-10T08:30:00Z'), 2, 'WEEK')).toBe(at('2030-01-24T08:30:00Z'));
    expect(addBillingPeriod(at('2030-01-10T08:30:00Z'), 1, 'MONTH')).toBe(at('2030-02-10T08:30:00Z'));
    expect(addBillingPeriod(at('2030-11-15T00:00:00Z'), 3, 'MONTH')).toBe(at('2031-02-15T00:00:00Z'));
    expect(addBillingPeriod(at('2030-06-01T12:00:00Z'), 2, 'YEAR')).toBe(at('2032-06-01T12:00:00Z'));
  });

  it('clamps to the last day of shorter months', () => {
    expect(addBillingPeriod(at('2031-01-31T10:00:00Z'), 1, 'MONTH')).toBe(at('2031-02-28T10:00:00Z'));
    expect(addBillingPeriod(at('2032-01-31T10:00:00Z'), 1, 'MONTH')).toBe(at('2032-02-29T10:00:00Z'));
    expect(addBillingPeriod(at('2032-02-29T10:00:00Z'), 1, 'YEAR')).toBe(at('2033-02-28T10:00:00Z'));
  });
});
