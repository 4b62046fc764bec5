import type { BillingUnit } from '@tessera/core';
import {
  clockOf,
  type Executor,
  findCartProduct,
  insertSubscription,
  type OrderWithItems,
  type RenewalAmounts,
  type Subscription,
} from '@tessera/db';
import { z } from 'zod';
import { addBillingPeriod } from './billing-dates.js';

const plan = z.object({
  billingPeriod: z.object({ value: z.number().int().positive(), unit: z.enum(['WEEK', 'MONTH', 'YEAR']) }),
  numBillingCycles: z.number().int().nonnegative().default(0),
});

export interface SubscriptionStart {
  id: string;
  order: OrderWithItems;
  paymentMethodId: string | null;
  /** What every renewal charges: the cart priced again without its coupons. */
  renewalAmounts: RenewalAmounts;
  now?: number;
}

/**
 * The subscription a subscription checkout starts: the product's plan (billing period, cycles;
 * 0 = indefinite), the first order as its first cycle, and what every renewal will charge
 * (coupons apply to the first order only).
 */
export async function startSubscription(
  db: Executor,
  websiteId: string,
  start: SubscriptionStart,
): Promise<Subscription | undefined> {
  const { order } = start;
  const item = order.items[0];
  const product = item && (await findCartProduct(db, websiteId, item.item_id));
  const parsed = plan.safeParse(product?.subscription_plan);
  if (!item || !parsed.success) return undefined;
  const now = start.now ?? clockOf(db).now();
  const unit: BillingUnit = parsed.data.billingPeriod.unit;
  return insertSubscription(db, websiteId, {
    id: start.id,
    itemId: item.item_id,
    variantId: item.variant_id,
    sku: item.sku,
    productName: item.product_name,
    productType: item.product_type,
    quantity: item.quantity,
    unitPrice: item.unit_price,
    currency: order.currency,
    billingValue: parsed.data.billingPeriod.value,
    billingUnit: unit,
    numBillingCycles: parsed.data.numBillingCycles,
    nextBillingAt: addBillingPeriod(now, parsed.data.billingPeriod.value, unit),
    email: order.email,
    shippingAddress: order.shipping_address,
    location: order.location,
    renewalAmounts: start.renewalAmounts,
    paymentMethodId: start.paymentMethodId,
    firstOrderId: order.id,
  });
}
