import type { Money } from '../money/money.js';

/** What the server tells a product page about instalment payments (storefront spec §3). */
export interface InstalmentContext {
  readonly afterPayAvailable: boolean;
  /** Prices must be strictly above this. */
  readonly afterPayMin: Money;
  /** Prices may not exceed this. */
  readonly afterPayMax: Money;
  /** The shopper's language, e.g. 'fr' or 'fr-CA'. */
  readonly shopperLanguage?: string | null;
  /** ISO country of the shop's payment account, e.g. 'US'. */
  readonly stripeAccountCountry?: string | null;
}

/** Payments an instalment offer is split into by default. */
export const DEFAULT_INSTALMENT_COUNT = 4;
