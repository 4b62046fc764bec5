import { sql, type Insertable } from 'kysely';
import { dialectOf } from '../dialect.js';
import { newId } from '../ids.js';
import { rowDecoder, toFlag, toJson, type Decoded } from '../schema/columns.js';
import type {
  OrderItemRow,
  OrderKind,
  OrderRow,
  OrdersTable,
  OrderStatus,
  PaymentState,
  PostalAddress,
} from '../schema/orders.js';
import { recordCustomerOrder } from './customers.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type Order = Decoded<OrderRow>;
export type OrderItem = Decoded<OrderItemRow>;
export type OrderWithItems = Order & { items: OrderItem[] };

const decodeOrder = rowDecoder<OrderRow>(
  ['shipping_address', 'location', 'shipping_option', 'coupons', 'tax_lines'],
  ['test_mode'],
);
const decodeItem = rowDecoder<OrderItemRow>(['attributes', 'additional_fields'], []);

/** The next order number of a website (1, 2, 3…), atomically. */
export async function nextOrderNumber(db: Executor, websiteId: string): Promise<number> {
  const row = await db
    .insertInto('order_counters')
    .values({ website_id: websiteId, last_number: 1 })
    .onConflict((oc) =>
      oc.column('website_id').doUpdateSet({ last_number: sql<number>`order_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export interface NewOrderItem {
  itemId: string;
  variantId: string;
  sku: string;
  productName: string;
  productType: number;
  quantity: number;
  unitPrice: number;
  attributes: Record<string, string>;
  additionalFields: Record<string, unknown> | null;
}

export interface NewOrder {
  id?: string;
  orderNumber: number;
  kind: OrderKind;
  purchasedCartId: string | null;
  subscriptionId: string | null;
  status: OrderStatus;
  testMode: boolean;
  email: string;
  shippingAddress: PostalAddress | null;
  location: Record<string, string> | null;
  shippingOption: Record<string, unknown> | null;
  currency: string;
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  taxTotal: number;
  giftCardTotal: number;
  grandTotal: number;
  amountCharged: number;
  coupons: unknown[];
  taxLines: unknown[];
  items: readonly NewOrderItem[];
  /** The payment as authorised before the insert (default: none yet). */
  payment?: PaymentRecord | undefined;
  /** The signed-in shopper's account it was placed from, if any. */
  siteUserId?: string | null | undefined;
}

function orderValues(websiteId: string, id: string, order: NewOrder, now: number): Insertable<OrdersTable> {
  return {
    id,
    website_id: websiteId,
    order_number: order.orderNumber,
    kind: order.kind,
    purchased_cart_id: order.purchasedCartId,
    subscription_id: order.subscriptionId,
    status: order.status,
    test_mode: toFlag(order.testMode),
    email: order.email,
    shipping_address: order.shippingAddress && toJson(order.shippingAddress),
    location: order.location && toJson(order.location),
    shipping_option: order.shippingOption && toJson(order.shippingOption),
    currency: order.currency,
    subtotal: order.subtotal,
    discount_total: order.discountTotal,
    shipping_total: order.shippingTotal,
    tax_total: order.taxTotal,
    gift_card_total: order.giftCardTotal,
    grand_total: order.grandTotal,
    amount_charged: order.amountCharged,
    coupons: toJson(order.coupons),
    tax_lines: toJson(order.taxLines),
    ...(order.payment && {
      payment_state: order.payment.state,
      payment_provider: order.payment.provider,
      payment_reference: order.payment.reference,
      card_brand: order.payment.brand,
      card_last4: order.payment.last4,
    }),
    created_at: now,
    updated_at: now,
    fulfilled_at: order.status === 'fulfilled' ? now : null,
    fulfillment_state: order.status === 'fulfilled' ? 'fulfilled' : 'unfulfilled',
    email_key: order.email.toLowerCase(),
    name_key: (order.shippingAddress?.name ?? '').toLowerCase(),
    site_user_id: order.siteUserId ?? null,
  };
}

/** Inserts an order with its items; returns it as stored. */
export async function insertOrder(db: Executor, websiteId: string, order: NewOrder): Promise<OrderWithItems> {
  const now = clockOf(db).now();
  const id = order.id ?? newId();
  const row = await db
    .insertInto('orders')
    .values(orderValues(websiteId, id, order, now))
    .returningAll()
    .executeTakeFirstOrThrow();
  const items = order.items.length
    ? await db
        .insertInto('order_items')
        .values(
          order.items.map((item, position) => ({
            id: newId(),
            website_id: websiteId,
            order_id: id,
            item_id: item.itemId,
            variant_id: item.variantId,
            sku: item.sku,
            product_name: item.productName,
            product_type: item.productType,
            quantity: item.quantity,
            unit_price: item.unitPrice,
            line_total: item.unitPrice * item.quantity,
            attributes: toJson(item.attributes),
            additional_fields: item.additionalFields && toJson(item.additionalFields),
            position,
            fulfilled: order.status === 'fulfilled' ? item.quantity : 0,
          })),
        )
        .returningAll()
        .execute()
    : [];
  await recordCustomerOrder(db, websiteId, {
    email: order.email,
    name: order.shippingAddress?.name ?? '',
    total: order.grandTotal,
    currency: order.currency,
    at: now,
  });
  return { ...decodeOrder(row), items: items.sort((a, b) => a.position - b.position).map(decodeItem) };
}

export interface PaymentRecord {
  state: PaymentState;
  provider: string | null;
  reference: string | null;
  brand: string | null;
  last4: string | null;
}

export async function setOrderPayment(
  db: Executor,
  websiteId: string,
  orderId: string,
  payment: PaymentRecord,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      payment_state: payment.state,
      payment_provider: payment.provider,
      payment_reference: payment.reference,
      card_brand: payment.brand,
      card_last4: payment.last4,
      updated_at: clockOf(db).now(),
    })
    .where('website_id', '=', websiteId)
    .where('id', '=', orderId)
    .execute();
}

/** Moves the payment state forward only from `from` (a capture job run twice changes nothing). */
export async function advanceOrderPayment(
  db: Executor,
  websiteId: string,
  orderId: string,
  from: PaymentState,
  to: PaymentState,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ payment_state: to, updated_at: clockOf(db).now() })
    .where('website_id', '=', websiteId)
    .where('id', '=', orderId)
    .where('payment_state', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function listOrderItems(
  db: Executor,
  websiteId: string,
  orderIds: readonly string[],
): Promise<OrderItem[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('order_items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  return rows.map(decodeItem);
}

export async function findOrder(
  db: Executor,
  websiteId: string,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<OrderWithItems | undefined> {
  const query = db
    .selectFrom('orders')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', orderId);
  const row = await (options.lock ? dialectOf(db).forUpdate(query) : query).executeTakeFirst();
  if (!row) return undefined;
  return { ...decodeOrder(row), items: await listOrderItems(db, websiteId, [orderId]) };
}

/** The order a purchased cart turned into. */
export async function findOrderByCart(
  db: Executor,
  websiteId: string,
  cartId: string,
): Promise<Order | undefined> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('purchased_cart_id', '=', cartId)
    .executeTakeFirst();
  return row && decodeOrder(row);
}

export async function insertOrderAccessToken(
  db: Executor,
  websiteId: string,
  orderId: string,
  tokenHash: string,
): Promise<void> {
  await insertOrderAccessTokens(db, websiteId, orderId, [tokenHash]);
}

/** Several access tokens of one order in one statement. */
export async function insertOrderAccessTokens(
  db: Executor,
  websiteId: string,
  orderId: string,
  tokenHashes: readonly string[],
): Promise<void> {
  if (tokenHashes.length === 0) return;
  const now = clockOf(db).now();
  await db
    .insertInto('order_access_tokens')
    .values(
      tokenHashes.map((hash) => ({
        token_hash: hash,
        website_id: websiteId,
        order_id: orderId,
        created_at: now,
      })),
    )
    .execute();
}

/** The order an access token (by its hash) opens, on this website only. */
export async function findOrderIdByToken(
  db: Executor,
  websiteId: string,
  tokenHash: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('order_access_tokens')
    .select('order_id')
    .where('website_id', '=', websiteId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.order_id;
}
