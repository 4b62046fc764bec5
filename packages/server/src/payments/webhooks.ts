import { ok } from '@tessera/core';
import {
  advanceOrderPayment,
  claimPaymentEvent,
  findOrder,
  findOrderIdByPayment,
  inCartTransaction,
  recordOrderRefund,
  settlePaymentEvent,
  type Executor,
  type PaymentEventOutcome,
} from '@tessera/db';
import { fail, type Outcome } from '../failure.js';
import type { PaymentEvent, PaymentProvider, WebhookDelivery } from './payment-provider.js';
import { paymentProviderNamed } from './provider-of.js';

/**
 * What checkout does for a payment event before it is applied (checkout owns the pending payments;
 * this area does not import it): place the order of a payment the provider holds when the browser
 * never placed it, and let a failed or cancelled payment's held stock go.
 */
export interface UnplacedPayments {
  place(provider: PaymentProvider, paymentId: string): Promise<unknown>;
  release(provider: PaymentProvider, paymentId: string): Promise<unknown>;
}

export interface WebhookReceipt {
  /** True when this event had been processed before: nothing was done again. */
  duplicate: boolean;
  outcome: PaymentEventOutcome;
}

interface Applied {
  outcome: PaymentEventOutcome;
  orderId: string | null;
}

/**
 * Applies one event to the order its payment belongs to. Every change only moves forward from the
 * state it expects, so deliveries in any order end in the same place: a capture after a refund
 * changes nothing, an older refund total after a newer one changes nothing. Amounts are checked
 * against the order: a capture for another amount than the order's charge is not applied.
 */
async function applyEvent(
  trx: Executor,
  websiteId: string,
  provider: PaymentProvider,
  event: PaymentEvent,
): Promise<Applied> {
  if (event.kind === 'ignored' || !event.paymentId) return { outcome: 'ignored', orderId: null };
  const orderId = await findOrderIdByPayment(trx, websiteId, provider.id, event.paymentId);
  const order = orderId ? await findOrder(trx, websiteId, orderId, { lock: true }) : undefined;
  if (!order) return { outcome: 'no-order', orderId: null };
  const at = (outcome: PaymentEventOutcome) => ({ outcome, orderId: order.id });
  if (event.currency.toUpperCase() !== order.currency.toUpperCase()) return at('amount-mismatch');
  switch (event.kind) {
    case 'authorized':
    case 'captured': {
      if (event.amount !== order.amount_charged) return at('amount-mismatch');
      if (event.kind === 'authorized') return at('already-applied');
      const moved = await advanceOrderPayment(trx, websiteId, order.id, 'authorized', 'captured');
      return at(moved ? 'applied' : 'already-applied');
    }
    case 'refunded': {
      // The event carries the payment's refunded total so far; only what is new is recorded.
      const more = event.amount - order.refunded_total;
      if (more <= 0) return at('already-applied');
      if (order.payment_state === 'authorized') {
        await advanceOrderPayment(trx, websiteId, order.id, 'authorized', 'captured');
      }
      return at((await recordOrderRefund(trx, websiteId, order.id, more)) ? 'applied' : 'amount-mismatch');
    }
    case 'failed':
    case 'canceled':
      // An order exists only for an authorised payment; a later failure notice changes nothing.
      return at('already-applied');
  }
}

/**
 * A payment the provider holds with no order yet becomes one (the idempotent placement: exactly
 * one order whether this or the browser comes first); a failed or cancelled one lets its stock go.
 * Both are safe to repeat, so a redelivered event does no harm.
 */
async function beforeApplying(
  db: Executor,
  websiteId: string,
  provider: PaymentProvider,
  event: { kind: PaymentEvent['kind']; paymentId: string },
  unplaced: UnplacedPayments,
): Promise<void> {
  const { kind, paymentId } = event;
  if (kind === 'failed' || kind === 'canceled') await unplaced.release(provider, paymentId);
  if (kind !== 'authorized' && kind !== 'captured') return;
  if (await findOrderIdByPayment(db, websiteId, provider.id, paymentId)) return;
  await unplaced.place(provider, paymentId);
}

/**
 * Receives a provider's webhook for a website: the provider verifies the signature with its own
 * method (a wrong one is refused and nothing is stored), then the event is claimed by
 * (provider, event id) and applied in one transaction — a repeated delivery finds its claim and
 * does nothing; a failed one leaves no claim, so the provider's retry processes it. The browser's
 * word never marks an order paid: only the provider's signed events and its own answers do.
 */
export async function receiveWebhook(
  db: Executor,
  websiteId: string,
  providerId: string,
  delivery: WebhookDelivery,
  unplaced?: UnplacedPayments,
): Promise<Outcome<WebhookReceipt>> {
  const provider = await paymentProviderNamed(db, websiteId, providerId);
  if (!provider) return fail('not-found');
  const parsed = await provider.parseWebhook({ db, websiteId }, delivery);
  if (!parsed.ok) return fail(parsed.error.code);
  const event = parsed.value;
  if (unplaced && event.paymentId) {
    await beforeApplying(db, websiteId, provider, { kind: event.kind, paymentId: event.paymentId }, unplaced);
  }
  const receipt = await inCartTransaction(db, async (trx): Promise<WebhookReceipt> => {
    const claimed = await claimPaymentEvent(trx, websiteId, {
      provider: provider.id,
      eventId: event.id,
      kind: event.kind,
      paymentId: event.paymentId,
      occurredAt: event.occurredAt,
    });
    if (!claimed) return { duplicate: true, outcome: 'already-applied' };
    const applied = await applyEvent(trx, websiteId, provider, event);
    await settlePaymentEvent(trx, provider.id, event.id, applied);
    return { duplicate: false, outcome: applied.outcome };
  });
  return ok(receipt);
}
