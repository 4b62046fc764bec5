import { err, ok, type Result } from '@tessera/core';
import { findPaymentMethod, insertPaymentMethod } from '@tessera/db';
import Stripe from 'stripe';
import type { AuthorizeInput, PaymentContext, PaymentFailure } from './payment-provider.js';
import { paymentFailure } from './payment-provider.js';
import { PAYMENT_MESSAGES } from './test-cards.js';

/** Why an off-session renewal asking for the cardholder's confirmation did not go through. */
export const RENEWAL_AUTHENTICATION_NEEDED =
  'The card’s bank asks the cardholder to confirm each payment, which a renewal cannot do while they are away.';

export interface StripeCard {
  brand: string;
  last4: string;
  /** Stripe's `pm_…` id. */
  id: string | null;
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Keeps the card of a subscription's first payment for its renewals: the intent was created with
 * `setup_future_usage: 'off_session'` and a Customer, so once confirmed Stripe has attached the
 * method to that customer. Written through the order's transaction: no order, no saved card.
 * Undefined when the intent was not set up for later charges.
 */
export async function saveStripeCard(
  ctx: PaymentContext,
  providerId: string,
  intent: Stripe.PaymentIntent,
  card: StripeCard,
): Promise<string | undefined> {
  const customer = idOf(intent.customer);
  if (!customer || !card.id || intent.setup_future_usage !== 'off_session') return undefined;
  const saved = await insertPaymentMethod(ctx.db, ctx.websiteId, {
    provider: providerId,
    brand: card.brand,
    last4: card.last4,
    behaviour: 'succeed',
    providerMethodRef: card.id,
    providerCustomerRef: customer,
  });
  return saved.id;
}

function refusalOfCardError(error: Stripe.errors.StripeCardError): PaymentFailure {
  if (error.code === 'authentication_required')
    return paymentFailure('declined', RENEWAL_AUTHENTICATION_NEEDED);
  return paymentFailure('declined', error.message || PAYMENT_MESSAGES.declined);
}

/**
 * Charges a saved card with nobody present (a renewal), as Stripe documents: one PaymentIntent
 * created and confirmed at once with `off_session: true` for the saved method and its customer,
 * captured later like a checkout's. A decline or a bank asking for authentication comes back as
 * a `card_error`, which is the renewal's failure. The idempotency key makes a retried attempt
 * (the renewal's transaction retried after contention) get the same intent back.
 */
export async function chargeSavedStripeCard(
  stripe: Stripe,
  ctx: PaymentContext,
  providerId: string,
  input: AuthorizeInput & { source: { kind: 'saved' } },
): Promise<Result<Stripe.PaymentIntent, PaymentFailure>> {
  const method = await findPaymentMethod(ctx.db, ctx.websiteId, input.source.paymentMethodId);
  if (
    !method ||
    method.provider !== providerId ||
    !method.provider_method_ref ||
    !method.provider_customer_ref
  )
    return err(paymentFailure('invalid-source', PAYMENT_MESSAGES.tokenInvalid));
  const key = input.idempotencyKey ?? `charge-${input.orderId}`;
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        customer: method.provider_customer_ref,
        payment_method: method.provider_method_ref,
        off_session: true,
        confirm: true,
        capture_method: 'manual',
        metadata: { website_id: ctx.websiteId, charge_key: key },
      },
      { idempotencyKey: `tessera-${ctx.websiteId}-${key}` },
    );
    if (intent.status !== 'requires_capture')
      return err(paymentFailure('processing-error', PAYMENT_MESSAGES.processingError));
    return ok(intent);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) return err(refusalOfCardError(error));
    return err(paymentFailure('processing-error', PAYMENT_MESSAGES.processingError));
  }
}
