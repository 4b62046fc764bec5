import type Stripe from 'stripe';
import type { PaymentEvent } from './payment-provider.js';

/** A verified Stripe event in our words: the payment it is about, its amount and what happened. */
export function stripeEventOf(event: Stripe.Event): PaymentEvent {
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
