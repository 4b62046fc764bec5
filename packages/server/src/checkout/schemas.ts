import { z } from 'zod';
import { rowId } from '@tessera/contract';

/** The subscription cart's token (`/checkout/subscription?cartToken=…`), 43 base64url characters. */
export const cartToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid cart token');

const text = (max: number) => z.string().trim().max(max);

/** A postal address; presence of the required parts is checked by the service ('Required'). */
export const postalAddress = z.object({
  name: text(200).default(''),
  line1: text(200).default(''),
  line2: text(200).default(''),
  city: text(100).default(''),
  region: text(100).default(''),
  postalCode: text(20).default(''),
  country: text(2)
    .default('')
    .transform((c) => c.toUpperCase()),
  phone: text(40).default(''),
});

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

/**
 * The checkout (checkout-view.ts `CheckoutView`): documented there and in checkout/README.md; the
 * answer is built by the service, not checked field by field here.
 */
export const checkoutResponse = z.object({ checkout: z.unknown() });

export const cardTokenResponse = z.object({ token: z.string(), brand: z.string(), last4: z.string() });

/** The placed order (orders/order-view.ts `OrderView`) and where its confirmation is. */
export const placedResponse = z.object({
  order: z.unknown(),
  confirmationUrl: z.string(),
  replayed: z.boolean(),
});
