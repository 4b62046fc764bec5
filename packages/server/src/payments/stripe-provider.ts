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

function eventOf(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, account: event.account ?? null, occurredAt: event.created * 1000 };
  const object = event.data.object as { object?: string };
  if (object.object === 'payment_intent') {
    const intent = object as Stripe.PaymentIntent;
    const common = {
      ...base,
      paymentId: intent.id,
      currency: intent.currency.toUpperCase(),
      draftId: intent.metadata['draft_id'] ?? null,
    };
    switch (event.type) {
      case 'payment_intent.amount_capturable_updated':
        return { ...common, kind: 'authorized', amount: intent.amount_capturable };
      case 'payment_intent.succeeded':
        return { ...common, kind: 'captured', amount: intent.amount_received };
      case 'payment_intent.payment_failed':
        return { ...common, kind: 'failed', amount: intent.amount };
      case 'payment_intent.canceled':
        return { ...common, kind: 'canceled', amount: intent.amount };
      default:
        return { ...common, kind: 'ignored', amount: 0 };
    }
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const paymentId =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
    return {
      ...base,
      kind: 'refunded',
      paymentId,
      amount: charge.amount_refunded,
      currency: charge.currency.toUpperCase(),
      draftId: null,
    };
  }
  return { ...base, kind: 'ignored', paymentId: null, amount: 0, currency: '', draftId: null };
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
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: draft.amount,
          currency: draft.currency.toLowerCase(),
          capture_method: 'manual',
          automatic_payment_methods: { enabled: true },
          metadata: { website_id: ctx.websiteId, draft_id: draft.draftId },
          ...(draft.savePaymentMethod && { setup_future_usage: 'off_session' as const }),
        },
        { idempotencyKey: `tessera-${ctx.websiteId}-${draft.idempotencyKey}` },
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
    if (input.source.kind !== 'token') {
      // Off-session renewals with saved methods (SetupIntents) are not implemented yet.
      return err(paymentFailure('invalid-source', PAYMENT_MESSAGES.tokenInvalid));
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
    return ok({
      id: intent.id,
      brand: card.brand,
      last4: card.last4,
      paymentMethodId: null,
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
    return ok(eventOf(event));
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
