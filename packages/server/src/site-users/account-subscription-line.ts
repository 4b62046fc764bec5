import { isCurrencyCode, ok } from '@tessera/core';
import {
  clockOf,
  findAccountSubscription,
  findOrder,
  findSubscription,
  inTransaction,
  setSubscriptionLine,
  type Subscription,
} from '@tessera/db';
import { chooseLine } from '../cart/index.js';
import type { ServiceContext } from '../context.js';
import { fail, type Outcome } from '../failure.js';
import { loadPurchasableProduct } from '../inventory/index.js';
import { priceRenewal } from '../pricing/index.js';
import { subscriptionPlanText, subscriptionView, type SubscriptionView } from '../subscriptions/index.js';
import { orderScopeOf } from './account-orders.js';
import type { SubscriptionSite } from './account-subscriptions.js';
import type { SiteUserActor } from './sessions.js';
import { tellOfSubscriberChange } from './tell-subscriber.js';

/** What the subscriber asks the next renewals to buy: a variant of the same product, and how many. */
export interface SubscriptionLineChange {
  sku: string;
  quantity: string | number;
}

/** 'Size: M, Colour: Teal', or the SKU when the variant has no options. */
export function variantLabel(variant: { sku: string; attributes: Readonly<Record<string, string>> }): string {
  const options = Object.entries(variant.attributes);
  return options.length === 0 ? variant.sku : options.map(([name, value]) => `${name}: ${value}`).join(', ');
}

function lineText(sub: Subscription, variant: string): string {
  return `${sub.quantity} × ${sub.product_name} (${variant})`;
}

/**
 * The subscriber changes the quantity or variant of their own active subscription: core's
 * add-to-cart rules decide (options, stock, quantity), the variant's price today and the
 * renewal's shipping and tax are worked out again by the cart's calculation, and it takes effect
 * at the next renewal (nothing is charged now). Noted on the owner's timeline and e-mailed, like
 * pause and skip; asking for what it already buys changes nothing and sends nothing.
 */
export async function changeSubscriptionLine(
  ctx: ServiceContext,
  user: SiteUserActor,
  subscriptionId: string,
  change: SubscriptionLineChange,
  site: SubscriptionSite,
): Promise<Outcome<SubscriptionView>> {
  const mine = await findAccountSubscription(ctx.db, ctx.websiteId, orderScopeOf(user), subscriptionId);
  if (!mine) return fail('not-found');
  if (mine.state !== 'active') return fail('subscription-not-active');
  const currency = mine.currency;
  const product = await loadPurchasableProduct(ctx.db, ctx.websiteId, mine.item_id);
  if (!product || !isCurrencyCode(currency)) return fail('cart-variant-unavailable');
  const line = chooseLine(product, { sku: change.sku, quantity: change.quantity }, currency);
  if (!line.ok) return line;
  const { variant, quantity, unitPrice } = line.value;
  if (variant.id === mine.variant_id && quantity === mine.quantity && unitPrice === mine.unit_price) {
    return ok(subscriptionView(mine, ctx.locale));
  }
  const was = product.variants.find((v) => v.id === mine.variant_id);
  const before = lineText(mine, was ? variantLabel(was) : mine.sku);
  return inTransaction(ctx.db, async (trx) => {
    const firstOrder = await findOrder(trx, ctx.websiteId, mine.first_order_id);
    const renewalAmounts = await priceRenewal(trx, ctx.websiteId, {
      lines: [
        {
          itemId: mine.item_id,
          variantId: variant.id,
          productType: mine.product_type,
          quantity,
          unitPriceCents: unitPrice,
        },
      ],
      location: mine.location,
      selectedShippingOption: firstOrder?.shipping_option ?? null,
      currency,
      locale: ctx.locale,
    });
    const chosen = { variantId: variant.id, sku: variant.sku, quantity, unitPrice, renewalAmounts };
    if (!(await setSubscriptionLine(trx, ctx.websiteId, mine, chosen)))
      return fail('subscription-not-active');
    const after = await findSubscription(trx, ctx.websiteId, mine.id);
    if (!after) return fail('not-found');
    const now = clockOf(trx).now();
    const plan = subscriptionPlanText(after, site.locale);
    const next = lineText(after, variantLabel(variant));
    const words = {
      note: `The customer changed the subscription from ${before} to ${next} from their account; from the next renewal it is ${plan}.`,
      subject: `Your subscription to ${after.product_name} is changed`,
      text: `Your subscription to ${after.product_name} at ${site.title} is now ${next}, ${plan}, from the next renewal on. Nothing is charged now.`,
    };
    await tellOfSubscriberChange(trx, ctx.websiteId, after, words, {
      baseUrl: site.baseUrl,
      at: now,
      idempotencyKey: `subscription-change-${after.id}-${now}`,
    });
    return ok(subscriptionView(after, ctx.locale));
  });
}
