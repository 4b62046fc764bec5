import type { TestCardBehaviour } from '@tessera/db';

/** A documented test card number and what the test provider does with it. */
export interface TestCard {
  /** As shown on the form, grouped in fours. */
  number: string;
  brand: string;
  behaviour: TestCardBehaviour;
  /** What the form says about it. */
  description: string;
}

/**
 * The test-mode provider's cards (shown on the checkout form). Any future expiry date and any
 * 3-digit security code (4 for American Express) work with them.
 */
export const TEST_CARDS: readonly TestCard[] = Object.freeze([
  { number: '4242 4242 4242 4242', brand: 'Visa', behaviour: 'succeed', description: 'Payment succeeds' },
  {
    number: '5555 5555 5555 4444',
    brand: 'Mastercard',
    behaviour: 'succeed',
    description: 'Payment succeeds',
  },
  { number: '4000 0000 0000 0002', brand: 'Visa', behaviour: 'decline', description: 'Card is declined' },
  {
    number: '4000 0000 0000 0119',
    brand: 'Visa',
    behaviour: 'fail',
    description: 'Fails with a processing error',
  },
]);

const BY_DIGITS = new Map(TEST_CARDS.map((card) => [card.number.replace(/\s/g, ''), card]));

/** The test card with these digits, if it is one. */
export function testCardFor(digits: string): TestCard | undefined {
  return BY_DIGITS.get(digits);
}

/** Texts of the test provider's outcomes (the spec shows none; the wording is ours). */
export const PAYMENT_MESSAGES = {
  cardNumberInvalid: 'Your card number is incorrect.',
  notATestCard: 'In test mode, use one of the test card numbers shown on the form.',
  expiryInvalid: 'Your card’s expiration date is incorrect.',
  expired: 'Your card has expired.',
  cvcInvalid: 'Your card’s security code is incorrect.',
  declined: 'Your card was declined.',
  processingError: 'An error occurred while processing your card. Please try again.',
  tokenInvalid: 'Your card details have expired. Please enter them again.',
} as const;
