import { createHash } from 'node:crypto';
import { cardTokenIdentity } from '../payments/index.js';
import { targetIdentity, type CheckoutTarget } from './checkout-cart.js';

/**
 * What one Idempotency-Key stands for: who is buying (their cart, by hash) and with which card.
 * The same key sent again for both is a retry; anything else is refused.
 */
export function placementHash(target: CheckoutTarget, paymentToken: string | null): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        buyer: targetIdentity(target),
        card: paymentToken === null ? null : cardTokenIdentity(paymentToken),
      }),
    )
    .digest('hex');
}
