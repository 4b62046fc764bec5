import { describe, expect, it } from 'vitest';
import { couponStatus, discountText, fromLocalInput, toLocalInput, usageText } from './coupon-text.js';

const base = { enabled: true, startsAt: null, endsAt: null, timesUsed: 0, usageLimit: null };

describe('coupon texts', () => {
  it('say what each kind takes off', () => {
    expect(discountText({ kind: 'percentage', percent: '15.00', amountCents: null }, 'USD')).toBe('15% off');
    expect(discountText({ kind: 'fixed', percent: null, amountCents: 2040 }, 'USD')).toBe('$20.40 off');
    expect(discountText({ kind: 'fixed', percent: null, amountCents: 2040 }, 'JPY')).toBe('¥2,040 off');
    expect(discountText({ kind: 'free-shipping', percent: null, amountCents: null }, 'EUR')).toBe(
      'Free shipping',
    );
  });

  it('count usage against the limit', () => {
    expect(usageText({ timesUsed: 3, usageLimit: null })).toBe('3');
    expect(usageText({ timesUsed: 3, usageLimit: 100 })).toBe('3 of 100');
  });

  it('tell whether a coupon can be used now', () => {
    expect(couponStatus(base, 1000)).toBe('Active');
    expect(couponStatus({ ...base, enabled: false }, 1000)).toBe('Disabled');
    expect(couponStatus({ ...base, endsAt: 1000 }, 1000)).toBe('Expired');
    expect(couponStatus({ ...base, startsAt: 2000 }, 1000)).toBe('Scheduled');
    expect(couponStatus({ ...base, timesUsed: 5, usageLimit: 5 }, 1000)).toBe('Used up');
  });

  it('round-trip times through a datetime-local value (to the minute)', () => {
    const ms = new Date(2026, 10, 29, 9, 30).getTime();
    expect(toLocalInput(ms)).toBe('2026-11-29T09:30');
    expect(fromLocalInput(toLocalInput(ms))).toBe(ms);
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});
