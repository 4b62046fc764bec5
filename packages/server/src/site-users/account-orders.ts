import { isCurrencyCode, money, moneyToJson, ok, type MoneyJson } from '@tessera/core';
import {
  findAccountOrder,
  listAccountOrders,
  listOrderItems,
  listOrderShipments,
  type AccountOrderRow,
  type AccountOrderScope,
} from '@tessera/db';
import { addCartEntry, type CartContext, type CartOwner } from '../cart/index.js';
import { fail, failureMessage, type Outcome } from '../failure.js';
import type { SiteUserActor } from './sessions.js';

/**
 * Which orders are the user's: those placed signed in, and those placed signed out with the
 * address once it is verified (before that, a typed address proves nothing).
 */
export function orderScopeOf(user: SiteUserActor): AccountOrderScope {
  return {
    siteUserId: user.id,
    verified: user.verifiedAt === null ? null : { email: user.email, since: user.verifiedAt },
  };
}

export interface ShipmentView {
  carrier: string | null;
  trackingNumber: string | null;
  /** Only http(s) links are shown. */
  trackingUrl: string | null;
  shippedAt: number;
}

export interface AccountOrderView {
  id: string;
  orderNumber: number;
  createdAt: number;
  status: string;
  /** What the status means to the shopper: 'Being prepared', 'Shipped', … */
  statusText: string;
  total: MoneyJson;
  items: { productName: string; quantity: number; options: string }[];
  shipments: ShipmentView[];
  /** Renewals of a subscription are not re-ordered; every other order can be. */
  canReorder: boolean;
}

function statusTextOf(order: AccountOrderRow): string {
  if (order.cancelled_at !== null) return 'Cancelled';
  if (order.status === 'refunded') return 'Refunded';
  if (order.status === 'fulfilled') return 'Fulfilled';
  if (order.fulfillment_state === 'partial') return 'Partly shipped';
  return 'Being prepared';
}

const moneyOf = (cents: number, currency: string): MoneyJson =>
  isCurrencyCode(currency) ? moneyToJson(money(cents, currency)) : { value: String(cents), currency };

const httpLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** The account's orders with their lines and parcels (tracking), newest first. */
export async function accountOrders(ctx: CartContext, user: SiteUserActor): Promise<AccountOrderView[]> {
  const orders = await listAccountOrders(ctx.db, ctx.websiteId, orderScopeOf(user));
  const ids = orders.map((o) => o.id);
  const [items, shipments] = await Promise.all([
    listOrderItems(ctx.db, ctx.websiteId, ids),
    listOrderShipments(ctx.db, ctx.websiteId, ids),
  ]);
  return orders.map((order) => ({
    id: order.id,
    orderNumber: order.order_number,
    createdAt: order.created_at,
    status: order.status,
    statusText: statusTextOf(order),
    total: moneyOf(order.grand_total, order.currency),
    items: items
      .filter((i) => i.order_id === order.id)
      .map((i) => ({
        productName: i.product_name,
        quantity: i.quantity,
        options: Object.values(i.attributes).join(' / '),
      })),
    shipments: shipments
      .filter((s) => s.orderId === order.id)
      .map((s) => ({
        carrier: s.carrier,
        trackingNumber: s.trackingNumber,
        trackingUrl: httpLink(s.trackingUrl),
        shippedAt: s.shippedAt,
      })),
    canReorder: order.kind !== 'renewal',
  }));
}

/** What a re-order did: the lines now in the cart, and each line that could not be added, with why. */
export interface ReorderResult {
  added: { productName: string; quantity: number }[];
  notAdded: { productName: string; reason: string }[];
}

/**
 * Puts the order's lines in the user's cart again, each through the cart's own add (core's rules:
 * published, in stock counting what the cart holds, line limits, the product's form answers), at
 * today's price. Lines refused are reported with the rule's words; the others are added.
 */
export async function reorder(
  ctx: CartContext,
  user: SiteUserActor,
  owner: CartOwner,
  orderId: string,
): Promise<Outcome<ReorderResult>> {
  const order = await findAccountOrder(ctx.db, ctx.websiteId, orderScopeOf(user), orderId);
  if (!order || order.kind === 'renewal') return fail('not-found');
  const result: ReorderResult = { added: [], notAdded: [] };
  for (const item of await listOrderItems(ctx.db, ctx.websiteId, [order.id])) {
    const added = await addCartEntry(ctx, owner, {
      itemId: item.item_id,
      sku: item.sku,
      quantity: item.quantity,
      additionalFields: item.additional_fields,
    });
    if (added.ok) result.added.push({ productName: item.product_name, quantity: item.quantity });
    else result.notAdded.push({ productName: item.product_name, reason: failureMessage(added.error) });
  }
  return ok(result);
}
