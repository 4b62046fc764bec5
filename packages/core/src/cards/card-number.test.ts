import { describe, expect, it } from 'vitest';
import { cardDigits, luhnValidRuns, passesLuhn } from './card-number.js';

describe('card numbers', () => {
  it('checks Luhn on digits only', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('drops the spaces and dashes people type between groups', () => {
    expect(cardDigits('4000-0000 0000-0002')).toBe('4000000000000002');
  });

  it('finds Luhn-valid runs of 13–19 digits standing alone, grouped or not', () => {
    expect(luhnValidRuns('card 4242 4242 4242 4242, or 4000-0000-0000-0002.')).toEqual([
      '4242424242424242',
      '4000000000000002',
    ]);
    expect(luhnValidRuns('4242424242424241')).toEqual([]);
    expect(luhnValidRuns('ab4242424242424242cd')).toEqual([]);
    expect(luhnValidRuns('42424242424242424242424')).toEqual([]);
    expect(luhnValidRuns('order 123456789012')).toEqual([]);
  });
});
