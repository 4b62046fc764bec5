import { err, ok, type Result } from '@tessera/core';
import Stripe from 'stripe';
import type {
  Authorization,
  AuthorizeInput,
  PaymentCollection,
  PaymentContext,
  PaymentDraft,
  PaymentEvent,
  PaymentFailure,
  PaymentProvider,
  PaymentStatus,
  WebhookDelivery,
  WebhookRefusal,
} from './payment-provider.js';
import { paymentFailure } from './payment-provider.js';
import { stripeEventOf } from './stripe-events.js';
import { chargeSavedStripeCard, saveStripeCard } from './stripe-saved-cards.js';
import { PAYMENT_MESSAGES } from './test-cards.js';

export const STRIPE_PROVIDER_ID = 'stripe';

export interface StripeCredentials {
  mode: 'test' | 'live';
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
  /** The API base (the test kit's stand-in); undefined: Stripe's own API. */
  apiBase: string | undefined;
}

function clientOf(credentials: StripeCredentials): Stripe {
  const base = credentials.apiBase ? new URL(credentials.apiBase) : undefined;
  return new Stripe(credentials.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

const STATUSES: Readonly<Record<Stripe.PaymentIntent.Status, PaymentStatus>> = {
  requires_payment_method: 'pending',
  requires_confirmation: 'pending',
  requires_action: 'requires-action',
  processing: 'pending',
  requires_capture: 'authorized',
  canceled: 'canceled',
  succeeded: 'captured',
};

const AUTHENTICATION_NEEDED = 'Your bank asks you to confirm this payment. Please complete it and try again.';

function refusalOf(intent: Stripe.PaymentIntent): PaymentFailure {
  if (intent.status === 'requires_action') return paymentFailure('invalid-source', AUTHENTICATION_NEEDED);
  const decline = intent.last_payment_error;
  if (decline?.type === 'card_error')
    return paymentFailure('declined', decline.message ?? PAYMENT_MESSAGES.declined);
  return paymentFailure('processing-error', PAYMENT_MESSAGES.processingError);
}

function cardOf(intent: Stripe.PaymentIntent): { brand: string; last4: string; id: string | null } {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const card = method?.card;
  return {
    brand: card?.brand ?? method?.type ?? 'card',
    last4: card?.last4 ?? '',
    id: method?.id ?? (typeof intent.payment_method === 'string' ? intent.payment_method : null),
  };
}

/**
 * Stripe through its official SDK, with Payment Intents captured manually: `createPayment` makes
 * the intent for the order draft (the browser confirms it with the Payment Element, 3-D Secure
 * included); `authorize` checks with Stripe — never the browser's word — that the intent belongs
 * to this website and draft, is for exactly the order's amount and currency, and is
 * `requires_capture`; the capture job captures it once the order committed.
 */
export function stripeProvider(credentials: StripeCredentials): PaymentProvider {
  const stripe = clientOf(credentials);

  async function createPayment(
    ctx: PaymentContext,
    draft: PaymentDraft,
  ): Promise<Result<PaymentCollection, PaymentFailure>> {
    const key = `tessera-${ctx.websiteId}-${draft.idempotencyKey}`;
    const metadata = { website_id: ctx.websiteId, draft_id: draft.draftId };
    try {
      // A card kept for renewals is attached to a Customer, which later charges name.
      const customer = draft.savePaymentMethod
        ? await stripe.customers.create({ metadata }, { idempotencyKey: `${key}-customer` })
        : undefined;
      const intent = await stripe.paymentIntents.create(
        {
          amount: draft.amount,
          currency: draft.currency.toLowerCase(),
          capture_method: 'manual',
          automatic_payment_methods: { enabled: true },
          metadata,
          ...(customer && { customer: customer.id, setup_future_usage: 'off_session' as const }),
        },
        { idempotencyKey: key },
      );
      if (!intent.client_secret)
        return err(paymentFailure('processing-error', PAYMENT_MESSAGES.processingError));
      return ok({
        kind: 'client-secret',
        paymentId: intent.id,
        clientSecret: intent.client_secret,
        publishableKey: credentials.publishableKey,
      });
    } catch {
      return err(paymentFailure('processing-error', PAYMENT_MESSAGES.processingError));
    }
  }

  async function retrieve(paymentId: string): Promise<Stripe.PaymentIntent | undefined> {
    try {
      return await stripe.paymentIntents.retrieve(paymentId, { expand: ['payment_method'] });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
        return undefined;
      throw error;
    }
  }

  async function authorize(
    ctx: PaymentContext,
    input: AuthorizeInput,
  ): Promise<Result<Authorization, PaymentFailure>> {
    if (input.source.kind === 'saved') {
      const charged = await chargeSavedStripeCard(stripe, ctx, STRIPE_PROVIDER_ID, {
        ...input,
        source: input.source,
      });
      if (!charged.ok) return charged;
      const card = cardOf(charged.value);
      const paymentMethodId = input.source.paymentMethodId;
      return ok({
        id: charged.value.id,
        brand: card.brand,
        last4: card.last4,
        paymentMethodId,
        transactional: false,
      });
    }
    let intent: Stripe.PaymentIntent | undefined;
    try {
      intent = await retrieve(input.source.token);
    } catch {
      return err(paymentFailure('processing-error', PAYMENT_MESSAGES.processingError));
    }
    const ours =
      intent &&
      intent.metadata['website_id'] === ctx.websiteId &&
      intent.amount === input.amount &&
      intent.currency === input.currency.toLowerCase();
    if (!intent || !ours) return err(paymentFailure('invalid-source', PAYMENT_MESSAGES.tokenInvalid));
    if (intent.status !== 'requires_capture') return err(refusalOf(intent));
    const card = cardOf(intent);
    // A subscription's first payment keeps its card; an intent not set up for that cannot start one.
    const saved = input.savePaymentMethod
      ? await saveStripeCard(ctx, STRIPE_PROVIDER_ID, intent, card)
      : undefined;
    if (input.savePaymentMethod && !saved)
      return err(paymentFailure('invalid-source', PAYMENT_MESSAGES.tokenInvalid));
    return ok({
      id: intent.id,
      brand: card.brand,
      last4: card.last4,
      paymentMethodId: saved ?? null,
      transactional: false,
    });
  }

  async function capture(_ctx: PaymentContext, paymentId: string): Promise<void> {
    const intent = await retrieve(paymentId);
    if (!intent || intent.status !== 'requires_capture') return;
    await stripe.paymentIntents.capture(paymentId, {}, { idempotencyKey: `capture-${paymentId}` });
  }

  async function cancel(_ctx: PaymentContext, paymentId: string): Promise<void> {
    const intent = await retrieve(paymentId);
    if (!intent || intent.status === 'canceled' || intent.status === 'succeeded') return;
    await stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey: `cancel-${paymentId}` });
  }

  async function refund(
    _ctx: PaymentContext,
    paymentId: string,
    amount: number,
  ): Promise<Result<void, PaymentFailure>> {
    try {
      await stripe.refunds.create({ payment_intent: paymentId, amount });
      return ok(undefined);
    } catch {
      return err(paymentFailure('processing-error', PAYMENT_MESSAGES.processingError));
    }
  }

  async function status(_ctx: PaymentContext, paymentId: string): Promise<PaymentStatus | undefined> {
    const intent = await retrieve(paymentId);
    return intent ? STATUSES[intent.status] : undefined;
  }

  async function parseWebhook(
    ctx: PaymentContext,
    delivery: WebhookDelivery,
  ): Promise<Result<PaymentEvent, WebhookRefusal>> {
    const header = delivery.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (!header) throw new Error('no signature');
      event = stripe.webhooks.constructEvent(delivery.rawBody, header, credentials.webhookSecret);
    } catch {
      return err({ code: 'webhook-signature-invalid', message: 'The webhook signature does not match.' });
    }
    // An event of the other mode, or made for another website's payment, is not this site's.
    const website = (event.data.object as { metadata?: Record<string, string> }).metadata?.['website_id'];
    if (
      event.livemode !== (credentials.mode === 'live') ||
      (website !== undefined && website !== ctx.websiteId)
    ) {
      return err({ code: 'webhook-malformed', message: 'The webhook event is not for this website.' });
    }
    return ok(stripeEventOf(event));
  }

  return Object.freeze({
    id: STRIPE_PROVIDER_ID,
    testMode: credentials.mode === 'test',
    createPayment,
    authorize,
    capture,
    cancel,
    refund,
    status,
    parseWebhook,
  });
}
