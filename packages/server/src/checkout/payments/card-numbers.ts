/** Digits only: spaces and dashes people type between groups are dropped. */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every payment card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

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

/**
 * Runs of 13–19 digits (optionally grouped by single spaces or dashes) that pass the Luhn check,
 * standing alone (no letter or digit touching either end): what a card number looks like in text.
 */
const CARD_LIKE = /(?<![\p{L}\p{N}])\d(?:[ -]?\d){12,18}(?![\p{L}\p{N}])/gu;

export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(CARD_LIKE)) {
    const digits = cardDigits(match[0]);
    if (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)) return true;
  }
  return false;
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
