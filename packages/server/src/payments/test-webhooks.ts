import { createHmac, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from '@tessera/core';
import { clockOf } from '@tessera/db';
import { z } from 'zod';
import { commerceSecret } from './commerce-secret.js';
import type { PaymentContext, PaymentEvent, WebhookDelivery, WebhookRefusal } from './payment-provider.js';

/** The header carrying a test-provider event's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const TEST_SIGNATURE_HEADER = 'tessera-test-signature';
/** Older signatures are refused, so a captured delivery cannot be replayed later. */
export const TEST_SIGNATURE_TOLERANCE_SECONDS = 300;

const testEvent = z.object({
  id: z.string().min(1).max(100),
  kind: z.enum(['authorized', 'captured', 'failed', 'canceled', 'refunded']),
  paymentId: z.string().min(1).max(100),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  draftId: z.string().max(100).nullable(),
  created: z.number().int().nonnegative(),
});

export type TestEvent = z.infer<typeof testEvent>;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', `webhooks:${secret}`).update(`${timestamp}.${body}`).digest('hex');
}

/** Signs a test-provider event body as the provider would (tests, and owners trying their webhook). */
export function signTestWebhook(secret: string, body: string, nowSeconds: number): string {
  return `t=${nowSeconds},v1=${hmac(secret, nowSeconds, body)}`;
}

const SIGNATURE = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

function verified(secret: string, header: string | undefined, body: string, nowSeconds: number): boolean {
  const match = header ? SIGNATURE.exec(header) : null;
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(nowSeconds - timestamp) > TEST_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2] ?? '', 'hex'));
}

/**
 * The test provider's webhooks: signed with the website's commerce secret, so only this install
 * (and a test holding the secret) can make one, and each website's events verify only there.
 */
export async function parseTestWebhook(
  ctx: PaymentContext,
  delivery: WebhookDelivery,
): Promise<Result<PaymentEvent, WebhookRefusal>> {
  const secret = await commerceSecret(ctx.db, ctx.websiteId);
  const nowSeconds = Math.floor(clockOf(ctx.db).now() / 1000);
  if (!verified(secret, delivery.headers[TEST_SIGNATURE_HEADER], delivery.rawBody, nowSeconds)) {
    return err({ code: 'webhook-signature-invalid', message: 'The webhook signature does not match.' });
  }
  let json: unknown;
  try {
    json = JSON.parse(delivery.rawBody);
  } catch {
    return err({ code: 'webhook-malformed', message: 'The webhook body is not JSON.' });
  }
  const parsed = testEvent.safeParse(json);
  if (!parsed.success)
    return err({ code: 'webhook-malformed', message: 'The webhook event is not understood.' });
  const event = parsed.data;
  return ok({
    id: event.id,
    kind: event.kind,
    paymentId: event.paymentId,
    amount: event.amount,
    currency: event.currency,
    draftId: event.draftId,
    account: null,
    occurredAt: event.created * 1000,
  });
}
