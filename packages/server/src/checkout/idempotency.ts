import { createHash } from 'node:crypto';
import { targetIdentity, type CheckoutTarget } from './checkout-cart.js';

/**
 * The card a payment token stands for (brand, last 4, test behaviour), without its expiry: two
 * tokens made from one card for one retry are the same request. Unreadable tokens stand for
 * themselves.
 */
function cardOf(paymentToken: string | null): string | null {
  if (paymentToken === null) return null;
  try {
    const claims = JSON.parse(
      Buffer.from(paymentToken.split('.')[0] ?? '', 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    return `${String(claims['brand'])}|${String(claims['last4'])}|${String(claims['behaviour'])}`;
  } catch {
    return paymentToken;
  }
}

/**
 * What one Idempotency-Key stands for: who is buying (their cart, by hash) and with which card.
 * The same key sent again for both is a retry; anything else is refused.
 */
export function placementHash(target: CheckoutTarget, paymentToken: string | null): string {
  return createHash('sha256')
    .update(JSON.stringify({ buyer: targetIdentity(target), card: cardOf(paymentToken) }))
    .digest('hex');
}
