import { cardDigits, err, ok, passesLuhn, type Result } from '@tessera/core';
import { cardBrand } from './card-numbers.js';
import { CARD_TOKEN_TTL_MS, sealCardToken } from './card-tokens.js';
import { PAYMENT_MESSAGES, testCardFor } from './test-cards.js';

/** Card fields as the test-mode form posts them. */
export interface CardInput {
  cardNumber: string;
  /** 'MM/YY' or 'MM/YYYY'. */
  cardExpiry: string;
  cardCvc: string;
}

export type CardField = keyof CardInput;

export interface CardFieldError {
  field: CardField;
  message: string;
}

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
}

/** The last moment of the expiry month, or undefined when the text is not a month and year. */
function expiryEnd(text: string): number | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return Date.UTC(year, month, 1) - 1;
}

function checkCard(input: CardInput, now: number): Result<{ digits: string }, CardFieldError> {
  const digits = cardDigits(input.cardNumber);
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits))
    return err({ field: 'cardNumber', message: PAYMENT_MESSAGES.cardNumberInvalid });
  if (!testCardFor(digits)) return err({ field: 'cardNumber', message: PAYMENT_MESSAGES.notATestCard });
  const end = expiryEnd(input.cardExpiry);
  if (end === undefined) return err({ field: 'cardExpiry', message: PAYMENT_MESSAGES.expiryInvalid });
  if (end < now) return err({ field: 'cardExpiry', message: PAYMENT_MESSAGES.expired });
  const cvcLength = cardBrand(digits) === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cardCvc.trim()))
    return err({ field: 'cardCvc', message: PAYMENT_MESSAGES.cvcInvalid });
  return ok({ digits });
}

/**
 * The test-mode provider's tokenisation: checks the card, then keeps only its brand, last 4 and
 * test behaviour in a signed token. The number exists only in this call's memory; nothing here
 * logs or stores it.
 */
export function tokenizeTestCard(
  secret: string,
  websiteId: string,
  input: CardInput,
  now: number,
): Result<CardToken, CardFieldError> {
  const checked = checkCard(input, now);
  if (!checked.ok) return checked;
  const { digits } = checked.value;
  const card = testCardFor(digits);
  if (!card) return err({ field: 'cardNumber', message: PAYMENT_MESSAGES.notATestCard });
  const last4 = digits.slice(-4);
  const token = sealCardToken(secret, websiteId, {
    brand: card.brand,
    last4,
    behaviour: card.behaviour,
    expiresAt: now + CARD_TOKEN_TTL_MS,
  });
  return ok({ token, brand: card.brand, last4 });
}
