import { PRODUCT_TYPES } from '@tessera/core';
import type { Form, ProductContent, ProductVariant } from '@tessera/core';
import type { CartEntry, ShoppingCart } from '../runtime/api-types.js';

/** Test-only builders. Prices are USD cents. */
export function variant(
  sku: string,
  attributes: Record<string, string>,
  extra: Partial<ProductVariant> = {},
) {
  const base: ProductVariant = {
    sku,
    attributes,
    priceMoney: { value: '2000', currency: 'USD' },
    qtyInStock: 5,
    unlimited: false,
    onSale: false,
  };
  const merged = { ...base, ...extra };
  // The server's product JSON carries the legacy cents beside the money objects (platform spec §3).
  return {
    price: legacyCents(merged.priceMoney),
    salePrice: legacyCents(merged.salePriceMoney),
    ...merged,
  };
}

function legacyCents(money: { value: string } | null | undefined): number {
  return money ? Number(money.value) : 0;
}

/** A linen shirt in S/M and Red/Blue; S-Blue does not exist, M-Red is sold out. */
export function shirt(extra: Partial<ProductContent> = {}): ProductContent {
  return {
    productType: PRODUCT_TYPES.PHYSICAL,
    variantOptionOrdering: ['Size', 'Color'],
    variants: [
      variant('S-RED', { Size: 'S', Color: 'Red' }, { qtyInStock: 3 }),
      variant('M-RED', { Size: 'M', Color: 'Red' }, { qtyInStock: 0 }),
      variant('M-BLUE', { Size: 'M', Color: 'Blue' }, { qtyInStock: 2 }),
    ],
    ...extra,
  };
}

/** A product with one variant, in stock. */
export function mug(extra: Partial<ProductContent> = {}): ProductContent {
  return {
    productType: PRODUCT_TYPES.PHYSICAL,
    variants: [variant('MUG', {}, { qtyInStock: 10 })],
    ...extra,
  };
}

export function entry(id: string, extra: Partial<CartEntry> = {}): CartEntry {
  return {
    id,
    itemId: `item-${id}`,
    quantity: 1,
    chosenVariant: { sku: `SKU-${id}`, attributes: {} },
    title: `Product ${id}`,
    subTotal: 2000,
    purchasePriceCents: 2000,
    productType: PRODUCT_TYPES.PHYSICAL,
    imageUrl: null,
    productUrl: `/shop/p/product-${id}`,
    additionalFields: null,
    ...extra,
  };
}

/** A cart whose totals follow its entries. */
export function cartWith(entries: readonly CartEntry[], extra: Partial<ShoppingCart> = {}): ShoppingCart {
  const subtotal = entries.reduce((sum, e) => sum + e.subTotal, 0);
  return {
    id: 'cart-1',
    websiteId: 'site-1',
    orderId: null,
    created: 1_700_000_000_000,
    isPurchased: false,
    entries: [...entries],
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: subtotal,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotal,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: entries.length > 0,
    ...extra,
  };
}

/** An additional-fields form with a required name and an optional note. */
export const ENGRAVING_FORM: Form = {
  id: 'form-1',
  name: 'Engraving',
  fields: [
    { id: 'engraving', title: 'Engraving text', type: 'text', required: true },
    { id: 'note', title: 'Note', type: 'textarea', maxLength: 20 },
  ],
  captchaEnabled: false,
  captchaTheme: 'light',
  captchaAlignment: 'left',
};
