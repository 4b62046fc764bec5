import type { SchemaOf } from '@tessera/contract';
import type { RegionOption } from '@tessera/core';

/**
 * The checkout as the server computes it (the `Checkout` schema of the checkout routes, through
 * `@tessera/contract`: types only); money in minor units.
 */
export type CheckoutData = SchemaOf<'Checkout'>;
/** The cart with checkout's pricing: shipping options and choice, coupons, tax lines. */
export type CheckoutCart = CheckoutData['shoppingCart'];
export type ShippingOption = SchemaOf<'ShippingOption'>;
export type ValidCoupon = CheckoutCart['validCoupons'][number];
export type InvalidCoupon = CheckoutCart['invalidCoupons'][number];
export type TaxLine = CheckoutCart['applicableTaxRules'][number];
export type TestCard = CheckoutData['payment']['testCards'][number];
/** A postal address as checkout collects it. */
export type PostalAddress = NonNullable<CheckoutData['shippingAddress']>;

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
  /** Region lists and address suggestions; absent: free-text region, plain address line 1. */
  readonly addressHelp?: AddressHelp | undefined;
}

/** What the server gives the address form to help the shopper (its `addressHelp`). */
export interface AddressHelp {
  /** The regions of the address's country at render time. */
  readonly regions: readonly RegionOption[];
  /** Where another country's regions are asked (`/<country>` appended); '' asks nothing. */
  readonly regionsPath: string;
  /** The places proxy when the owner set a provider; null keeps address line 1 a plain input. */
  readonly places: { readonly autocomplete: string; readonly details: string } | null;
}
