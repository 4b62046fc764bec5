import { randomInt } from 'node:crypto';
import { sha256 } from '../digest.js';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L, 5/S, 8/B, 2/Z, U/V). */
export const GIFT_CARD_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * A new gift card code such as 'K7QF-3XMA-9TWD-RC4H': 16 characters from a 23-letter alphabet
 * (about 72 bits of randomness), grouped for reading aloud. Unguessable, and typo-resistant.
 */
export function newGiftCardCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g += 1) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i += 1)
      group += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** A code as typed (any case, spaces or dashes) in its canonical form, or undefined when it cannot be one. */
export function normaliseGiftCardCode(text: string): string | undefined {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== GROUPS * GROUP_LENGTH) return undefined;
  for (const char of compact) if (!GIFT_CARD_ALPHABET.includes(char)) return undefined;
  return compact;
}

/** What the database stores instead of the code: SHA-256 of the website and the canonical code. */
export function giftCardCodeHash(websiteId: string, canonical: string): string {
  return sha256(`gift-card:${websiteId}:${canonical}`);
}
