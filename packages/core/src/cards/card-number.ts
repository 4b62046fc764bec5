/**
 * How a payment card number looks in text, shared by the server's card guard (refuses bodies and
 * logs that carry one) and the test suite's database scan (db `testing-card-scan.ts`).
 */

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

/**
 * Runs of 13–19 digits (optionally grouped by single spaces or dashes) standing alone (no letter
 * or digit touching either end).
 */
const CARD_LIKE = /(?<![\p{L}\p{N}])\d(?:[ -]?\d){12,18}(?![\p{L}\p{N}])/gu;

/**
 * Whether digits start as a payment card does: the major industry identifier of every card network
 * in use (2 and 5 Mastercard, 3 American Express/Diners/JCB, 4 Visa, 6 Discover/UnionPay/Maestro).
 * A millisecond timestamp (13 digits starting with 1 until the year 2286) passes the Luhn check one
 * time in ten; this rule keeps it from being taken for a card.
 */
export function hasCardIssuerPrefix(digits: string): boolean {
  return /^[2-6]/.test(digits);
}

/** Whether digits are a card number's length, start as a card does and pass the Luhn check. */
export function isCardNumber(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && hasCardIssuerPrefix(digits) && passesLuhn(digits);
}

/** The digits of every run in a text that looks like a card number (see `isCardNumber`). */
export function luhnValidRuns(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CARD_LIKE)) {
    const digits = cardDigits(match[0]);
    if (isCardNumber(digits)) found.push(digits);
  }
  return found;
}
