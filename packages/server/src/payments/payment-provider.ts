import type { Result } from '@tessera/core';
import type { Executor } from '@tessera/db';
import type { ErrorCode } from '../errors.js';

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
  /**
   * Charging a saved card again with the same key returns the same payment (a renewal's
   * transaction retried after contention); default: one per order id.
   */
  idempotencyKey?: string;
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

/** Each refusal reason as the error catalogue's code (the shopper sees the provider's message). */
export const PAYMENT_FAILURE_CODES: Readonly<Record<PaymentFailureCode, ErrorCode>> = Object.freeze({
  'invalid-source': 'payment-token-invalid',
  declined: 'payment-declined',
  'processing-error': 'payment-failed',
});

export interface PaymentFailure {
  code: PaymentFailureCode;
  /** Shown to the shopper. */
  message: string;
}

/** Where a payment stands at the provider, in our words (each provider maps its own states). */
export type PaymentStatus =
  | 'pending'
  | 'requires-action'
  | 'authorized'
  | 'captured'
  | 'partially-refunded'
  | 'refunded'
  | 'canceled'
  | 'failed';

/** The order draft a payment is started for: the cart, its amount due and whether to keep the card. */
export interface PaymentDraft {
  /** The cart the order will be placed from; providers keep it on the payment to find it again. */
  draftId: string;
  /** Minor units of `currency`, more than 0, computed by the server. */
  amount: number;
  currency: string;
  savePaymentMethod: boolean;
  /** Repeating a draft with the same key returns the same payment. */
  idempotencyKey: string;
}

/** What the browser needs to collect a payment the provider started. */
export type PaymentCollection =
  | { kind: 'card-token'; tokensPath: string }
  | { kind: 'client-secret'; paymentId: string; clientSecret: string; publishableKey: string };

/** One provider event, parsed from a verified webhook. */
export interface PaymentEvent {
  /** The provider's id of the event; an event is processed once per (provider, id). */
  id: string;
  kind: 'authorized' | 'captured' | 'failed' | 'canceled' | 'refunded' | 'ignored';
  /** The provider's payment reference (what the order keeps), when the event is about one. */
  paymentId: string | null;
  amount: number;
  currency: string;
  /** The draft (cart) the payment was created for, as the provider echoes it back. */
  draftId: string | null;
  /** The provider account the event belongs to; a webhook for another site's account is refused. */
  account: string | null;
  /** The provider's own time of the event, for ordering deliveries (ms since epoch). */
  occurredAt: number;
}

/** A webhook delivery as it arrived: the exact body bytes (signatures cover them) and headers. */
export interface WebhookDelivery {
  rawBody: string;
  headers: Readonly<Record<string, string | undefined>>;
}

export interface WebhookRefusal {
  code: 'webhook-signature-invalid' | 'webhook-malformed';
  message: string;
}

/** A card the provider keeps for later charges: our `payment_methods` row and what to show of it. */
export interface SavedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
}

/**
 * Keeping a new card for later charges without charging it now (a subscriber replacing the card
 * their subscription renews with). The browser tokenises the card at `tokensPath`, the provider's
 * own endpoint; `save` checks with the provider that the card can be charged and keeps it.
 */
export interface CardSaving {
  readonly tokensPath: string;
  save(ctx: PaymentContext, token: string): Promise<Result<SavedCard, PaymentFailure>>;
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
  /** Starts a payment for an order draft: what the browser needs to collect it. */
  createPayment(ctx: PaymentContext, draft: PaymentDraft): Promise<Result<PaymentCollection, PaymentFailure>>;
  /**
   * Confirms the browser's payment for an order and reserves its amount: checks the source (a
   * token, a saved card, or a payment the provider holds) is authorised for exactly this amount.
   */
  authorize(ctx: PaymentContext, input: AuthorizeInput): Promise<Result<Authorization, PaymentFailure>>;
  /** Takes the authorised amount. Idempotent: capturing a captured authorisation does nothing. */
  capture(ctx: PaymentContext, authorizationId: string): Promise<void>;
  /** Releases an authorisation that will not be captured. Idempotent. */
  cancel(ctx: PaymentContext, authorizationId: string): Promise<void>;
  /** Gives back part or all of a captured amount. */
  refund(ctx: PaymentContext, authorizationId: string, amount: number): Promise<Result<void, PaymentFailure>>;
  /** Where a payment stands at the provider, or undefined for one it does not know. */
  status(ctx: PaymentContext, paymentId: string): Promise<PaymentStatus | undefined>;
  /** Verifies a webhook's signature with the provider's method and parses its event. */
  parseWebhook(ctx: PaymentContext, delivery: WebhookDelivery): Promise<Result<PaymentEvent, WebhookRefusal>>;
  /**
   * Saving a card outside a payment, when the provider can (absent for Stripe until it has a
   * SetupIntent flow and the storefront its Payment Element).
   */
  readonly cardSaving?: CardSaving;
}

/**
 * A provider's refusal: its code (checkout maps it to a catalogue code, `payment-failed` and the
 * like) and the shopper's message.
 */
export function paymentFailure(code: PaymentFailureCode, message: string): PaymentFailure {
  return { code, message };
}
