import { formatDecimalAmount, isCurrencyCode, money, moneyToJson, ok } from '@tessera/core';
import {
  findCustomer,
  listCustomerOrders,
  listCustomers,
  listCustomersAfter,
  type Customer,
  type CustomerSort,
  type Executor,
} from '@tessera/db';
import { stringify } from 'csv-stringify/sync';
import { fail, type Outcome } from '../owner-kit/index.js';
import type { ServiceContext } from '../context.js';
import type { customerDetail } from './schemas.js';
import type { z } from 'zod';

type CustomerDetail = z.infer<typeof customerDetail>;
import { csvCell } from '../owner-kit/index.js';

function moneyOf(cents: number, currency: string) {
  return isCurrencyCode(currency) ? moneyToJson(money(cents, currency)) : { value: String(cents), currency };
}

function customerView(c: Customer) {
  return {
    id: c.id,
    email: c.email,
    name: c.name,
    orderCount: Number(c.order_count),
    totalSpent: moneyOf(Number(c.total_spent), c.currency),
    firstOrderAt: Number(c.first_order_at),
    lastOrderAt: Number(c.last_order_at),
  };
}

export async function customerPage(
  ctx: ServiceContext,
  query: { search?: string | undefined; sort: CustomerSort; page: number; pageSize: number },
) {
  const { customers, total } = await listCustomers(
    ctx.db,
    ctx.websiteId,
    { search: query.search, sort: query.sort },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return { customers: customers.map(customerView), total, page: query.page, pageSize: query.pageSize };
}

/** A customer with their order history. */
export async function customerWithOrders(
  ctx: ServiceContext,
  customerId: string,
): Promise<Outcome<CustomerDetail>> {
  const found = await findCustomer(ctx.db, ctx.websiteId, customerId);
  if (!found) return fail('not-found');
  const orders = await listCustomerOrders(ctx.db, ctx.websiteId, found.email_key, 100);
  return ok({
    customer: customerView(found),
    orders: orders.map((o) => ({
      id: o.id,
      orderNumber: o.order_number,
      createdAt: Number(o.created_at),
      status: o.cancelled_at !== null ? 'cancelled' : o.status,
      fulfillmentState: o.fulfillment_state,
      grandTotal: moneyOf(Number(o.grand_total), o.currency),
    })),
  });
}

export const CUSTOMER_CSV_COLUMNS = [
  'Email',
  'Name',
  'Orders',
  'Total spent',
  'Currency',
  'First order (UTC)',
  'Last order (UTC)',
];

/** Every customer as CSV, by address, in batches; cells a spreadsheet could run are neutralised. */
export async function* customersCsv(db: Executor, websiteId: string): AsyncGenerator<string> {
  yield stringify([CUSTOMER_CSV_COLUMNS]);
  let after: string | undefined;
  for (;;) {
    const batch = await listCustomersAfter(db, websiteId, after, 500);
    if (batch.length === 0) return;
    yield stringify(
      batch.map((c) => {
        const view = customerView(c);
        return [
          c.email,
          c.name,
          String(view.orderCount),
          moneyDecimal(Number(c.total_spent), c.currency),
          c.currency,
          new Date(view.firstOrderAt).toISOString(),
          new Date(view.lastOrderAt).toISOString(),
        ].map(csvCell);
      }),
    );
    after = batch.at(-1)?.email_key;
    if (batch.length < 500) return;
  }
}

function moneyDecimal(cents: number, currency: string): string {
  return isCurrencyCode(currency) ? formatDecimalAmount(money(cents, currency)) : String(cents);
}
