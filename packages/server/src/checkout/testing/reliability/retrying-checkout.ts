import type { HttpAnswer, HttpShopper } from './http-shopper.js';

/** An answer worth retrying: nothing came back (refused, reset, timeout) or the server was unavailable. */
export function retriable(answer: HttpAnswer): boolean {
  return answer.status === 0 || answer.status >= 500;
}

/** Sends until the server answers something other than a retriable failure (or the time runs out). */
export async function untilAnswered(
  send: () => Promise<HttpAnswer>,
  timeoutMs = 120_000,
): Promise<HttpAnswer> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send();
    if (!retriable(answer) || Date.now() > deadline) return answer;
    const retryAfter = Number(answer.headers['retry-after']);
    const wait =
      Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, 500) : 50 * attempt;
    await new Promise((r) => setTimeout(r, Math.min(wait, 500) * (0.5 + Math.random())));
  }
}

export interface CheckoutOutcome {
  /** The order id the server acknowledged (a 200 to the placement), if it did. */
  orderId?: string;
  /** The final answer when no order was acknowledged. */
  failure?: HttpAnswer;
}

/**
 * One shopper's whole checkout as a careful client does it while servers crash and databases go
 * away: the item goes into the cart once (the cart is read first, so a lost answer to an add is
 * not added again), details are saved, and the order is placed with one Idempotency-Key, retried
 * until it is acknowledged.
 */
export async function retryingCheckout(
  shopper: HttpShopper,
  item: { itemId: string; sku: string },
  paymentToken: string,
): Promise<CheckoutOutcome> {
  const inCart = await untilAnswered(() => shopper.send('GET', '/api/commerce/shopping-cart'));
  const entries = (inCart.body['entries'] as unknown[] | undefined) ?? [];
  if (entries.length === 0) {
    const added = await untilAnswered(() => shopper.add(item.itemId, item.sku));
    if (added.status !== 200) return { failure: added };
  }
  const details = await untilAnswered(() => shopper.details());
  if (details.status !== 200) return { failure: details };
  const placed = await untilAnswered(() => shopper.place(paymentToken));
  if (placed.status !== 200) return { failure: placed };
  return { orderId: String((placed.body['order'] as { id?: unknown } | undefined)?.id) };
}
