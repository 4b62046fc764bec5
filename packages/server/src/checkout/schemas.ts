import { z } from 'zod';
import { postalAddress, rowId } from '@tessera/contract';
import { CURRENCY_CODES } from '@tessera/core';
import { COUPON_KINDS, SHIPPING_RATE_KINDS, TEST_CARD_BEHAVIOURS } from '@tessera/db';
import { shoppingCart } from '../cart/index.js';

export { postalAddress };

/** The subscription cart's token (`/checkout/subscription?cartToken=…`), 43 base64url characters. */
export const cartToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid cart token');

const text = (max: number) => z.string().trim().max(max);

/** `crumb`, `next` and `cartToken` come with the plain (no JavaScript) forms. */
const formExtras = {
  crumb: z.string().max(100).optional(),
  cartToken: cartToken.optional(),
};

export const detailsBody = z.object({
  email: z.string().max(256),
  shippingAddress: postalAddress.optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional()
    .or(z.literal('').transform(() => undefined)),
  region: text(100).optional(),
  ...formExtras,
});

export const shippingBody = z.object({ optionId: rowId, ...formExtras });
export const codeBody = z.object({ code: z.string().trim().min(1).max(64), ...formExtras });
export const couponParams = z.object({ code: z.string().min(1).max(64) });
export const giftCardParams = z.object({ giftCardId: rowId });
export const targetQuery = z.object({ cartToken: cartToken.optional() });
export const removeBody = z.object(formExtras).nullish();

export const cardBody = z.object({
  cardNumber: z.string().max(40),
  cardExpiry: z.string().max(10),
  cardCvc: z.string().max(8),
  ...formExtras,
});

export const orderBody = z.object({
  paymentToken: z.string().max(2000).nullable().optional(),
  ...formExtras,
});

/** The plain form's single post: card fields (optional when nothing is due) and its idempotency key. */
export const placeFormBody = z.object({
  cardNumber: z.string().max(40).optional(),
  cardExpiry: z.string().max(10).optional(),
  cardCvc: z.string().max(8).optional(),
  idempotencyKey: z.string().min(8).max(200),
  ...formExtras,
});

/** An `Idempotency-Key` header: any printable token of reasonable length. */
export const idempotencyKey = z.string().regex(/^[\x21-\x7e]{8,200}$/);

const cents = z.number().int();

/** One shipping choice (shipping/shipping-options.ts `ShippingOption`). */
const shippingOption = z
  .object({ id: z.string(), name: z.string(), kind: z.enum(SHIPPING_RATE_KINDS), amountCents: cents })
  .meta({ id: 'ShippingOption' });

/**
 * The cart as checkout prices it: the cart's shape with the answers of checkout's pricing seams
 * (shipping options and choice, coupons, tax lines) declared, where the plain cart leaves them open.
 */
const checkoutCart = shoppingCart
  .extend({
    shippingOptions: z.array(shippingOption),
    selectedShippingOption: shippingOption.nullable(),
    validCoupons: z.array(
      z.object({
        code: z.string(),
        kind: z.enum(COUPON_KINDS),
        discountCents: cents,
        freeShipping: z.boolean(),
      }),
    ),
    invalidCoupons: z.array(z.object({ code: z.string(), reason: z.string() })),
    applicableTaxRules: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        country: z.string(),
        region: z.string(),
        rate: z.string(),
        included: z.boolean(),
        appliesToShipping: z.boolean(),
        taxCents: cents,
      }),
    ),
  })
  .meta({ id: 'CheckoutCart' });

const storedAddress = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
});

/** The checkout as the service computes it (checkout-view.ts `CheckoutView`); money in minor units. */
export const checkoutView = z
  .object({
    kind: z.enum(['cart', 'subscription']),
    cartToken: z.string().nullable(),
    shoppingCart: checkoutCart,
    email: z.string().nullable(),
    shippingAddress: storedAddress.nullable(),
    location: z.object({ country: z.string(), region: z.string(), postalCode: z.string() }).nullable(),
    includedTaxCents: cents,
    giftCards: z.array(
      z.object({ id: z.string(), last4: z.string(), appliedCents: cents, balanceCents: cents }),
    ),
    giftCardTotalCents: cents,
    amountDueCents: cents,
    minimumSubtotalCents: cents.nullable(),
    problems: z.array(
      z.object({
        code: z.enum(['empty', 'email', 'address', 'shipping', 'coupon', 'minimum']),
        message: z.string(),
      }),
    ),
    canPlaceOrder: z.boolean(),
    subscription: z.object({ planText: z.string() }).nullable(),
    payment: z.object({
      provider: z.string(),
      testMode: z.boolean(),
      testCards: z
        .array(
          z.object({
            number: z.string(),
            brand: z.string(),
            behaviour: z.enum(TEST_CARD_BEHAVIOURS),
            description: z.string(),
          }),
        )
        .readonly(),
    }),
    currency: z.enum(CURRENCY_CODES),
    locale: z.string(),
  })
  .meta({ id: 'Checkout' });

/** The cart as checkout answers it (`CheckoutCart` in the contract). */
export type CheckoutCartDto = z.output<typeof checkoutCart>;

export const checkoutResponse = z.object({ checkout: checkoutView });
/** The read: null when there is nothing to buy. */
export const checkoutReadResponse = z.object({ checkout: checkoutView.nullable() });

export const cardTokenResponse = z.object({ token: z.string(), brand: z.string(), last4: z.string() });

/** The placed order (orders/order-view.ts `OrderView`) and where its confirmation is. */
export const placedResponse = z.object({
  order: z.unknown(),
  confirmationUrl: z.string(),
  replayed: z.boolean(),
});
