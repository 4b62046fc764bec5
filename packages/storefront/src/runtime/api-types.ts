import type { Form, ProductType } from '@tessera/core';

/**
 * The JSON shapes of the commerce calls the islands make (storefront spec §7). The server
 * implements exactly these; money is integer minor units of the store's single currency.
 */

/** The variant a cart entry holds. */
export interface ChosenVariant {
  readonly sku: string | null;
  /** Option name → value, e.g. `{ Size: 'M' }`. */
  readonly attributes: Readonly<Record<string, string>>;
}

export interface CartEntry {
  readonly id: string;
  readonly itemId: string;
  readonly quantity: number;
  readonly chosenVariant: ChosenVariant;
  readonly title: string;
  /** The line total (unit price × quantity) in minor units. */
  readonly subTotal: number;
  /** The unit price paid, in minor units. */
  readonly purchasePriceCents: number;
  readonly productType: ProductType;
  readonly imageUrl?: string | null;
  readonly productUrl?: string | null;
  /** The additional-fields answers as a JSON string keyed by field id, or null. */
  readonly additionalFields?: string | null;
  /** The product's additional-fields form, when it has one (the cart page edits answers with it). */
  readonly additionalFieldsForm?: Form | null;
}

export interface ShoppingCart {
  readonly id: string;
  readonly websiteId: string;
  readonly orderId: string | null;
  /** Epoch milliseconds. */
  readonly created: number;
  readonly isPurchased: boolean;
  readonly entries: readonly CartEntry[];
  readonly shippingOptions: readonly unknown[];
  readonly selectedShippingOption: unknown;
  readonly shippingLocation: unknown;
  readonly applicableTaxRules: readonly unknown[];
  readonly coupons: readonly unknown[];
  readonly validCoupons: readonly unknown[];
  readonly invalidCoupons: readonly unknown[];
  readonly subtotalCents: number;
  readonly taxCents: number;
  readonly shippingCostCents: number;
  readonly discountCents: number;
  readonly grandTotalCents: number;
  readonly totalQuantity: number;
  readonly hasDigital: boolean;
  readonly purelyDigital: boolean;
  readonly requiresShipping: boolean;
}

/** `POST /api/commerce/shopping-cart/entries`; `additionalFields` is a JSON string or null. */
export interface AddToCartBody {
  readonly itemId: string;
  readonly sku: string | null;
  readonly quantity: number;
  readonly additionalFields: string | null;
}

export interface AddToCartResponse {
  readonly shoppingCart: ShoppingCart;
  readonly newlyAdded: CartEntry;
}

/** `PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields`. */
export interface UpdateAdditionalFieldsBody {
  readonly itemId: string;
  readonly sku: string | null;
  readonly additionalFields: string;
}

export interface UpdateAdditionalFieldsResponse {
  readonly shoppingCart: ShoppingCart;
  readonly updatedEntry: CartEntry;
}

/** `PUT /api/commerce/shopping-cart/entries/{entryId}` (ours: the spec only says the page changes it). */
export interface UpdateQuantityBody {
  readonly quantity: number;
}

/** Answer of the quantity change and of `DELETE /api/commerce/shopping-cart/entries/{entryId}`. */
export interface CartResponse {
  readonly shoppingCart: ShoppingCart;
}

/** `POST /api/3/commerce/cart/subscription`. */
export interface SubscriptionBody {
  readonly itemId: string;
  readonly sku: string | null;
  readonly qty: number;
  readonly additionalFields: string | null;
}

export interface SubscriptionResponse {
  readonly cartToken: string;
}

/** One answer of `GET /api/commerce/inventory/stock/?itemId=`. */
export interface StockResultJson {
  readonly unlimited: boolean;
  readonly qtyInStock: number;
  readonly sku?: string;
}

export interface StockResponse {
  readonly results: readonly StockResultJson[];
}

/**
 * A failed call's body. `message` is shown to the visitor; `crumbFail: true` marks a CSRF
 * failure (the islands then explain sessions or cookies instead).
 */
export interface ApiErrorBody {
  readonly message?: string;
  readonly error?: string;
  readonly crumbFail?: boolean;
  /** Field id → message, for a form the server refused. */
  readonly errors?: Readonly<Record<string, string>>;
}
