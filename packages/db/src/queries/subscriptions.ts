import { sql } from 'kysely';
import { newId } from '../ids.js';
import { rowDecoder, toJson, type Decoded } from '../schema/columns.js';
import type { PostalAddress } from '../schema/orders.js';
import type { RenewalAmounts, SubscriptionRow, SubscriptionState } from '../schema/purchases.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type Subscription = Decoded<SubscriptionRow>;

const decodeSubscription = rowDecoder<SubscriptionRow>(
  ['shipping_address', 'location', 'renewal_amounts'],
  [],
);

export interface NewSubscription {
  itemId: string;
  variantId: string;
  sku: string;
  productName: string;
  productType: number;
  quantity: number;
  unitPrice: number;
  currency: string;
  billingValue: number;
  billingUnit: 'WEEK' | 'MONTH' | 'YEAR';
  numBillingCycles: number;
  nextBillingAt: number | null;
  email: string;
  shippingAddress: PostalAddress | null;
  location: Record<string, string> | null;
  renewalAmounts: RenewalAmounts;
  paymentMethodId: string | null;
  firstOrderId: string;
}

/** Creates an active subscription whose first cycle is the first order. */
export async function insertSubscription(
  db: Executor,
  websiteId: string,
  input: NewSubscription & { id?: string },
): Promise<Subscription> {
  const now = clockOf(db).now();
  const row = await db
    .insertInto('subscriptions')
    .values({
      id: input.id ?? newId(),
      website_id: websiteId,
      state: input.numBillingCycles === 1 ? 'completed' : 'active',
      item_id: input.itemId,
      variant_id: input.variantId,
      sku: input.sku,
      product_name: input.productName,
      product_type: input.productType,
      quantity: input.quantity,
      unit_price: input.unitPrice,
      currency: input.currency,
      billing_value: input.billingValue,
      billing_unit: input.billingUnit,
      num_billing_cycles: input.numBillingCycles,
      cycles_billed: 1,
      next_billing_at: input.numBillingCycles === 1 ? null : input.nextBillingAt,
      email: input.email,
      shipping_address: input.shippingAddress && toJson(input.shippingAddress),
      location: input.location && toJson(input.location),
      renewal_amounts: toJson(input.renewalAmounts),
      payment_method_id: input.paymentMethodId,
      first_order_id: input.firstOrderId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return decodeSubscription(row);
}

export async function findSubscription(
  db: Executor,
  websiteId: string,
  subscriptionId: string,
): Promise<Subscription | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  return row && decodeSubscription(row);
}

/**
 * Counts one more billed cycle, only from the cycle the caller saw and only while active, so a
 * renewal can never be billed twice. The last cycle completes the subscription.
 */
export async function advanceSubscriptionCycle(
  db: Executor,
  websiteId: string,
  subscription: Pick<Subscription, 'id' | 'cycles_billed' | 'num_billing_cycles'>,
  nextBillingAt: number,
): Promise<boolean> {
  const cycles = subscription.cycles_billed + 1;
  const last = subscription.num_billing_cycles !== 0 && cycles >= subscription.num_billing_cycles;
  const result = await db
    .updateTable('subscriptions')
    .set({
      cycles_billed: cycles,
      next_billing_at: last ? null : nextBillingAt,
      state: last ? 'completed' : 'active',
      updated_at: clockOf(db).now(),
    })
    .where('website_id', '=', websiteId)
    .where('id', '=', subscription.id)
    .where('state', '=', 'active')
    .where('cycles_billed', '=', subscription.cycles_billed)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Moves an active subscription to another state (cancelled by the shopper, past due). A past-due
 * one (its renewal failed) can still be cancelled, so nobody is left with a subscription that
 * can be neither paid nor ended.
 */
export async function endSubscription(
  db: Executor,
  websiteId: string,
  subscriptionId: string,
  state: Exclude<SubscriptionState, 'active'>,
): Promise<boolean> {
  const now = clockOf(db).now();
  const result = await db
    .updateTable('subscriptions')
    .set({
      state,
      next_billing_at: null,
      next_retry_at: null,
      updated_at: now,
      ...(state === 'cancelled' && { cancelled_at: now }),
    })
    .where('website_id', '=', websiteId)
    .where('id', '=', subscriptionId)
    .where('state', 'in', state === 'cancelled' ? ['active', 'past-due'] : ['active'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How many orders a subscription has produced (its first order and renewals). */
export async function countSubscriptionOrders(
  db: Executor,
  websiteId: string,
  subscriptionId: string,
): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('website_id', '=', websiteId)
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What each renewal of a subscription buys and charges: the variant, how many, and the price. */
export interface SubscriptionLine {
  variantId: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  renewalAmounts: RenewalAmounts;
}

/**
 * Changes what the next renewals buy (the subscriber's quantity or variant), only while the
 * subscription is active (paused or not) and only from the line the caller saw, so two changes
 * sent at once never mix; false when either no longer holds.
 */
export async function setSubscriptionLine(
  db: Executor,
  websiteId: string,
  seen: Pick<Subscription, 'id' | 'variant_id' | 'quantity' | 'updated_at'>,
  line: SubscriptionLine,
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({
      variant_id: line.variantId,
      sku: line.sku,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      renewal_amounts: toJson(line.renewalAmounts),
      updated_at: clockOf(db).now(),
    })
    .where('website_id', '=', websiteId)
    .where('id', '=', seen.id)
    .where('state', '=', 'active')
    .where('variant_id', '=', seen.variant_id)
    .where('quantity', '=', seen.quantity)
    .where('updated_at', '=', seen.updated_at)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
