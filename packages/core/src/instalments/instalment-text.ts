import { formatMoney } from '../money/format.js';
import { interpolate } from '../text/interpolate.js';
import type { InstalmentOffer } from './instalment-offer.js';

/** Instalment wording (storefront spec §9, platform spec §9), word for word. */
export const INSTALMENT_TEXTS = {
  payments: '{numInstallments} interest-free payments of {amount}',
  pill: 'or {installmentStr} with',
  overMinimum: 'available for orders over {amount}',
  upToMaximum: 'available for orders up to {amount}',
} as const;

/** '4 interest-free payments of $25.00' */
export function instalmentPaymentsText(count: number, amount: string): string {
  return interpolate(INSTALMENT_TEXTS.payments, { numInstallments: count, amount });
}

/** 'or 4 interest-free payments of $25.00 with' (the provider's logo follows). */
export function instalmentPillText(count: number, amount: string): string {
  return interpolate(INSTALMENT_TEXTS.pill, { installmentStr: instalmentPaymentsText(count, amount) });
}

/**
 * The pill wording for an offer, amounts formatted in `locale`: the payments sentence when
 * available, else 'available for orders over {amount}' (below the minimum) or 'available for
 * orders up to {amount}' (above the maximum).
 *
 * @example
 * instalmentOfferText(instalmentOffer(money(10000, 'USD'), context)); // 'or 4 interest-free payments of $25.00 with'
 */
export function instalmentOfferText(offer: InstalmentOffer, locale?: string): string {
  switch (offer.kind) {
    case 'available':
      return instalmentPillText(offer.count, formatMoney(offer.payment, { locale }));
    case 'below-minimum':
      return interpolate(INSTALMENT_TEXTS.overMinimum, { amount: formatMoney(offer.minimum, { locale }) });
    case 'above-maximum':
      return interpolate(INSTALMENT_TEXTS.upToMaximum, { amount: formatMoney(offer.maximum, { locale }) });
  }
}
