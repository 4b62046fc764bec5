import { PRODUCT_TYPES } from '@tessera/core';
import type { NewOrder, NewOrderItem } from '@tessera/db';
import type { CheckoutQuote } from './checkout-quote.js';
import { locationOf } from '../pricing/index.js';

/** The order a quote becomes (numbers and ids are the caller's). */
export function orderRecord(
  quote: CheckoutQuote,
  ids: { orderId: string; orderNumber: number; subscriptionId: string | null },
  options: { testMode: boolean; currency: string; siteUserId?: string | undefined },
): NewOrder {
  const { pricing, extras, details } = quote;
  const selected = extras.shipping.selected;
  const items: NewOrderItem[] = quote.entries.map((entry) => ({
    itemId: entry.item_id,
    variantId: entry.variant_id,
    sku: entry.sku,
    productName: entry.title,
    productType: entry.product_type,
    quantity: entry.quantity,
    unitPrice: entry.unit_price,
    attributes: entry.attributes,
    additionalFields: entry.additional_fields,
  }));
  const ships = items.some((item) => item.productType === PRODUCT_TYPES.PHYSICAL);
  return {
    id: ids.orderId,
    orderNumber: ids.orderNumber,
    kind: ids.subscriptionId !== null ? 'subscription' : 'checkout',
    purchasedCartId: quote.cart.id,
    subscriptionId: ids.subscriptionId,
    // Orders with nothing to ship are complete once paid.
    status: ships ? 'pending' : 'fulfilled',
    testMode: options.testMode,
    email: details?.email?.trim() ?? '',
    shippingAddress: ships ? (details?.shipping_address ?? null) : null,
    location: locationOf(quote.cart.shipping_location) as Record<string, string> | null,
    shippingOption: selected
      ? { id: selected.id, name: selected.name, amountCents: selected.amountCents }
      : null,
    currency: options.currency,
    subtotal: pricing.subtotalCents,
    discountTotal: pricing.discountCents,
    shippingTotal: pricing.shippingCostCents,
    taxTotal: extras.tax.addedCents + extras.tax.includedCents,
    giftCardTotal: quote.giftCardTotalCents,
    grandTotal: pricing.grandTotalCents,
    amountCharged: quote.amountDueCents,
    coupons: extras.coupons.validCoupons,
    taxLines: extras.tax.lines,
    items,
    // Bought from the account's cart, or signed in (a subscription's own cart): stored on the account.
    siteUserId: quote.cart.site_user_id ?? options.siteUserId ?? null,
  };
}
