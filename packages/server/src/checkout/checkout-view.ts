import {
  formatMoney,
  money,
  subscriptionPriceText,
  type CurrencyCode,
  type SubscriptionPlan,
} from '@tessera/core';
import { findCartProduct, type Executor, type PostalAddress } from '@tessera/db';
import type { ShippingLocation } from '../shipping/index.js';
import type { CheckoutTarget } from './checkout-cart.js';
import type { CheckoutQuote } from './checkout-quote.js';
import { checkoutProblems, minimumSubtotalCents, type CheckoutProblem } from './checkout-rules.js';
import { TEST_CARDS, type TestCard } from '../payments/index.js';
import { locationOf } from '../pricing/index.js';
import type { CheckoutCartDto } from './schemas.js';

/** The checkout as the page, the island and the checkout API show it. Money in minor units. */
export interface CheckoutView {
  kind: 'cart' | 'subscription';
  /** The subscription cart's token, which the page's forms carry (null for the shopping cart). */
  cartToken: string | null;
  /** The spec's ShoppingCart with every computed field. */
  shoppingCart: CheckoutCartDto;
  email: string | null;
  shippingAddress: PostalAddress | null;
  location: ShippingLocation | null;
  includedTaxCents: number;
  giftCards: { id: string; last4: string; appliedCents: number; balanceCents: number }[];
  giftCardTotalCents: number;
  amountDueCents: number;
  minimumSubtotalCents: number | null;
  problems: CheckoutProblem[];
  canPlaceOrder: boolean;
  /** '$30.00 every month' for a subscription checkout. */
  subscription: { planText: string } | null;
  payment: { provider: string; testMode: boolean; testCards: readonly TestCard[] };
  currency: CurrencyCode;
  locale: string;
}

export interface ViewOptions {
  currency: CurrencyCode;
  locale: string;
  paymentProvider: { id: string; testMode: boolean };
  /** What each renewal of a subscription charges, as the subscription will store it. */
  renewalCents?: number | null;
}

async function planText(db: Executor, websiteId: string, quote: CheckoutQuote, options: ViewOptions) {
  const entry = quote.entries[0];
  if (!entry) return null;
  const product = await findCartProduct(db, websiteId, entry.item_id);
  const perPeriod = options.renewalCents ?? entry.unit_price * entry.quantity;
  const price = formatMoney(money(perPeriod, options.currency), {
    locale: options.locale,
  });
  return { planText: subscriptionPriceText(price, product?.subscription_plan as SubscriptionPlan | null) };
}

export async function checkoutView(
  db: Executor,
  websiteId: string,
  target: CheckoutTarget,
  quote: CheckoutQuote,
  options: ViewOptions,
): Promise<CheckoutView> {
  const minimum = await minimumSubtotalCents(db, websiteId);
  const problems = checkoutProblems(quote, minimum, options.currency, options.locale);
  return {
    kind: quote.cart.kind === 'subscription' ? 'subscription' : 'cart',
    cartToken: target.kind === 'subscription' ? target.cartToken : null,
    // The same values the cart's fields hold, typed as checkout's pricing seams answered them.
    shoppingCart: {
      ...quote.shoppingCart,
      shippingOptions: quote.extras.shipping.options,
      selectedShippingOption: quote.extras.shipping.selected,
      validCoupons: quote.extras.coupons.validCoupons,
      invalidCoupons: quote.extras.coupons.invalidCoupons,
      applicableTaxRules: quote.extras.tax.lines,
    },
    email: quote.details?.email ?? null,
    shippingAddress: quote.details?.shipping_address ?? null,
    location: locationOf(quote.cart.shipping_location),
    includedTaxCents: quote.extras.tax.includedCents,
    giftCards: quote.giftCards.map((g) => ({
      id: g.card.id,
      last4: g.card.code_last4,
      appliedCents: g.appliedCents,
      balanceCents: g.card.balance_cents,
    })),
    giftCardTotalCents: quote.giftCardTotalCents,
    amountDueCents: quote.amountDueCents,
    minimumSubtotalCents: minimum,
    problems,
    canPlaceOrder: problems.length === 0,
    subscription: target.kind === 'subscription' ? await planText(db, websiteId, quote, options) : null,
    payment: {
      provider: options.paymentProvider.id,
      testMode: options.paymentProvider.testMode,
      testCards: options.paymentProvider.testMode ? TEST_CARDS : [],
    },
    currency: options.currency,
    locale: options.locale,
  };
}
