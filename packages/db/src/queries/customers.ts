import { sql } from 'kysely';
import { newId } from '../ids.js';
import type { OrderRow } from '../schema/orders.js';
import type { CustomerRow } from '../schema/selling.js';
import type { Executor } from './executor.js';
import { likePrefix, startsWith } from './prefix-range.js';

export type Customer = CustomerRow;

/** Counts a new order towards its customer (created on their first order). */
export async function recordCustomerOrder(
  db: Executor,
  websiteId: string,
  order: { email: string; name: string; total: number; currency: string; at: number },
): Promise<void> {
  await db
    .insertInto('customers')
    .values({
      id: newId(),
      website_id: websiteId,
      email_key: order.email.toLowerCase(),
      email: order.email,
      name: order.name,
      order_count: 1,
      total_spent: order.total,
      currency: order.currency,
      first_order_at: order.at,
      last_order_at: order.at,
    })
    .onConflict((oc) =>
      oc.columns(['website_id', 'email_key']).doUpdateSet({
        order_count: sql<number>`customers.order_count + 1`,
        total_spent: sql<number>`customers.total_spent + excluded.total_spent`,
        last_order_at: sql<number>`excluded.last_order_at`,
        name: sql<string>`case when excluded.name <> '' then excluded.name else customers.name end`,
      }),
    )
    .execute();
}

/** Takes a refund off what the customer spent (never below zero). */
export async function recordCustomerRefund(
  db: Executor,
  websiteId: string,
  email: string,
  amount: number,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({
      total_spent: sql<number>`case when total_spent > ${amount} then total_spent - ${amount} else 0 end`,
    })
    .where('website_id', '=', websiteId)
    .where('email_key', '=', email.toLowerCase())
    .execute();
}

export type CustomerSort = 'last-order' | 'total-spent' | 'order-count' | 'email';

export interface CustomerFilter {
  /** The start of an address or a name (case-insensitive). */
  search?: string | undefined;
  sort?: CustomerSort | undefined;
}

const SORT_COLUMN = {
  'last-order': 'last_order_at',
  'total-spent': 'total_spent',
  'order-count': 'order_count',
  email: 'email_key',
} as const;

/** One page of customers (offset paging: a store has far fewer customers than orders). */
export async function listCustomers(
  db: Executor,
  websiteId: string,
  filter: CustomerFilter,
  page: { offset: number; limit: number },
): Promise<{ customers: Customer[]; total: number }> {
  let query = db.selectFrom('customers').where('website_id', '=', websiteId);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        startsWith('email_key', search),
        eb(sql`lower(name)`, 'like', sql`${likePrefix(search)} escape '\\'`),
      ]),
    );
  }
  const column = SORT_COLUMN[filter.sort ?? 'last-order'];
  const direction = column === 'email_key' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(column, direction)
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { customers: rows, total: Number(count.n) };
}

/** Every customer, in address order, in batches after an address (for the CSV export). */
export async function listCustomersAfter(
  db: Executor,
  websiteId: string,
  afterEmailKey: string | undefined,
  limit: number,
): Promise<Customer[]> {
  let query = db.selectFrom('customers').selectAll().where('website_id', '=', websiteId);
  if (afterEmailKey !== undefined) query = query.where('email_key', '>', afterEmailKey);
  return query.orderBy('email_key').limit(limit).execute();
}

export async function findCustomer(
  db: Executor,
  websiteId: string,
  customerId: string,
): Promise<Customer | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', customerId)
    .executeTakeFirst();
}

/** A customer's orders, newest first (the same address in any case). */
export async function listCustomerOrders(
  db: Executor,
  websiteId: string,
  emailKey: string,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('email_key', '=', emailKey)
    .orderBy('order_number', 'desc')
    .limit(limit)
    .execute();
}

/** The customer of this address (any case), if they ordered. */
export async function findCustomerByEmail(
  db: Executor,
  websiteId: string,
  email: string,
): Promise<Customer | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('email_key', '=', email.toLowerCase())
    .executeTakeFirst();
}
