import type { Result } from '@tessera/core';
import type { Executor } from '@tessera/db';

/** Where a charge comes from: a one-time token from the browser, or a card saved for renewals. */
export type PaymentSource = { kind: 'token'; token: string } | { kind: 'saved'; paymentMethodId: string };

export interface AuthorizeInput {
  orderId: string;
  /** Minor units of `currency`, more than 0. */
  amount: number;
  currency: string;
  source: PaymentSource;
  /** Keep the card for later charges (subscription renewals). */
  savePaymentMethod: boolean;
}

export interface Authorization {
  /** The provider's reference, kept on the order. */
  id: string;
  brand: string;
  last4: string;
  paymentMethodId: string | null;
  /**
   * True when the provider recorded the authorisation in our database through the executor it
   * was given, so it commits or rolls back with the order. False for an outside provider: the
   * caller must void it if the order does not commit.
   */
  transactional: boolean;
}

export type PaymentFailureCode = 'invalid-source' | 'declined' | 'processing-error';

export interface PaymentFailure {
  code: PaymentFailureCode;
  /** Shown to the shopper. */
  message: string;
}

/** The database and website a provider call is made for; `db` is the order's transaction. */
export interface PaymentContext {
  db: Executor;
  websiteId: string;
}

/**
 * The payment strategy seam (docs/style.md, Vendure-style). Authorising reserves money, capturing
 * takes it: checkout authorises inside the order's transaction and captures only after the order
 * committed (a job queued in that transaction), so money is never taken for an order that does
 * not exist. See checkout/README.md for the whole design.
 * @example const auth = await provider.authorize({ db: trx, websiteId }, { orderId, amount: 2500, currency: 'USD', source, savePaymentMethod: false });
 */
export interface PaymentProvider {
  readonly id: string;
  readonly testMode: boolean;
  authorize(ctx: PaymentContext, input: AuthorizeInput): Promise<Result<Authorization, PaymentFailure>>;
  /** Takes the authorised amount. Idempotent: capturing a captured authorisation does nothing. */
  capture(ctx: PaymentContext, authorizationId: string): Promise<void>;
  /** Releases an authorisation that will not be captured. Idempotent. */
  void(ctx: PaymentContext, authorizationId: string): Promise<void>;
  /** Gives back part or all of a captured amount. */
  refund(ctx: PaymentContext, authorizationId: string, amount: number): Promise<Result<void, PaymentFailure>>;
}
