import { clockOf } from '@tessera/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { clearCartCookies } from '../cart/index.js';
import { failure } from '../failure.js';
import { checkoutContextOf } from './checkout-context.js';
import { baseUrlOf } from '../context.js';
import { targetOf } from './checkout-target.js';
import { backToCheckout } from './checkout-notice.js';
import { placementHash } from './idempotency.js';
import { commerceSecret } from '../payments/index.js';
import { tokenizeTestCard } from '../payments/index.js';
import { placeOrder } from './place-order.js';
import type { placeFormBody } from './schemas.js';

/**
 * The plain checkout form's one post: the test provider tokenises the card fields in memory,
 * then the order is placed with the form's own idempotency key (a hidden field made when the page
 * was rendered), so a double click or a resubmitted form places one order.
 */
export async function placeFromForm(
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.infer<typeof placeFormBody>,
): Promise<FastifyReply> {
  const ctx = await checkoutContextOf(request);
  const target = targetOf(request, body.cartToken);
  let paymentToken: string | null = null;
  if (body.cardNumber?.trim()) {
    const secret = await commerceSecret(ctx.db, ctx.websiteId);
    const card = {
      cardNumber: body.cardNumber,
      cardExpiry: body.cardExpiry ?? '',
      cardCvc: body.cardCvc ?? '',
    };
    const tokenized = tokenizeTestCard(secret, ctx.websiteId, card, clockOf(ctx.db).now());
    if (!tokenized.ok) {
      const fields = { [tokenized.error.field]: tokenized.error.message };
      return backToCheckout(request, reply, body.cartToken, failure('validation-failed', undefined, fields));
    }
    paymentToken = tokenized.value.token;
  }
  const placed = await placeOrder(ctx, {
    target,
    idempotencyKey: body.idempotencyKey,
    requestHash: placementHash(target, paymentToken),
    paymentToken,
    store: { title: request.website.title, baseUrl: baseUrlOf(request) },
  });
  if (!placed.ok) return backToCheckout(request, reply, body.cartToken, placed.error);
  if (target.kind === 'cart') clearCartCookies(request, reply);
  return reply.redirect(placed.value.confirmationPath, 303);
}
