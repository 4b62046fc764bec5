import { describe, expect, it } from 'vitest';
import { cardDigits, isCardNumber, luhnValidRuns, passesLuhn } from './card-number.js';

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

  it('takes a run for a card only when it starts as card networks number their cards', () => {
    // A millisecond timestamp a publish-date request once carried: Luhn-valid, but no card.
    expect(passesLuhn('1795698623091')).toBe(true);
    expect(isCardNumber('1795698623091')).toBe(false);
    expect(luhnValidRuns('{"publishOn":1795698623091}')).toEqual([]);
    for (const card of [
      '4242424242424242',
      '5555555555554444',
      '2223003122003222',
      '378282246310005',
      '6011111111111117',
      '3566002020360505',
    ]) {
      expect(isCardNumber(card)).toBe(true);
    }
  });
});
