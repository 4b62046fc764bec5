import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  isCurrencyCode,
  isProductType,
  money,
  multiplyMoney,
  PUBLIC_PATHS,
  type CartLine,
  type CurrencyCode,
  type Form,
  type ProductType,
} from '@tessera/core';
import type { Cart, CartEntryView, Executor } from '@tessera/db';
import { formsOf } from './additional-fields.js';
import { thumbnailsOf } from './cart-image.js';
import { cartPricingSeams } from '../pricing/index.js';
import { priceCart } from '../pricing/index.js';
import type { CartEntryDto, ShoppingCartDto } from './schemas.js';

export type { CartEntryDto, ShoppingCartDto } from './schemas.js';

/** The currency the store sells in (the website's, USD when it holds no known code). */
export function storeCurrency(code: string): CurrencyCode {
  return isCurrencyCode(code) ? code : DEFAULT_CURRENCY;
}

function productTypeOf(entry: CartEntryView): ProductType {
  if (!isProductType(entry.product_type)) throw new Error(`Unknown product type ${entry.product_type}`);
  return entry.product_type;
}

export function entryDto(
  entry: CartEntryView,
  currency: CurrencyCode,
  extras: { form?: Form | undefined; imageUrl?: string | undefined } = {},
): CartEntryDto {
  return {
    id: entry.id,
    itemId: entry.item_id,
    quantity: entry.quantity,
    chosenVariant: { sku: entry.sku, attributes: entry.attributes },
    title: entry.title,
    subTotal: multiplyMoney(money(entry.unit_price, currency), entry.quantity).amount,
    purchasePriceCents: entry.unit_price,
    productType: productTypeOf(entry),
    imageUrl: extras.imageUrl ?? null,
    // A donation's product sits in a hidden store: the donate page is where it is given.
    productUrl: entry.is_donation
      ? PUBLIC_PATHS.donate
      : `/${entry.collection_url_id}/p/${entry.item_url_id}`,
    additionalFields: entry.additional_fields === null ? null : JSON.stringify(entry.additional_fields),
    ...(extras.form && { additionalFieldsForm: extras.form }),
  };
}

/**
 * The whole cart with every computed field. Lines priced in another currency than the store's
 * (the owner changed the store currency after they were added) cannot be bought and are left out.
 */
export async function cartDto(
  db: Executor,
  websiteId: string,
  cart: Cart | undefined,
  entries: readonly CartEntryView[],
  currency: CurrencyCode,
): Promise<ShoppingCartDto> {
  const sellable = entries.filter((entry) => entry.currency === currency);
  const lines: CartLine[] = sellable.map((entry) => ({
    productType: productTypeOf(entry),
    quantity: entry.quantity,
    unitPrice: money(entry.unit_price, currency),
  }));
  const choices = {
    coupons: cart?.coupons ?? [],
    selectedShippingOption: cart?.selected_shipping_option ?? null,
    shippingLocation: cart?.shipping_location ?? null,
  };
  // The checkout's coupon, shipping and tax strategies in the calculation's seams (checkout/README.md).
  const { seams } = await cartPricingSeams(db, websiteId, cart, sellable, {
    currency,
    locale: DEFAULT_LOCALE,
  });
  const [pricing, forms, thumbnails] = await Promise.all([
    priceCart(lines, currency, choices, seams),
    formsOf(
      db,
      websiteId,
      sellable.map((entry) => entry.additional_fields_form_id),
    ),
    thumbnailsOf(db, websiteId, sellable),
  ]);
  return {
    id: cart?.id ?? '',
    websiteId,
    orderId: cart?.order_id ?? null,
    created: cart?.created_at ?? 0,
    isPurchased: cart?.is_purchased ?? false,
    entries: sellable.map((entry) =>
      entryDto(entry, currency, {
        form: entry.additional_fields_form_id ? forms.get(entry.additional_fields_form_id) : undefined,
        imageUrl: entry.image_id ? thumbnails.get(entry.image_id) : undefined,
      }),
    ),
    ...choices,
    ...pricing,
    coupons: [...choices.coupons],
  };
}
