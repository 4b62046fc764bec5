import { analyticsValue, hasStock, isProductType } from '@tessera/core';
import {
  advanceSubscriptionCycle,
  clockOf,
  type Executor,
  findPaymentMethod,
  findSubscription,
  insertOrder,
  insertPurchaseEvent,
  newId,
  nextOrderNumber,
  type OrderWithItems,
  setOrderPayment,
  type Subscription,
  takeStockForOrder,
} from '@tessera/db';
import { failure } from '../failure.js';
import { Refusal } from '../refusal.js';
import { paymentProviderNamed, paymentProviderOf, type PaymentProvider } from '../payments/index.js';
import { enqueue } from '../jobs/index.js';
import { mintAccessToken, orderStatusPath } from '../orders/index.js';
import { queueOrderMail } from '../orders/index.js';
import { addBillingPeriod } from './billing-dates.js';
import { scheduleRenewal, type RenewalStore } from './schedule-renewal.js';
import { subscriptionPlanText } from './subscription-view.js';

function renewalOrder(sub: Subscription, provider: PaymentProvider, orderId: string, orderNumber: number) {
  const amounts = sub.renewal_amounts;
  const ships = sub.product_type === 1;
  return {
    id: orderId,
    orderNumber,
    kind: 'renewal' as const,
    purchasedCartId: null,
    subscriptionId: sub.id,
    status: ships ? ('pending' as const) : ('fulfilled' as const),
    testMode: provider.testMode,
    email: sub.email,
    shippingAddress: sub.shipping_address,
    location: sub.location,
    shippingOption: null,
    currency: sub.currency,
    subtotal: amounts.subtotal,
    discountTotal: 0,
    shippingTotal: amounts.shipping,
    taxTotal: amounts.tax,
    giftCardTotal: 0,
    grandTotal: amounts.grandTotal,
    amountCharged: amounts.grandTotal,
    coupons: [],
    taxLines: [],
    items: [
      {
        itemId: sub.item_id,
        variantId: sub.variant_id,
        sku: sub.sku,
        productName: sub.product_name,
        productType: sub.product_type,
        quantity: sub.quantity,
        unitPrice: sub.unit_price,
        attributes: {},
        additionalFields: null,
      },
    ],
  };
}

/** The provider holding the subscription's saved card, else (nothing to charge) the store's. */
async function renewalProvider(trx: Executor, sub: Subscription): Promise<PaymentProvider> {
  const method = sub.payment_method_id
    ? await findPaymentMethod(trx, sub.website_id, sub.payment_method_id)
    : undefined;
  if (!method) return paymentProviderOf(trx, sub.website_id);
  const provider = await paymentProviderNamed(trx, sub.website_id, method.provider);
  if (!provider) throw new Refusal(failure('checkout-payment-missing'));
  return provider;
}

async function chargeRenewal(
  trx: Executor,
  sub: Subscription,
  provider: PaymentProvider,
  order: OrderWithItems,
  attempt: number,
): Promise<void> {
  if (order.amount_charged === 0) return;
  if (!sub.payment_method_id) throw new Refusal(failure('checkout-payment-missing'));
  const auth = await provider.authorize(
    { db: trx, websiteId: sub.website_id },
    {
      orderId: order.id,
      amount: order.amount_charged,
      currency: order.currency,
      source: { kind: 'saved', paymentMethodId: sub.payment_method_id },
      savePaymentMethod: false,
      // One charge per cycle and attempt: a job run again gets the same payment back, while a
      // retry after a refusal (attempt 1…) asks the provider afresh.
      idempotencyKey: `renewal-${sub.id}-${sub.cycles_billed + 1}${attempt > 0 ? `-retry-${attempt}` : ''}`,
    },
  );
  if (!auth.ok) throw new Refusal(failure('payment-declined', auth.error.message));
  await setOrderPayment(trx, sub.website_id, order.id, {
    state: 'authorized',
    provider: provider.id,
    reference: auth.value.id,
    brand: auth.value.brand,
    last4: auth.value.last4,
  });
  await enqueue(
    trx,
    sub.website_id,
    'capture-payment',
    { orderId: order.id },
    { idempotencyKey: `capture-${order.id}` },
  );
}

/**
 * The renewal date one billing period after `dueAt`. For a retry (`notBefore`: now), the first
 * such date still ahead: a weekly plan retried 15 days late is not billed again at once for the
 * weeks the retries took — those renewals are skipped, the dates keep their rhythm.
 */
function nextRenewalAfter(sub: Subscription, dueAt: number, notBefore: number | undefined): number {
  let next = addBillingPeriod(dueAt, sub.billing_value, sub.billing_unit);
  while (notBefore !== undefined && next <= notBefore)
    next = addBillingPeriod(next, sub.billing_value, sub.billing_unit);
  return next;
}

/**
 * Bills the next cycle of an active subscription in the caller's transaction: counts the cycle
 * (only once), takes stock, creates the renewal order, charges the saved card, emails the
 * shopper and queues the following renewal. Refusals (no stock, declined) roll it all back.
 * `attempt` counts the automatic retries of a refused renewal (0: the renewal itself).
 */
export async function renewSubscription(
  trx: Executor,
  sub: Subscription,
  store: RenewalStore,
  attempt = 0,
): Promise<OrderWithItems | undefined> {
  const websiteId = sub.website_id;
  const now = clockOf(trx).now();
  const nextAt = nextRenewalAfter(sub, sub.next_billing_at ?? now, attempt > 0 ? now : undefined);
  if (!(await advanceSubscriptionCycle(trx, websiteId, sub, nextAt))) return undefined;
  const orderId = newId();
  if (isProductType(sub.product_type) && hasStock(sub.product_type)) {
    const taken = await takeStockForOrder(trx, websiteId, sub.variant_id, sub.quantity, orderId, 'renewal');
    if (taken !== 'taken' && taken !== 'unlimited') throw new Refusal(failure('cart-not-enough-stock'));
  }
  const provider = await renewalProvider(trx, sub);
  const order = await insertOrder(
    trx,
    websiteId,
    renewalOrder(sub, provider, orderId, await nextOrderNumber(trx, websiteId)),
  );
  await chargeRenewal(trx, sub, provider, order, attempt);
  const token = await mintAccessToken(trx, websiteId, order.id);
  await queueOrderMail(trx, {
    kind: 'subscription-renewal',
    order,
    website: { id: websiteId, title: store.title, locale: store.locale },
    baseUrl: store.baseUrl,
    statusPath: orderStatusPath(token),
    giftCards: [],
    downloads: [],
    subscriptionPlanText: subscriptionPlanText(sub, store.locale),
  });
  const value = {
    orderId,
    value: analyticsValue(order.grand_total),
    valueCents: order.grand_total,
    currency: order.currency,
  };
  await insertPurchaseEvent(trx, websiteId, value);
  const updated = await findSubscription(trx, websiteId, sub.id);
  if (updated) await scheduleRenewal(trx, updated, store);
  return order;
}
