import { isCurrencyCode, money, moneyToJson, type MoneyJson } from '@tessera/core';
import type { Order, OrderItem, OrderWithItems, PostalAddress } from '@tessera/db';

/** An order line as pages, emails and the owner API show it (spec: sku, productName, quantity, unitPrice). */
export interface OrderItemView {
  id: string;
  itemId: string;
  sku: string;
  productName: string;
  productType: number;
  quantity: number;
  unitPrice: MoneyJson;
  lineTotal: MoneyJson;
  attributes: Record<string, string>;
  /** The buyer's answers to the product's additional-fields form (a personalisation), if it has one. */
  additionalFields: Record<string, unknown> | null;
  restocked: number;
  variantId: string;
  /** Units shipped. */
  fulfilled: number;
  /** Units refunded line by line. */
  refundedQuantity: number;
}

/** A coupon the order used, as checkout recorded it. */
export interface OrderCoupon {
  code: string;
  discountCents?: number;
}

/** A tax rule applied to the order (checkout's TaxLine, the parts an owner reads). */
export interface OrderTaxLine {
  name: string;
  rate: string;
  included: boolean;
  taxCents: number;
}

function recordOf(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/** Stored JSON read defensively: anything that is not a coupon with a code is left out. */
function couponsOf(stored: readonly unknown[]): OrderCoupon[] {
  return stored.flatMap((entry) => {
    const c = recordOf(entry);
    if (!c || typeof c['code'] !== 'string') return [];
    const discount = c['discountCents'];
    return [{ code: c['code'], ...(typeof discount === 'number' && { discountCents: discount }) }];
  });
}

function taxLinesOf(stored: readonly unknown[]): OrderTaxLine[] {
  return stored.flatMap((entry) => {
    const t = recordOf(entry);
    if (!t || typeof t['name'] !== 'string') return [];
    return [
      {
        name: t['name'],
        rate: String(t['rate'] ?? ''),
        included: t['included'] === true,
        taxCents: typeof t['taxCents'] === 'number' ? t['taxCents'] : 0,
      },
    ];
  });
}

/**
 * The spec's Order (analytics: id, purchasedCartId, testMode, websiteId, grandTotal, shippingTotal,
 * taxTotal, items) plus what the shopper and owner see. Money values are `{ value, currency }` with
 * `value` in minor units, as everywhere in Tessera.
 */
export interface OrderView {
  id: string;
  orderNumber: number;
  kind: string;
  websiteId: string;
  purchasedCartId: string | null;
  subscriptionId: string | null;
  testMode: boolean;
  status: string;
  email: string;
  createdAt: number;
  fulfilledAt: number | null;
  /** 'unfulfilled', 'partial' or 'fulfilled'. */
  fulfillmentState: string;
  cancelledAt: number | null;
  currency: string;
  items: OrderItemView[];
  subtotal: MoneyJson;
  discountTotal: MoneyJson;
  shippingTotal: MoneyJson;
  taxTotal: MoneyJson;
  giftCardTotal: MoneyJson;
  grandTotal: MoneyJson;
  amountCharged: MoneyJson;
  refundedTotal: MoneyJson;
  shippingAddress: PostalAddress | null;
  shippingOption: Record<string, unknown> | null;
  coupons: OrderCoupon[];
  taxLines: OrderTaxLine[];
  payment: { state: string; brand: string | null; last4: string | null };
}

function moneyOf(amount: number, currency: string): MoneyJson {
  if (!isCurrencyCode(currency)) throw new Error(`Unknown currency ${currency}`);
  return moneyToJson(money(amount, currency));
}

export function orderItemView(item: OrderItem, currency: string): OrderItemView {
  return {
    id: item.id,
    itemId: item.item_id,
    sku: item.sku,
    productName: item.product_name,
    productType: item.product_type,
    quantity: item.quantity,
    unitPrice: moneyOf(item.unit_price, currency),
    lineTotal: moneyOf(item.line_total, currency),
    attributes: item.attributes,
    additionalFields: item.additional_fields,
    restocked: item.restocked,
    variantId: item.variant_id,
    fulfilled: item.fulfilled,
    refundedQuantity: item.refunded_quantity,
  };
}

export function orderView(order: Order, items: readonly OrderItem[]): OrderView {
  const m = (amount: number) => moneyOf(amount, order.currency);
  return {
    id: order.id,
    orderNumber: order.order_number,
    kind: order.kind,
    websiteId: order.website_id,
    purchasedCartId: order.purchased_cart_id,
    subscriptionId: order.subscription_id,
    testMode: order.test_mode,
    status: order.status,
    email: order.email,
    createdAt: order.created_at,
    fulfilledAt: order.fulfilled_at,
    fulfillmentState: order.fulfillment_state,
    cancelledAt: order.cancelled_at,
    currency: order.currency,
    items: items.map((item) => orderItemView(item, order.currency)),
    subtotal: m(order.subtotal),
    discountTotal: m(order.discount_total),
    shippingTotal: m(order.shipping_total),
    taxTotal: m(order.tax_total),
    giftCardTotal: m(order.gift_card_total),
    grandTotal: m(order.grand_total),
    amountCharged: m(order.amount_charged),
    refundedTotal: m(order.refunded_total),
    shippingAddress: order.shipping_address,
    shippingOption: order.shipping_option,
    coupons: couponsOf(order.coupons),
    taxLines: taxLinesOf(order.tax_lines),
    payment: { state: order.payment_state, brand: order.card_brand, last4: order.card_last4 },
  };
}

export function orderViewOf(order: OrderWithItems): OrderView {
  return orderView(order, order.items);
}
