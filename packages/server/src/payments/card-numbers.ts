import { cardDigits, isCardNumber, luhnValidRuns } from '@tessera/core';

/** A run of 13–19 digits, optionally grouped, standing alone (as core's luhnValidRuns reads them). */
const DIGIT_RUN = /(?<![\p{L}\p{N}])\d(?:[ -]?\d){12,18}(?![\p{L}\p{N}])/gu;

export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover', 'Card'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The brand a number's issuer prefix names ('Card' when unknown). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

/** Whether a text holds a Luhn-valid run of 13–19 digits: what a card number looks like. */
export function containsCardNumber(text: string): boolean {
  return luhnValidRuns(text).length > 0;
}

/** Whether any string or number anywhere in a parsed body looks like a card number. */
export function bodyContainsCardNumber(value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (typeof value === 'string') return containsCardNumber(value);
  if (typeof value === 'number' || typeof value === 'bigint') return containsCardNumber(String(value));
  if (Array.isArray(value)) return value.some((v) => bodyContainsCardNumber(v, depth + 1));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(
      ([key, v]) => containsCardNumber(key) || bodyContainsCardNumber(v, depth + 1),
    );
  return false;
}

/** Text with every card-like run replaced, for stores that keep visitor text (analytics). */
export function removeCardNumbers(text: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    const digits = cardDigits(run);
    return isCardNumber(digits) ? '[card number removed]' : run;
  });
}

/**
 * A parsed value with card-like text removed and card-like numbers set to null, so what a visitor
 * sent can be kept whole otherwise.
 */
export function scrubCardData(value: unknown, depth = 0): unknown {
  if (depth > 32) return null;
  if (typeof value === 'string') return removeCardNumbers(value);
  if (typeof value === 'number') return containsCardNumber(String(value)) ? null : value;
  if (Array.isArray(value)) return value.map((v) => scrubCardData(v, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [removeCardNumbers(key), scrubCardData(v, depth + 1)]),
    );
  }
  return value;
}
