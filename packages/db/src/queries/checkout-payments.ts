import { sql, type SqlBool } from 'kysely';
import { clockOf } from '../clock.js';
import { newId } from '../ids.js';
import { rowDecoder, toJson, type Decoded } from '../schema/columns.js';
import type { CheckoutPaymentRow, CheckoutPaymentState, HeldStock } from '../schema/checkout-payments.js';
import { decodeCart, type Cart } from './cart.js';
import type { Executor } from './executor.js';

export type CheckoutPayment = Decoded<CheckoutPaymentRow>;

const decode = rowDecoder<CheckoutPaymentRow>(['held_stock'], []);

export interface NewCheckoutPayment {
  provider: string;
  paymentId: string;
  cartId: string;
  buyerIdentity: string;
  siteUserId: string | null;
  idempotencyKey: string;
  amount: number;
  currency: string;
  heldStock: HeldStock[];
  holdExpiresAt: number;
}

/** Records a payment started for a checkout; false when the provider's payment was recorded before. */
export async function insertCheckoutPayment(
  db: Executor,
  websiteId: string,
  input: NewCheckoutPayment,
  holdId: string = newId(),
): Promise<boolean> {
  const inserted = await db
    .insertInto('checkout_payments')
    .values({
      provider: input.provider,
      payment_id: input.paymentId,
      website_id: websiteId,
      hold_id: holdId,
      cart_id: input.cartId,
      buyer_identity: input.buyerIdentity,
      site_user_id: input.siteUserId,
      idempotency_key: input.idempotencyKey,
      amount: input.amount,
      currency: input.currency,
      held_stock: toJson(input.heldStock),
      state: 'pending',
      order_id: null,
      hold_expires_at: input.holdExpiresAt,
      created_at: clockOf(db).now(),
    })
    .onConflict((oc) => oc.columns(['provider', 'payment_id']).doNothing())
    .returning('payment_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findCheckoutPayment(
  db: Executor,
  websiteId: string,
  provider: string,
  paymentId: string,
): Promise<CheckoutPayment | undefined> {
  const row = await db
    .selectFrom('checkout_payments')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('provider', '=', provider)
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return row && decode(row);
}

/** The cart's payments still pending (one per amount the cart was started with). */
export async function listPendingCheckoutPayments(
  db: Executor,
  websiteId: string,
  cartId: string,
): Promise<CheckoutPayment[]> {
  const rows = await db
    .selectFrom('checkout_payments')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('cart_id', '=', cartId)
    .where('state', '=', 'pending')
    .execute();
  return rows.map(decode);
}

/**
 * Moves a payment from one of the states the caller expects to placed (with its order) or
 * released, once: only the caller that moves it gets true, so a payment places one order and its
 * hold is let go once.
 */
export async function settleCheckoutPayment(
  db: Executor,
  websiteId: string,
  payment: { provider: string; paymentId: string },
  from: readonly CheckoutPaymentState[],
  to: Exclude<CheckoutPaymentState, 'pending'>,
  orderId: string | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable('checkout_payments')
    .set({ state: to, order_id: orderId })
    .where('website_id', '=', websiteId)
    .where('provider', '=', payment.provider)
    .where('payment_id', '=', payment.paymentId)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Locks an open cart by its id (a webhook placing the order knows the cart, not its cookie). */
export async function lockOpenCartById(
  db: Executor,
  websiteId: string,
  cartId: string,
): Promise<Cart | undefined> {
  const row = await db
    .updateTable('carts')
    .set({ updated_at: clockOf(db).now() })
    .where('website_id', '=', websiteId)
    .where('id', '=', cartId)
    .where(sql<SqlBool>`is_purchased = 0`)
    .returningAll()
    .executeTakeFirst();
  return row && decodeCart(row);
}
