import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passesLuhn } from '@tessera/core';
import { bodyContainsCardNumber, cardBrand, containsCardNumber } from './card-numbers.js';

/** The Luhn check digit that completes a payload of digits. */
function withCheckDigit(payload: string): string {
  for (let d = 0; d <= 9; d += 1) if (passesLuhn(`${payload}${d}`)) return `${payload}${d}`;
  throw new Error('unreachable');
}

describe('card numbers', () => {
  it('checks Luhn and names brands', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
  });

  it('finds card numbers in text, grouped or not, and leaves other numbers alone', () => {
    expect(containsCardNumber('my card 4242 4242 4242 4242 thanks')).toBe(true);
    expect(containsCardNumber('4000-0000-0000-0002')).toBe(true);
    expect(containsCardNumber('378282246310005')).toBe(true);
    expect(containsCardNumber('4242424242424241')).toBe(false);
    expect(containsCardNumber('call +1 555 0100')).toBe(false);
    expect(containsCardNumber('order 123456789012')).toBe(false);
    expect(containsCardNumber('ab4242424242424242cd')).toBe(false);
    expect(containsCardNumber('42424242424242424242424')).toBe(false);
  });

  it('looks into every string, number and key of a body', () => {
    expect(bodyContainsCardNumber({ a: [{ b: 'x' }, { note: 'pay with 5555555555554444' }] })).toBe(true);
    expect(bodyContainsCardNumber({ n: 4242424242424242 })).toBe(true);
    expect(bodyContainsCardNumber({ '4242424242424242': true })).toBe(true);
    expect(bodyContainsCardNumber({ id: '66f0a1b2c3d4e5f607182930', qty: 2, email: 'a@b.co' })).toBe(false);
    expect(bodyContainsCardNumber(undefined)).toBe(false);
  });

  it('finds every Luhn-valid 13–19 digit run with an issuer prefix, however it is grouped (property)', () => {
    const payload = fc
      .integer({ min: 12, max: 18 })
      .chain((n) => fc.stringMatching(new RegExp(`^[2-6][0-9]{${n - 1}}$`)));
    fc.assert(
      fc.property(
        payload,
        fc.constantFrom('', ' ', '-'),
        fc.string({ maxLength: 5 }),
        (digits, separator, word) => {
          const number = withCheckDigit(digits);
          const grouped = number.match(/.{1,4}/g)?.join(separator) ?? number;
          return containsCardNumber(`${word.replace(/[\p{L}\p{N}]/gu, '')} ${grouped}.`);
        },
      ),
    );
  });
});

describe('scrubCardData', () => {
  it('removes card-like text and numbers and keeps the rest', async () => {
    const { scrubCardData, removeCardNumbers } = await import('./card-numbers.js');
    expect(removeCardNumbers('paid with 4242 4242 4242 4242 today')).toBe(
      'paid with [card number removed] today',
    );
    expect(
      scrubCardData({ note: 'card 4242-4242-4242-4242', ts: 4242424242424242, small: 12, nested: ['ok'] }),
    ).toEqual({
      note: 'card [card number removed]',
      ts: null,
      small: 12,
      nested: ['ok'],
    });
  });
});
