import { describe, expect, it } from 'vitest';
import { instalmentOfferText, instalmentPaymentsText, instalmentPillText } from './instalment-text.js';
import { instalmentOffer } from './instalment-offer.js';
import { money } from '../money/money.js';

const context = { afterPayMin: money(3500, 'USD'), afterPayMax: money(200000, 'USD') };

describe('instalment wording', () => {
  it('words the payments and the pill', () => {
    expect(instalmentPaymentsText(4, '$25.00')).toBe('4 interest-free payments of $25.00');
    expect(instalmentPillText(4, '$25.00')).toBe('or 4 interest-free payments of $25.00 with');
  });

  it('words each offer', () => {
    expect(instalmentOfferText(instalmentOffer(money(10000, 'USD'), context))).toBe(
      'or 4 interest-free payments of $25.00 with',
    );
    expect(instalmentOfferText(instalmentOffer(money(100, 'USD'), context))).toBe(
      'available for orders over $35.00',
    );
    expect(instalmentOfferText(instalmentOffer(money(900000, 'USD'), context))).toBe(
      'available for orders up to $2,000.00',
    );
  });

  it('formats amounts in the given locale', () => {
    const eur = { afterPayMin: money(100, 'EUR'), afterPayMax: money(100000, 'EUR') };
    expect(instalmentOfferText(instalmentOffer(money(10000, 'EUR'), eur), 'fr-FR')).toBe(
      'or 4 interest-free payments of 25,00\u00a0€ with',
    );
  });
});
