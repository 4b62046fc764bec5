import { isProductType, PRODUCT_TYPES, type Result } from '@tessera/core';
import {
  couponCodeKey,
  findCheckoutDetails,
  findGiftCardByHash,
  listCartEntryViews,
  putCheckoutDetails,
  updateCartChoices,
  type Cart,
  type Executor,
  type PostalAddress,
} from '@tessera/db';
import { failure, type Failure } from '../failure.js';
import { Refusal } from '../refusal.js';
import { giftCardCodeHash, normaliseGiftCardCode } from '../gift-cards/index.js';
import type { CheckoutTarget } from './checkout-cart.js';
import type { CheckoutContext } from './checkout-context.js';
import { CHECKOUT_MESSAGES } from './checkout-messages.js';
import { quoteCheckout } from './checkout-quote.js';
import { addressErrors, emailError } from './checkout-rules.js';
import { changeCheckout } from './checkout-service.js';
import type { CheckoutView } from './checkout-view.js';
import { couponCodesOf } from '../pricing/index.js';

/** Codes and gift cards one checkout may hold. */
export const MAX_CHECKOUT_CODES = 5;

export interface DetailsInput {
  email: string;
  shippingAddress?: PostalAddress | undefined;
  /** Where the order is taxed when nothing ships (country, optional region). */
  country?: string | undefined;
  region?: string | undefined;
}

type Change = Result<CheckoutView, Failure>;

async function requiresShipping(trx: Executor, websiteId: string, cartId: string): Promise<boolean> {
  const entries = await listCartEntryViews(trx, websiteId, cartId);
  return entries.some((e) => isProductType(e.product_type) && e.product_type === PRODUCT_TYPES.PHYSICAL);
}

/** Writes the cart's choices and answers the cart as written (one statement). */
async function choose(
  trx: Executor,
  ctx: CheckoutContext,
  cart: Cart,
  change: Parameters<typeof updateCartChoices>[3],
): Promise<Cart> {
  return (await updateCartChoices(trx, ctx.websiteId, cart.id, change)) ?? cart;
}

/**
 * Saves the shopper's email and, when the cart ships, the address (whose country, region and
 * postal code become the cart's `shippingLocation`); otherwise the country and region taxes
 * are computed for. Invalid fields answer `validation-failed` with a message per field.
 */
export function saveDetails(
  ctx: CheckoutContext,
  target: CheckoutTarget,
  input: DetailsInput,
): Promise<Change> {
  return changeCheckout(ctx, target, async (trx, cart) => {
    const ships = await requiresShipping(trx, ctx.websiteId, cart.id);
    const errors: Record<string, string> = {};
    const email = emailError(input.email);
    if (email) errors['email'] = email;
    if (ships) Object.assign(errors, addressErrors(input.shippingAddress));
    if (Object.keys(errors).length > 0) throw new Refusal(failure('validation-failed', undefined, errors));
    const address = ships ? (input.shippingAddress ?? null) : null;
    const location = address
      ? { country: address.country, region: address.region, postalCode: address.postalCode }
      : input.country
        ? { country: input.country, region: input.region ?? '', postalCode: '' }
        : null;
    await putCheckoutDetails(trx, ctx.websiteId, cart.id, {
      email: input.email.trim(),
      shippingAddress: address,
    });
    return choose(trx, ctx, cart, { shippingLocation: location });
  });
}

/** Chooses one of the shipping options the checkout offers now. */
export function chooseShipping(
  ctx: CheckoutContext,
  target: CheckoutTarget,
  optionId: string,
): Promise<Change> {
  return changeCheckout(ctx, target, async (trx, cart) => {
    const quote = await quoteCheckout(trx, ctx.websiteId, cart, {
      currency: ctx.currency,
      locale: ctx.locale,
    });
    if (!quote.extras.shipping.options.some((o) => o.id === optionId)) {
      throw new Refusal(failure('checkout-shipping-unavailable'));
    }
    return choose(trx, ctx, cart, { selectedShippingOption: { id: optionId } });
  });
}

/**
 * Adds a coupon code to the cart once (by its case-insensitive key), however many requests race:
 * the cart's lock orders them and the second finds the code already there. Unknown or unusable
 * codes are kept too and listed in `invalidCoupons` with the reason.
 */
export function addCoupon(ctx: CheckoutContext, target: CheckoutTarget, code: string): Promise<Change> {
  return changeCheckout(ctx, target, async (trx, cart) => {
    const codes = couponCodesOf(cart.coupons);
    const key = couponCodeKey(code);
    if (codes.some((c) => couponCodeKey(c) === key)) return cart;
    if (codes.length >= MAX_CHECKOUT_CODES) throw new Refusal(failure('checkout-too-many-codes'));
    return choose(trx, ctx, cart, { coupons: [...codes, code.trim()] });
  });
}

export function removeCoupon(ctx: CheckoutContext, target: CheckoutTarget, code: string): Promise<Change> {
  return changeCheckout(ctx, target, async (trx, cart) => {
    const key = couponCodeKey(code);
    const codes = couponCodesOf(cart.coupons).filter((c) => couponCodeKey(c) !== key);
    return choose(trx, ctx, cart, { coupons: codes });
  });
}

/** Applies a gift card by its code; unknown codes and empty cards are refused. */
export function addGiftCard(ctx: CheckoutContext, target: CheckoutTarget, code: string): Promise<Change> {
  return changeCheckout(ctx, target, async (trx, cart) => {
    const canonical = normaliseGiftCardCode(code);
    const card =
      canonical && (await findGiftCardByHash(trx, ctx.websiteId, giftCardCodeHash(ctx.websiteId, canonical)));
    if (!card || card.currency !== ctx.currency) {
      throw new Refusal(failure('checkout-gift-card-invalid', CHECKOUT_MESSAGES.giftCardInvalid));
    }
    if (card.balance_cents === 0)
      throw new Refusal(failure('checkout-gift-card-invalid', CHECKOUT_MESSAGES.giftCardEmpty));
    const ids = (await findCheckoutDetails(trx, ctx.websiteId, cart.id))?.gift_card_ids ?? [];
    if (ids.includes(card.id)) return cart;
    if (ids.length >= MAX_CHECKOUT_CODES) throw new Refusal(failure('checkout-too-many-codes'));
    await putCheckoutDetails(trx, ctx.websiteId, cart.id, { giftCardIds: [...ids, card.id] });
    return cart;
  });
}

export function removeGiftCard(
  ctx: CheckoutContext,
  target: CheckoutTarget,
  giftCardId: string,
): Promise<Change> {
  return changeCheckout(ctx, target, async (trx, cart) => {
    const ids = (await findCheckoutDetails(trx, ctx.websiteId, cart.id))?.gift_card_ids ?? [];
    await putCheckoutDetails(trx, ctx.websiteId, cart.id, {
      giftCardIds: ids.filter((id) => id !== giftCardId),
    });
    return cart;
  });
}
