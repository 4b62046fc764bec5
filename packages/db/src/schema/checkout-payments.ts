import type { Selectable } from 'kysely';
import type { Json } from './columns.js';

export const CHECKOUT_PAYMENT_STATES = ['pending', 'placed', 'released'] as const;
export type CheckoutPaymentState = (typeof CHECKOUT_PAYMENT_STATES)[number];

/** Units of a counted variant held for a pending payment. */
export interface HeldStock {
  variantId: string;
  quantity: number;
}

/** A payment started at an outside provider for a checkout (migration 1181). */
export interface CheckoutPaymentsTable {
  provider: string;
  payment_id: string;
  website_id: string;
  /** The id the hold's stock-ledger rows carry. */
  hold_id: string;
  cart_id: string;
  /** The buyer as the Idempotency-Key's request hash knows them (checkout's `targetIdentity`). */
  buyer_identity: string;
  site_user_id: string | null;
  idempotency_key: string;
  amount: number;
  currency: string;
  held_stock: Json<HeldStock[]>;
  state: CheckoutPaymentState;
  order_id: string | null;
  hold_expires_at: number;
  created_at: number;
}

export type CheckoutPaymentRow = Selectable<CheckoutPaymentsTable>;
