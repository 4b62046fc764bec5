import { formatMoney, isCurrencyCode, money, subscriptionPriceText } from '@tessera/core';
import type { Subscription } from '@tessera/db';

/** A subscription as the status page shows it. */
export interface SubscriptionView {
  id: string;
  state: string;
  productName: string;
  /** What each renewal buys: the variant's SKU and how many. */
  sku: string;
  quantity: number;
  planText: string;
  cyclesBilled: number;
  numBillingCycles: number;
  nextBillingAt: number | null;
  cancellable: boolean;
}

/** '$30.00 every month' (core's subscription wording) for what each cycle charges. */
export function subscriptionPlanText(subscription: Subscription, locale: string): string {
  const currency = subscription.currency;
  const amount = subscription.renewal_amounts.grandTotal;
  const price = isCurrencyCode(currency) ? formatMoney(money(amount, currency), { locale }) : String(amount);
  return subscriptionPriceText(price, {
    billingPeriod: { value: subscription.billing_value, unit: subscription.billing_unit },
    numBillingCycles: subscription.num_billing_cycles,
  });
}

export function subscriptionView(subscription: Subscription, locale: string): SubscriptionView {
  return {
    id: subscription.id,
    // Paused (by the owner or the subscriber) is an active subscription whose renewals wait.
    state: subscription.state === 'active' && subscription.paused_at !== null ? 'paused' : subscription.state,
    productName: subscription.product_name,
    sku: subscription.sku,
    quantity: subscription.quantity,
    planText: subscriptionPlanText(subscription, locale),
    cyclesBilled: subscription.cycles_billed,
    numBillingCycles: subscription.num_billing_cycles,
    nextBillingAt: subscription.paused_at !== null ? null : subscription.next_billing_at,
    cancellable: subscription.state === 'active',
  };
}
