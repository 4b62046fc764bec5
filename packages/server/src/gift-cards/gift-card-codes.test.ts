import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_ALPHABET,
  giftCardCodeHash,
  newGiftCardCode,
  normaliseGiftCardCode,
} from './gift-card-codes.js';

describe('gift card codes', () => {
  it('are four readable groups of four from an unambiguous alphabet', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newGiftCardCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes)
      expect(code).toMatch(new RegExp(`^([${GIFT_CARD_ALPHABET}]{4}-){3}[${GIFT_CARD_ALPHABET}]{4}$`));
    for (const ambiguous of ['0', 'O', '1', 'I', 'L', '5', 'S', '8', 'B'])
      expect(GIFT_CARD_ALPHABET).not.toContain(ambiguous);
  });

  it('are read back in any case and grouping, and refuse anything else', () => {
    expect(normaliseGiftCardCode(' k7qf-3xma 9twd-rc4h ')).toBe('K7QF3XMA9TWDRC4H');
    expect(normaliseGiftCardCode('K7QF3XMA9TWDRC4')).toBeUndefined();
    expect(normaliseGiftCardCode('K7QF-3XMA-9TWD-RC40')).toBeUndefined();
  });

  it('hash per website, so one site’s code opens nothing on another', () => {
    expect(giftCardCodeHash('a', 'K7QF3XMA9TWDRC4H')).not.toBe(giftCardCodeHash('b', 'K7QF3XMA9TWDRC4H'));
  });

  it('round-trip through normalisation (property)', () => {
    fc.assert(
      fc.property(fc.constant(null), () => normaliseGiftCardCode(newGiftCardCode())?.length === 16),
      { numRuns: 200 },
    );
  });
});
