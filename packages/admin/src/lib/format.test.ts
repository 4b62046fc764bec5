import { describe, expect, it } from 'vitest';
import { change, formatAmount, plural } from './format.js';

describe('formatAmount', () => {
  it('formats minor units in the currency’s digits', () => {
    expect(formatAmount({ value: '3500', currency: 'USD' }, 'en-US')).toBe('$35.00');
    expect(formatAmount({ value: '1250', currency: 'JPY' }, 'en-US')).toBe('¥1,250');
  });
  it('shows what it cannot format as it came', () => {
    expect(formatAmount({ value: '12', currency: 'XXX' })).toBe('12 XXX');
  });
});

describe('plural', () => {
  it('picks the word by count', () => {
    expect(plural(1, 'order', 'orders')).toBe('1 order');
    expect(plural(0, 'order', 'orders')).toBe('0 orders');
  });
});

describe('change', () => {
  it('compares with the previous period', () => {
    expect(change(112, 100)).toBe('+12%');
    expect(change(97, 100)).toBe('−3%');
    expect(change(100, 100)).toBe('no change');
    expect(change(0, 0)).toBe('no change');
    expect(change(5, 0)).toBeNull();
  });
});
