import { formatMoney, isCurrencyCode, money, variantPrice } from '@tessera/core';
import { listAccountSubscriptions, type Subscription } from '@tessera/db';
import type { CartContext } from '../cart/index.js';
import { loadPurchasableProducts, variantContent, type PurchasableProduct } from '../inventory/index.js';
import { subscriptionView } from '../subscriptions/index.js';
import { orderScopeOf } from './account-orders.js';
import { SUBSCRIPTIONS_API } from './account-routes.js';
import { variantLabel } from './account-subscription-line.js';
import { cardText } from './account-subscription-card.js';
import { subscriptionCards } from './account-subscription-card-view.js';
import type { SiteUserActor } from './sessions.js';

/** A variant the subscriber may switch to: 'Size: M — $12.00'. */
function variantChoices(product: PurchasableProduct, sub: Subscription, locale: string) {
  return product.variants.flatMap((variant) => {
    const price = variantPrice(variantContent(variant));
    if (!price || price.currency !== sub.currency || !isCurrencyCode(price.currency)) return [];
    const priceText = formatMoney(money(price.amount, price.currency), { locale });
    return [
      {
        sku: variant.sku,
        label: `${variantLabel(variant)} — ${priceText}`,
        selected: variant.id === sub.variant_id,
      },
    ];
  });
}

/**
 * The subscriptions page: each of the account's subscriptions with its actions, its card and the
 * form that replaces it, and for an active one whose product is still sold, the form that changes
 * its quantity or variant (the variant choice only when the product has more than one).
 */
export async function accountSubscriptionsView(
  ctx: CartContext,
  user: SiteUserActor,
  query: Readonly<Record<string, string | undefined>>,
) {
  const rows = await listAccountSubscriptions(ctx.db, ctx.websiteId, orderScopeOf(user));
  const products = await loadPurchasableProducts(ctx.db, ctx.websiteId, [
    ...new Set(rows.map((row) => row.item_id)),
  ]);
  const cards = await subscriptionCards(ctx.db, ctx.websiteId, user, rows, query);
  return rows.map((row) => {
    const view = subscriptionView(row, ctx.locale);
    const action = `${SUBSCRIPTIONS_API}/${encodeURIComponent(row.id)}`;
    const product = products.get(row.item_id);
    const choices = product && row.state === 'active' ? variantChoices(product, row, ctx.locale) : [];
    const { card, cardForm } = cards.get(row.id) ?? { card: null, cardForm: null };
    return {
      ...view,
      paused: view.state === 'paused',
      active: view.state === 'active',
      cardText: card ? cardText(card) : null,
      cardForm,
      // Past due: the last renewal was refused; a new card tries it again.
      renewalFailed: row.state === 'past-due' ? { reason: row.last_failure_reason ?? '' } : null,
      change:
        choices.length > 0
          ? {
              action: `${action}/change`,
              quantity: row.quantity,
              variants: choices.length > 1 ? choices : null,
              sku: row.sku,
            }
          : null,
      actions: {
        pause: `${action}/pause`,
        resume: `${action}/resume`,
        skip: `${action}/skip`,
        cancel: `${action}/cancel`,
      },
    };
  });
}
