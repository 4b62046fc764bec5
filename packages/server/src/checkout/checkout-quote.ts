import { isProductType, money, type CartLine, type CurrencyCode } from '@tessera/core';
import {
  type Cart,
  type CartEntryView,
  type CheckoutDetails,
  clockOf,
  type Executor,
  findCheckoutDetails,
  type GiftCard,
  listCartEntryViews,
  listGiftCardsByIds,
} from '@tessera/db';
import { priceCart, type CartPricing } from '../pricing/index.js';
import { thumbnailsOf } from '../cart/index.js';
import { entryDto, type ShoppingCartDto } from '../cart/index.js';
import { cartPricingSeams, pricingLineOf } from '../pricing/index.js';
import type { PricingExtras } from '../pricing/index.js';
import type { PricingLine } from '../pricing/index.js';

/** A gift card applied to the checkout and what it pays of this order. */
export interface AppliedGiftCard {
  card: GiftCard;
  appliedCents: number;
}

/** Everything checkout knows about a cart at one moment: the spec's cart, the extras, the money due. */
export interface CheckoutQuote {
  cart: Cart;
  /** The lines sold in the store currency (others cannot be bought). */
  entries: CartEntryView[];
  lines: PricingLine[];
  shoppingCart: ShoppingCartDto;
  pricing: CartPricing;
  extras: PricingExtras;
  details: CheckoutDetails | undefined;
  giftCards: AppliedGiftCard[];
  giftCardTotalCents: number;
  /** What the card pays: grand total less gift cards. */
  amountDueCents: number;
}

export interface QuoteOptions {
  currency: CurrencyCode;
  locale: string;
  now?: number;
  /** Look up the lines' thumbnails (pages show them; placing an order does not need them). */
  thumbnails?: boolean;
}

function cartLine(entry: CartEntryView, currency: CurrencyCode): CartLine {
  if (!isProductType(entry.product_type)) throw new Error(`Unknown product type ${entry.product_type}`);
  return {
    productType: entry.product_type,
    quantity: entry.quantity,
    unitPrice: money(entry.unit_price, currency),
  };
}

/** Gift cards pay the grand total in the order they were applied, each up to its balance. */
export function applyGiftCards(
  cards: readonly GiftCard[],
  grandTotalCents: number,
  currency: string,
): AppliedGiftCard[] {
  let due = grandTotalCents;
  return cards
    .filter((card) => card.currency === currency)
    .map((card) => {
      const appliedCents = Math.min(card.balance_cents, due);
      due -= appliedCents;
      return { card, appliedCents };
    });
}

/**
 * Prices a cart for checkout with the cart's own calculation (`priceCart`) and the checkout's
 * strategies in its seams, then applies the shopper's gift cards. Reads only.
 */
export async function quoteCheckout(
  db: Executor,
  websiteId: string,
  cart: Cart,
  options: QuoteOptions,
): Promise<CheckoutQuote> {
  const now = options.now ?? clockOf(db).now();
  const [all, details] = await Promise.all([
    listCartEntryViews(db, websiteId, cart.id),
    findCheckoutDetails(db, websiteId, cart.id),
  ]);
  const entries = all.filter((entry) => entry.currency === options.currency);
  const lines = entries.map(pricingLineOf);
  const choices = {
    coupons: cart.coupons,
    selectedShippingOption: cart.selected_shipping_option,
    shippingLocation: cart.shipping_location,
  };
  const [{ seams, extras }, cards, thumbnails] = await Promise.all([
    cartPricingSeams(db, websiteId, cart, entries, { ...options, now }),
    listGiftCardsByIds(db, websiteId, details?.gift_card_ids ?? []),
    options.thumbnails === false ? new Map<string, string>() : thumbnailsOf(db, websiteId, entries),
  ]);
  const pricing = await priceCart(
    entries.map((e) => cartLine(e, options.currency)),
    options.currency,
    choices,
    seams,
  );
  const giftCards = applyGiftCards(cards, pricing.grandTotalCents, options.currency);
  const giftCardTotalCents = giftCards.reduce((t, g) => t + g.appliedCents, 0);
  const shoppingCart: ShoppingCartDto = {
    id: cart.id,
    websiteId,
    orderId: cart.order_id,
    created: cart.created_at,
    isPurchased: cart.is_purchased,
    entries: entries.map((e) =>
      entryDto(e, options.currency, { imageUrl: e.image_id ? thumbnails.get(e.image_id) : undefined }),
    ),
    ...choices,
    ...pricing,
    coupons: [...cart.coupons],
  };
  return {
    cart,
    entries,
    lines,
    shoppingCart,
    pricing,
    extras: extras(),
    details,
    giftCards,
    giftCardTotalCents,
    amountDueCents: pricing.grandTotalCents - giftCardTotalCents,
  };
}
