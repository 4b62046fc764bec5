import type { CurrencyCode } from '@tessera/core';
import type { ShoppingCart } from '../../runtime/api-types.js';

/** A postal address as checkout collects it. */
export interface PostalAddress {
  readonly name: string;
  readonly line1: string;
  readonly line2: string;
  readonly city: string;
  readonly region: string;
  readonly postalCode: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly phone: string;
}

export interface ShippingOption {
  readonly id: string;
  readonly name: string;
  readonly amountCents: number;
}

export interface ValidCoupon {
  readonly code: string;
  readonly discountCents: number;
  readonly freeShipping: boolean;
}

export interface InvalidCoupon {
  readonly code: string;
  readonly reason: string;
}

export interface TaxLine {
  readonly id: string;
  readonly name: string;
  readonly rate: string;
  readonly included: boolean;
  readonly taxCents: number;
}

export interface TestCard {
  readonly number: string;
  readonly brand: string;
  readonly description: string;
}

/** The checkout as the server computes it (the server's `CheckoutView`); money in minor units. */
export interface CheckoutData {
  readonly kind: 'cart' | 'subscription';
  readonly cartToken: string | null;
  readonly shoppingCart: ShoppingCart;
  readonly email: string | null;
  readonly shippingAddress: PostalAddress | null;
  readonly location: { readonly country: string; readonly region: string } | null;
  readonly includedTaxCents: number;
  readonly giftCards: readonly { id: string; last4: string; appliedCents: number; balanceCents: number }[];
  readonly giftCardTotalCents: number;
  readonly amountDueCents: number;
  readonly minimumSubtotalCents: number | null;
  readonly problems: readonly { code: string; message: string }[];
  readonly canPlaceOrder: boolean;
  readonly subscription: { readonly planText: string } | null;
  readonly payment: {
    readonly provider: string;
    readonly testMode: boolean;
    readonly testCards: readonly TestCard[];
  };
  readonly currency: CurrencyCode;
  readonly locale: string;
}

/** Where the plain forms post and the island calls (the server's CHECKOUT_ACTIONS). */
export interface CheckoutActions {
  readonly details: string;
  readonly shippingOption: string;
  readonly coupons: string;
  readonly removeCoupon: string;
  readonly giftCards: string;
  readonly removeGiftCard: string;
  readonly place: string;
  readonly api: string;
  readonly cardTokens: string;
}

/** A refused step of the plain forms, shown once on the page it returns to. */
export interface CheckoutNotice {
  readonly message: string;
  readonly errors: Readonly<Record<string, string>>;
}

export interface CheckoutProps {
  /** null when there is nothing to buy. */
  readonly checkout: CheckoutData | null;
  /** The visitor's CSRF token for the plain forms (the page is never cached). */
  readonly crumb: string;
  /** One key per rendered page: every placement from it is the same order. */
  readonly idempotencyKey: string;
  readonly notice: CheckoutNotice | null;
  readonly actions: CheckoutActions;
}
