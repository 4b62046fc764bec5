import { idempotencyHeaders, postalAddress, rowId } from '@tessera/contract';
import { z } from 'zod';

/** A checkbox: JSON callers send a boolean, a plain form sends 'true' or 'on' (nothing when unticked). */
const checkbox = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');
const xsrfToken = z.string().max(128).optional();

/** Add or edit an address (checkout's fields and rules); `isDefault` makes it the one checkout starts from. */
export const addressBody = postalAddress.extend({ isDefault: checkbox, xsrfToken });
/** The calls that need only the session's token (delete, choose as default, re-order). */
export const tokenBody = z.object({ xsrfToken }).optional();

/** The subscriber's change of what renewals buy: a variant of the same product (by SKU) and how many. */
export const subscriptionLineBody = z.object({
  sku: z.string().min(1).max(200),
  // Core's add-to-cart rules read the quantity as typed (a plain form sends text) and word its errors.
  quantity: z.union([z.number(), z.string().max(20)]),
  xsrfToken,
});

/** A client's key for one request, as checkout takes it: any printable token of reasonable length. */
const idempotencyKey = z.string().regex(/^[\x21-\x7e]{8,200}$/, 'Invalid idempotency key');

/** The subscriber's new card, tokenised by the store's provider (never the number). */
export const subscriptionCardBody = z.object({ paymentToken: z.string().min(1).max(2000), xsrfToken });
/** `Idempotency-Key`: a retry with the same key and card answers the first result again. */
export const subscriptionCardHeaders = idempotencyHeaders.extend({
  'idempotency-key': idempotencyKey
    .optional()
    .describe('A printable token (8–200 characters) chosen by the client for this one card update.'),
});

/** The account page's plain card form: the fields go to the provider's tokenisation in memory only. */
export const subscriptionCardForm = z.object({
  cardNumber: z.string().max(40),
  cardExpiry: z.string().max(10),
  cardCvc: z.string().max(8),
  idempotencyKey,
  xsrfToken,
});

export const addressParams = z.object({ addressId: rowId });
export const orderParams = z.object({ orderId: rowId });
export const subscriptionParams = z.object({ subscriptionId: rowId });

/** A subscription as the account shows it (`paused`: active, renewals waiting). */
export const accountSubscription = z.object({
  id: z.string(),
  state: z.string(),
  productName: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  planText: z.string(),
  cyclesBilled: z.number().int(),
  numBillingCycles: z.number().int(),
  nextBillingAt: z.number().nullable(),
  cancellable: z.boolean(),
});

/** After a card update: the subscription, and the card its renewals now charge (never the number). */
export const accountSubscriptionWithCard = accountSubscription.extend({
  card: z.object({ brand: z.string(), last4: z.string() }),
});

export const addressResponse = z.object({
  id: z.string(),
  isDefault: z.boolean(),
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
});
export const addressesResponse = z.object({ addresses: z.array(addressResponse) });

/** What a re-order put in the cart, and each line it could not add with the rule's words. */
export const reorderResponse = z.object({
  added: z.array(z.object({ productName: z.string(), quantity: z.number().int() })),
  notAdded: z.array(z.object({ productName: z.string(), reason: z.string() })),
});
