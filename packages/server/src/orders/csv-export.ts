import { formatDecimalAmount, isCurrencyCode, money } from '@tessera/core';
import { listOrderItems, listOrdersAfter, type Executor, type Order, type OrderFilter } from '@tessera/db';
import { stringify } from 'csv-stringify/sync';
import { csvCell } from '../owner-kit/index.js';

export const CSV_COLUMNS = [
  'Order number',
  'Created (UTC)',
  'Status',
  'Email',
  'Items',
  'Currency',
  'Subtotal',
  'Discount',
  'Shipping',
  'Tax',
  'Gift cards',
  'Total',
  'Charged',
  'Refunded',
  'Payment',
  'Test mode',
] as const;

function amount(cents: number, currency: string): string {
  return isCurrencyCode(currency) ? formatDecimalAmount(money(cents, currency)) : String(cents);
}

function row(order: Order, items: string): string[] {
  const m = (cents: number) => amount(cents, order.currency);
  return [
    String(order.order_number),
    new Date(order.created_at).toISOString(),
    order.status,
    order.email,
    items,
    order.currency,
    m(order.subtotal),
    m(order.discount_total),
    m(order.shipping_total),
    m(order.tax_total),
    m(order.gift_card_total),
    m(order.grand_total),
    m(order.amount_charged),
    m(order.refunded_total),
    order.card_last4 ? `${order.card_brand ?? ''} ${order.card_last4}` : order.payment_state,
    order.test_mode ? 'yes' : 'no',
  ].map(csvCell);
}

const BATCH = 200;

/**
 * The orders of a filter as CSV, oldest first, produced in batches so an export of many orders
 * never holds them all in memory.
 */
export async function* ordersCsv(
  db: Executor,
  websiteId: string,
  filter: OrderFilter,
): AsyncGenerator<string> {
  yield stringify([[...CSV_COLUMNS]]);
  let after: { createdAt: number; id: string } | undefined;
  for (;;) {
    const orders = await listOrdersAfter(db, websiteId, filter, after, BATCH);
    if (orders.length === 0) return;
    const items = await listOrderItems(
      db,
      websiteId,
      orders.map((o) => o.id),
    );
    const rows = orders.map((order) => {
      const lines = items
        .filter((i) => i.order_id === order.id)
        .map((i) => `${i.sku} x ${i.quantity} (${i.product_name})`);
      return row(order, lines.join('; '));
    });
    yield stringify(rows);
    const last = orders[orders.length - 1];
    if (!last || orders.length < BATCH) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
